/**
 * "Invite user": PUT /users/invite with e-mail, display name, one role and, for agency roles, an
 * agency. A new invitation (201) and a repeated one to someone still invited (200) both end in
 * 'Request sent!'. Checks that need no server run first; the API's refusals show by their field.
 * Sending the same invitation again from the dialog (after a lost answer) is the same request, one
 * Idempotency-Key: the API answers what the first did and no second mail goes out.
 */
import { INVITE_LIMITS, inviteUser } from '@ottilia/shared-admin';
import { useActionKeys, useApiClient, useCurrentUser, type Role } from '@ottilia/shared-auth';
import { Alert, Modal, stack, useShell } from '@ottilia/shared-ui';
import { fieldMessage } from '@ottilia/shared-ui/admin';
import { FormActions, SelectField, TextField } from '@ottilia/shared-ui/editing';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useUsersStrings } from '../../i18n/strings';
import { useAgencyOptions } from './agency-options';
import { EMPTY_INVITE, inviteBody, inviteRefusal, validateInvite, type InviteDraft, type InviteErrors } from './invite-draft';
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
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_INVITE);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  const keys = useActionKeys();
  // without reading agencies (an Agency Manager) the one agency offered is their own, chosen for them
  const onlyAgency = can('agenciesRead') ? undefined : agencies[0]?.value;

  const change = (patch: Partial<InviteDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    // a message about a value being changed no longer applies
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => !(name in patch))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const values = { ...draft, agencyEid: draft.agencyEid || onlyAgency || '' };
    const problems = validateInvite(t, values);
    setErrors(problems);
    setMessage(undefined);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const body = inviteBody(values);
      await inviteUser(client, body, keys.keyFor(body));
      onClose();
      await confirm('inviteSent');
      onInvited();
    } catch (error) {
      const refusal = inviteRefusal(error);
      setErrors(refusal.fields);
      setMessage(refusal.message);
      setSending(false);
    }
  };

  const cancel = async () => {
    const touched = JSON.stringify(draft) !== JSON.stringify(EMPTY_INVITE);
    if (!touched || (await confirm('exit'))) onClose();
  };

  const error = (field: keyof InviteDraft) => fieldMessage(labels[field], errors[field]);
  return (
    // only Cancel (or Escape, the same Cancel) closes it, so typed information is never lost without asking
    <Modal open title={t('invite.title')} dismissible={false} onEscape={() => void cancel()}>
      <Form aria-label={t('invite.title')} noValidate onSubmit={(event) => void submit(event)}>
        {message && <Alert type="error" message={message} />}
        <TextField label={labels.email} type="email" autoComplete="off" required maxLength={INVITE_LIMITS.email.maxLength} value={draft.email} error={error('email')} onChange={(event) => change({ email: event.target.value })} />
        <TextField label={labels.displayName} required maxLength={INVITE_LIMITS.displayName.maxLength} value={draft.displayName} error={error('displayName')} onChange={(event) => change({ displayName: event.target.value })} />
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
        <FormActions saving={sending} saveLabel={t('invite.send')} onCancel={() => void cancel()} />
      </Form>
    </Modal>
  );
}

const Form = styled.form`${stack(20)}`;
