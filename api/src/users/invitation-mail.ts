/** The e-mail that brings an invited person in: who invited them, as what, and the one-time link. */
import type { MailRequest } from '../mail/outbox.js';

export interface InvitationMailInput {
  to: string;
  displayName: string;
  inviterName: string;
  roleLabel: string;
  agencyName: string | null;
  link: string;
  expiresAt: string;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function invitationMail({ to, expiresAt, ...values }: InvitationMailInput): MailRequest {
  return { to, template: 'invitation', values: { ...values, expiresOn: longDate.format(new Date(expiresAt)) } };
}
