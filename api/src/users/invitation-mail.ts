/** The e-mail that brings an invited person in: who invited them, as what, and the one-time link. */
import type { OutgoingMail } from '../mail/mailer.js';

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

export function invitationMail({ to, displayName, inviterName, roleLabel, agencyName, link, expiresAt }: InvitationMailInput): OutgoingMail {
  return {
    to,
    subject: 'You are invited to the Ottilia portal',
    text: [
      `Hello ${displayName},`,
      `${inviterName} invited you to the Ottilia portal as ${roleLabel}${agencyName ? ` of ${agencyName}` : ''}.`,
      `Choose your password and sign in with this link (it works once, until ${longDate.format(new Date(expiresAt))}):`,
      link,
      'Kind regards,\nThe Ottilia portal team',
    ].join('\n\n'),
  };
}
