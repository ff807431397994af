/**
 * Add or edit one cookie in a modal dialog, on the shared draft editor: PUT /cookies/{projectId}/en
 * (a new cookie without id, an edit with its id and If-Match; one Idempotency-Key per save). A taken name shows the spec's
 * 'This cookie name is already taken' dialog; 'Choose another name' comes back here with the
 * user's input kept and the name field focused.
 */
import { errorMessage, errorReference, isApiError, useApiClient } from '@ottilia/shared-auth';
import { fieldErrorsOf, saveCookie, useDraftEditor, type CookieBody } from '@ottilia/shared-admin';
import { Alert, Modal, useShell } from '@ottilia/shared-ui';
import { Checkbox, DialogActions, SelectField, TextArea, TextField } from '@ottilia/shared-ui/editing';
import { useRef, useState } from 'react';
import { COOKIE_CATEGORIES, DUPLICATE_NAME_CODE, type Cookie, type CookieCategory } from '../../lib/cookies';
import { digitsError, formatDuration, NEW_DURATION, parseDuration, type DurationDraft } from '../../lib/duration';
import { DurationField } from './duration-field';
import { useCookiesAgegateStrings } from '../../i18n/strings';

export interface CookieDialogProps {
  projectId: string;
  /** The cookie being edited; absent for a new one. */
  cookie?: Cookie;
  onSaved(saved: Cookie, created: boolean): void;
  onClose(): void;
}

interface Draft {
  name: string;
  category: CookieCategory;
  duration: DurationDraft;
  provider: string;
  description: string;
  isActive: boolean;
}

const draftOf = (cookie?: Cookie): Draft => ({
  name: cookie?.name ?? '',
  category: cookie?.category ?? 'necessary',
  duration: cookie ? parseDuration(cookie.duration) : NEW_DURATION,
  provider: cookie?.provider ?? '',
  description: cookie?.description ?? '',
  isActive: cookie?.isActive ?? true,
});

const categoryOf = (value: string) => COOKIE_CATEGORIES.find((category) => category.value === value)?.value;

export function CookieDialog({ projectId, cookie, onSaved, onClose }: CookieDialogProps) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const { confirm } = useShell();
  const nameRef = useRef<HTMLInputElement>(null);
  const saved = useRef<Cookie | null>(null);
  // once Save was pressed the checks follow the typing
  const [checked, setChecked] = useState(false);

  const localErrors = (draft: Draft): Record<string, string> => {
    const found: Record<string, string> = {};
    if (draft.name.trim() === '') found.name = t('cookies.dialog.nameMissing');
    const duration = digitsError(draft.duration, t);
    if (duration) found.duration = duration;
    return found;
  };
  const editor = useDraftEditor<Draft>({
    section: 'cookie',
    current: { etag: cookie ? `"${cookie.version}"` : null, values: draftOf(cookie) },
    validate: localErrors,
    save: async (draft, precondition) => {
      const body: CookieBody = {
        ...(cookie ? { id: cookie.id } : {}),
        name: draft.name.trim(),
        category: draft.category,
        duration: formatDuration(draft.duration),
        provider: draft.provider.trim() || null,
        description: draft.description.trim() || null,
        isActive: draft.isActive,
      };
      // a body without id creates: the API takes no If-None-Match here
      saved.current = await saveCookie(
        client,
        projectId,
        body,
        'ifMatch' in precondition ? precondition.ifMatch : undefined,
        precondition.idempotencyKey,
      );
      return { etag: `"${saved.current.version}"`, values: draft };
    },
    refusal: (failure) => {
      if (isApiError(failure) && failure.code === DUPLICATE_NAME_CODE) {
        // 'Choose another name' comes back to the name, the input kept
        void confirm('duplicateCookieName').then(() => {
          nameRef.current?.focus();
          nameRef.current?.select();
        });
        return null;
      }
      return { fields: fieldErrorsOf(failure), rest: 'alert' };
    },
    successDialog: false,
  });
  const { draft, change } = editor;
  const shown = checked ? { ...localErrors(draft), ...editor.errors } : editor.errors;

  const save = async () => {
    setChecked(true);
    if ((await editor.save()) && saved.current) onSaved(saved.current, !cookie);
  };

  // Cancel, Escape, the close icon and the overlay all ask before changes are lost
  const leave = async () => {
    if (await editor.cancel()) onClose();
  };

  return (
    <Modal
      open
      title={cookie ? t('cookies.dialog.titleEdit') : t('cookies.dialog.titleAdd')}
      onClose={() => void leave()}
      showCloseButton
      actions={
        <DialogActions
          cancelLabel={t('cookies.dialog.cancel')}
          onCancel={() => void leave()}
          confirmLabel={cookie ? t('cookies.dialog.save') : t('cookies.dialog.add')}
          onConfirm={() => void save()}
          busy={editor.saving}
        />
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          ref={nameRef}
          label={t('cookies.dialog.name')}
          required
          autoComplete="off"
          hint={t('cookies.dialog.nameHint')}
          value={draft.name}
          error={shown.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <SelectField
          label={t('cookies.dialog.category')}
          required
          value={draft.category}
          options={COOKIE_CATEGORIES.map((category) => ({ value: category.value, label: t(category.labelKey) }))}
          onChange={(event) => change({ category: categoryOf(event.target.value) ?? draft.category })}
        />
        <DurationField value={draft.duration} onChange={(duration) => change({ duration })} error={shown.duration} />
        <TextField
          label={t('cookies.dialog.provider')}
          hint={t('cookies.dialog.providerHint')}
          value={draft.provider}
          error={shown.provider}
          onChange={(event) => change({ provider: event.target.value })}
        />
        <TextArea
          label={t('cookies.dialog.purpose')}
          rows={3}
          value={draft.description}
          error={shown.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <Checkbox
          label={t('cookies.dialog.active')}
          checked={draft.isActive}
          onChange={(event) => change({ isActive: event.target.checked })}
        />
      </form>
      {editor.refusal !== null && <Alert type="error" message={errorMessage(editor.refusal)} reference={errorReference(editor.refusal)} />}
    </Modal>
  );
}
