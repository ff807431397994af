/** The e-mail that tells the requester of an agency (or its main contact) the review decision. */
import type { OutgoingMail } from '../mail/mailer.js';

export interface ReviewMailInput {
  to: string;
  recipientName: string | null;
  agencyName: string;
  marketName: string;
  decision: 'APPROVED' | 'REJECTED';
  reason: string | null;
}

export function agencyReviewMail({ to, recipientName, agencyName, marketName, decision, reason }: ReviewMailInput): OutgoingMail {
  const greeting = recipientName ? `Hello ${recipientName},` : 'Hello,';
  const agency = `the agency "${agencyName}" (${marketName})`;
  const closing = 'Kind regards,\nThe Ottilia portal team';
  if (decision === 'APPROVED') {
    return {
      to,
      subject: `Agency approved: ${agencyName}`,
      text: [
        greeting,
        `Good news: ${agency} was approved. It can now be chosen for projects in the Ottilia portal.`,
        ...(reason ? [`Note from the reviewer: ${reason}`] : []),
        closing,
      ].join('\n\n'),
    };
  }
  return {
    to,
    subject: `Agency not approved: ${agencyName}`,
    text: [
      greeting,
      `${agency[0]!.toUpperCase()}${agency.slice(1)} was rejected, so it cannot be chosen for projects.`,
      `Reason: ${reason ?? ''}`,
      'Once the reason is addressed, you can submit the agency again in the Ottilia portal.',
      closing,
    ].join('\n\n'),
  };
}
