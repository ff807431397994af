/** The e-mail that tells the requester of an agency (or its main contact) the review decision. */
import type { MailRequest } from '../mail/outbox.js';

export interface ReviewMailInput {
  to: string;
  recipientName: string | null;
  agencyName: string;
  marketName: string;
  decision: 'APPROVED' | 'REJECTED';
  reason: string | null;
}

export function agencyReviewMail({ to, decision, ...values }: ReviewMailInput): MailRequest {
  return { to, template: decision === 'APPROVED' ? 'agency-approved' : 'agency-rejected', values };
}
