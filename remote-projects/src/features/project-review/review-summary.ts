import { formatLongDate } from '@ottilia/shared-ui/editing';
import type { Project } from '../../lib/project';

/** Where the project stands in its review, in one sentence. */
export function reviewSummary({ status, review }: Project): string {
  const by = (name: string | null, at: string | null) => [name ? ` by ${name}` : '', at ? ` on ${formatLongDate(at)}` : ''].join('');
  if (review?.decision === 'APPROVED') return `Approved${by(review.decidedByName, review.decidedAt)}.`;
  if (review?.decision === 'REJECTED') return `Sent back to draft${by(review.decidedByName, review.decidedAt)}.`;
  if (review && status === 'IN_REVIEW') return 'Submitted for review: waiting for a decision.';
  if (status === 'APPROVED' || status === 'PUBLISHED') return 'Approved.';
  return 'Not submitted for review yet.';
}
