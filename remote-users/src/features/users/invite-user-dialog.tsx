/**
 * "Invite user": PUT /users/invite with e-mail, display name, one role and, for agency roles, an
 * agency. A new invitation (201) and a repeated one to someone still invited (200) both end in
 * 'Request sent!'. On the shared draft editor: checks that need no server run first, the API's
 * refusals show by their field, and sending the same invitation again (after a lost answer) is the
 * same request, one Idempotency-Key, so the API answers what the first did and no second mail goes out.
 */
import { INVITE_LIMITS, inviteUser, useDraftEditor } from '@ottilia/shared-admin';
import { errorMessage, useApiClient, useCurrentUser, type Role } from '@ottilia/shared-auth';
import { Alert, Modal, stack, useShell } from '@ottilia/shared-ui';
import { fieldMessage } from '@ottilia/shared-ui/admin';
import { FormActions, SelectField, TextField } from '@ottilia/shared-ui/editing';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useUsersStrings } from '../../i18n/strings';
import { useAgencyOptions } from './agency-options';
import { EMPTY_INVITE, inviteBody, inviteRefusal, validateInvite, type InviteDraft } from './invite-draft';
import { grantableRoles, isAgencyRole, roleOptions } from './roles';

export interface InviteUserDialogProps {
  /** After 'Request sent!' was shown. */
  onInvited(): void;
  onClose(): void;
}

export function InviteUserDialog({ onInvited, onClose }: InviteUserDialogProps) {
  const client = useApiClient();
  const { t } = useUsersStrings();
  const labels = { email: t('fields.email'), displayName: t('fields.displayName'), role: t('fields.role'), agencyEid: t('fields.agency') };
  const { confirm } = useShell();
  const { me, can } = useCurrentUser();
  const roles = grantableRoles(me?.roles[0]);
  const agencies = useAgencyOptions();
  // without reading agencies (an Agency Manager) the one agency offered is their own, chosen for them
  const onlyAgency = can('agenciesRead') ? undefined : agencies[0]?.value;
  const complete = (draft: InviteDraft) => ({ ...draft, agencyEid: draft.agencyEid || onlyAgency || '' });
  const editor = useDraftEditor<InviteDraft>({
    section: 'invite',
    current: { etag: null, values: EMPTY_INVITE },
    validate: (draft) => validateInvite(t, complete(draft)),
    save: async (draft, { idempotencyKey }) => {
      await inviteUser(client, inviteBody(complete(draft)), idempotencyKey);
      return { etag: null, values: draft };
    },
    refusal: (error) => {
      const { fields, message } = inviteRefusal(error);
      return { fields, rest: message === undefined ? undefined : 'alert' };
    },
    successDialog: false,
    cancelQuestion: 'exit',
  });
  const { draft, change, errors } = editor;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await editor.save())) return;
    onClose();
    await confirm('inviteSent');
    onInvited();
  };

  const cancel = async () => {
    if (await editor.cancel()) onClose();
  };

  const error = (field: keyof InviteDraft) => fieldMessage(labels[field], errors[field]);
  return (
    // only Cancel (or Escape, the same Cancel) closes it, so typed information is never lost without asking
    <Modal open title={t('invite.title')} dismissible={false} onEscape={() => void cancel()}>
      <Form aria-label={t('invite.title')} noValidate onSubmit={(event) => void submit(event)}>
        {editor.refusal !== null && <Alert type="error" message={errorMessage(editor.refusal)} />}
        <TextField
          label={labels.email}
          type="email"
          autoComplete="off"
          required
          maxLength={INVITE_LIMITS.email.maxLength}
          value={draft.email}
          error={error('email')}
          onChange={(event) => change({ email: event.target.value })}
        />
        <TextField
          label={labels.displayName}
          required
          maxLength={INVITE_LIMITS.displayName.maxLength}
          value={draft.displayName}
          error={error('displayName')}
          onChange={(event) => change({ displayName: event.target.value })}
        />
        <SelectField
          label={labels.role}
          required
          placeholder={t('invite.selectRole')}
          options={roleOptions(roles)}
          value={draft.role}
          error={error('role')}
          hint={t('invite.roleHint')}
          onChange={(event) => change({ role: event.target.value as Role | '' })}
        />
        {isAgencyRole(draft.role) && (
          <SelectField
            label={labels.agencyEid}
            required
            placeholder={t('invite.selectAgency')}
            options={agencies}
            value={draft.agencyEid || onlyAgency || ''}
            error={error('agencyEid')}
            onChange={(event) => change({ agencyEid: event.target.value })}
          />
        )}
        <FormActions saving={editor.saving} saveLabel={t('invite.send')} onCancel={() => void cancel()} />
      </Form>
    </Modal>
  );
}

const Form = styled.form`${stack(20)}`;
