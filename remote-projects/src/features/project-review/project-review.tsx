/**
 * The review section. Reviewers (canReviewProjects: may edit projects and not an agency) approve a
 * DRAFT or IN_REVIEW project after confirming that every market was approved (spec section 4);
 * everyone else sees where the review stands. Approve pressed again on the same version (after a
 * lost answer) is the same review with the same Idempotency-Key.
 */
import { reviewProject } from '@ottilia/shared-admin';
import { canReviewProjects, errorDialog, isApiError, useActionKeys, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, stack, useShell } from '@ottilia/shared-ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Project } from '../../lib/project';
import type { ProjectState } from '../../lib/project-record';
import { reviewSummary } from './review-summary';
import { useProjectsStrings } from '../../i18n/strings';

/** The pending review when there is one; otherwise a new review, decided at once. */
export function reviewEidFor(project: Project): string {
  return project.review && project.review.decision === null ? project.review.eid : crypto.randomUUID();
}

export function ProjectReview({ state }: { state: ProjectState }) {
  const { project, etag } = state;
  const client = useApiClient();
  const { me } = useCurrentUser();
  const { confirm, showAlert } = useShell();
  const [busy, setBusy] = useState(false);
  const { t } = useProjectsStrings();
  const keys = useActionKeys();
  // a new review's id, kept while the version is the same: a second press is not a second review
  const fresh = useRef<{ etag: string; eid: string } | null>(null);
  const reviewable = project.status === 'DRAFT' || project.status === 'IN_REVIEW';
  const canApprove = reviewable && canReviewProjects(me?.roles);

  const approve = async () => {
    if (!(await confirm('approveAllMarkets'))) return;
    setBusy(true);
    try {
      if (fresh.current?.etag !== etag) fresh.current = { etag, eid: reviewEidFor(project) };
      const reviewEid = fresh.current.eid;
      const body = { decision: 'APPROVED' } as const;
      const saved = await reviewProject(client, project.uuid, reviewEid, body, etag, keys.keyFor([project.uuid, reviewEid, etag, body]));
      keys.done();
      state.show(saved);
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      const stale = isApiError(error) && error.status === 412;
      // 412, or 409 (decided or no longer reviewable meanwhile): show what the project is now
      if (isApiError(error) && (stale || error.status === 409)) await state.reload().catch(() => undefined);
      void confirm('errorWithMessage', stale ? { message: t('review.stale') } : errorDialog(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="project-review-heading">
      <h2 id="project-review-heading">{t('tabs.review')}</h2>
      <p>{reviewSummary(project, t)}</p>
      {canApprove && (
        <div>
          <Button loading={busy} onClick={() => void approve()}>
            {t('review.approve')}
          </Button>
        </div>
      )}
    </Section>
  );
}

const Section = styled.section`
  ${stack(12)}

  h2,
  p {
    margin: 0;
  }
`;
