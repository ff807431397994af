/**
 * "Add member": a focus-trapped dialog with a user picker that searches GET /users by name or
 * e-mail while typing (after a short pause), then PUT /projects/{uuid}/members/{userEid}, with one
 * Idempotency-Key while the same person is added again (after a lost answer).
 */
import { addMember } from '@ottilia/shared-admin';
import { errorMessage, errorReference, useActionKeys, useApiClient } from '@ottilia/shared-auth';
import { Alert, Modal } from '@ottilia/shared-ui';
import { Combobox, DialogActions, type ComboboxOption } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { USER_SEARCH_SIZE, useUserSearch, type Member, type UserMatch } from './members';
import { useDebouncedValue } from './use-debounced-value';
import { useProjectsStrings } from '../../i18n/strings';

export const SEARCH_DEBOUNCE_MS = 300;

export interface AddMemberDialogProps {
  projectUuid: string;
  /** Current members: shown in the picker but not offered again. */
  members: readonly Member[];
  onAdded(user: UserMatch): void;
  onClose(): void;
}

export function AddMemberDialog({ projectUuid, members, onAdded, onClose }: AddMemberDialogProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<UserMatch | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const keys = useActionKeys();
  const searched = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(searched);
  const { t } = useProjectsStrings();
  const describe = (user: UserMatch, isMember: boolean) =>
    [user.email, user.agency?.name, isMember && t('members.alreadyMember'), user.state === 'DISABLED' && t('members.disabled')]
      .filter(Boolean)
      .join(' · ');

  const typing = text.trim() !== '';
  const matches = typing ? (search.data?.content ?? []) : [];
  const memberIds = new Set(members.map((member) => member.eid));
  const options: ComboboxOption[] = matches.map((user) => ({
    value: user.eid,
    label: user.displayName,
    description: describe(user, memberIds.has(user.eid)),
    disabled: memberIds.has(user.eid) || user.state === 'DISABLED',
  }));
  const total = search.data?.totalElements ?? 0;

  const choose = (option: ComboboxOption) => {
    const user = matches.find((match) => match.eid === option.value);
    if (!user) return;
    setChosen(user);
    setText(user.displayName);
    setRefusal(null);
  };

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      await addMember(client, projectUuid, chosen.eid, keys.keyFor([projectUuid, chosen.eid]));
      keys.done();
      onAdded(chosen);
    } catch (error) {
      // e.g. 422 user-not-allowed: the API says why
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('common.addMember')}
      onClose={onClose}
      showCloseButton
      actions={
        <DialogActions
          cancelLabel={t('members.cancel')}
          onCancel={onClose}
          confirmLabel={t('common.addMember')}
          onConfirm={() => void add()}
          busy={busy}
          confirmDisabled={!chosen}
        />
      }
    >
      <Combobox
        label={t('members.user')}
        hint={t('members.userHint')}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
          setRefusal(null);
        }}
        options={options}
        onSelect={choose}
        loading={typing && (searched !== text || search.isLoading)}
        emptyText={t('members.noUsers')}
        footer={total > USER_SEARCH_SIZE ? t('members.more', { size: USER_SEARCH_SIZE, total }) : undefined}
      />
      {chosen && <p>{t('members.selected', { name: chosen.displayName, email: chosen.email })}</p>}
      {search.error && <Alert type="error" message={search.error.message} reference={errorReference(search.error)} />}
      {refusal !== null && <Alert type="error" message={errorMessage(refusal)} reference={errorReference(refusal)} />}
    </Modal>
  );
}
