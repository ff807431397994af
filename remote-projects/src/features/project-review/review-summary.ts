import { formatDate } from '../../lib/format';
import type { Project } from '../../lib/project';
import type { ProjectsT } from '../../i18n/strings';

/** Where the project stands in its review, in one sentence. */
export function reviewSummary({ status, review }: Project, t: ProjectsT): string {
  const by = (name: string | null, at: string | null) => ({
    by: name ? t('review.by', { name }) : '',
    on: at ? t('review.on', { date: formatDate(at) }) : '',
  });
  if (review?.decision === 'APPROVED') return t('review.approved', by(review.decidedByName, review.decidedAt));
  if (review?.decision === 'REJECTED') return t('review.rejected', by(review.decidedByName, review.decidedAt));
  if (review && status === 'IN_REVIEW') return t('review.waiting');
  if (status === 'APPROVED' || status === 'PUBLISHED') return t('review.approvedShort');
  return t('review.notSubmitted');
}
