/**
 * "Add member": a focus-trapped dialog with a user picker that searches GET /users by name or
 * e-mail while typing (after a short pause), then PUT /projects/{uuid}/members/{userEid}.
 */
import { errorMessage, useApiClient } from '@ottilia/shared-auth';
import { Alert, Button, Modal } from '@ottilia/shared-ui';
import { Combobox, type ComboboxOption } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { memberPath, USER_SEARCH_SIZE, useUserSearch, type Member, type UserMatch } from './members';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export interface AddMemberDialogProps {
  projectUuid: string;
  /** Current members: shown in the picker but not offered again. */
  members: readonly Member[];
  onAdded(user: UserMatch): void;
  onClose(): void;
}

function describe(user: UserMatch, isMember: boolean): string {
  const parts = [user.email, user.agency?.name, isMember ? 'already a member' : undefined, user.state === 'DISABLED' ? 'disabled' : undefined];
  return parts.filter(Boolean).join(' · ');
}

export function AddMemberDialog({ projectUuid, members, onAdded, onClose }: AddMemberDialogProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<UserMatch | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const searched = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(searched);

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
      await client.put(memberPath(projectUuid, chosen.eid), undefined);
      onAdded(chosen);
    } catch (error) {
      // e.g. 422 user-not-allowed: the API says why
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Add member"
      onClose={onClose}
      showCloseButton
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void add()} loading={busy} disabled={!chosen}>
            Add member
          </Button>
        </>
      }
    >
      <Combobox
        label="User"
        hint="Type part of a name or an e-mail address."
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
          setRefusal(null);
        }}
        options={options}
        onSelect={choose}
        loading={typing && (searched !== text || search.isLoading)}
        emptyText="No users found."
        footer={total > USER_SEARCH_SIZE ? `Showing ${USER_SEARCH_SIZE} of ${total} users: type more to narrow the search.` : undefined}
      />
      {chosen && (
        <p>
          Selected: {chosen.displayName} ({chosen.email})
        </p>
      )}
      {search.error && <Alert type="error" message={search.error.message} />}
      {refusal && <Alert type="error" message={refusal} />}
    </Modal>
  );
}
