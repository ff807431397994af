/**
 * Moving a project on: DRAFT -> IN_REVIEW ("Submit for review") and APPROVED -> PUBLISHED
 * ("Publish", which needs an agency: spec section 4). APPROVED itself only comes from a review.
 * A move pressed again on the same version (after a lost answer) keeps its Idempotency-Key.
 */
import { saveProject } from '@ottilia/shared-admin';
import { isApiError, errorDialog, useActionKeys, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, color, fontSizes, space, useShell } from '@ottilia/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ProjectStatus } from '../../lib/project';
import { projectUpdateBody, type ProjectState } from '../../lib/project-record';
import { useProjectsStrings } from '../../i18n/strings';

export function StatusActions({ state }: { state: ProjectState }) {
  const { project, etag } = state;
  const client = useApiClient();
  const { can } = useCurrentUser();
  const { showAlert, confirm } = useShell();
  const [busy, setBusy] = useState<ProjectStatus | null>(null);
  const noteId = useId();
  const { t } = useProjectsStrings();
  const keys = useActionKeys();
  if (!can('projectsEdit')) return null;

  const moveTo = async (status: ProjectStatus) => {
    setBusy(status);
    try {
      const body = projectUpdateBody(project, { status });
      const saved = await saveProject(client, project.uuid, body, {
        ifMatch: etag,
        idempotencyKey: keys.keyFor([project.uuid, etag, body]),
      });
      keys.done();
      state.show(saved);
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        await state.reload().catch(() => undefined);
        void confirm('errorWithMessage', { message: t('statusActions.stale') });
      } else {
        void confirm('errorWithMessage', errorDialog(error));
      }
    } finally {
      setBusy(null);
    }
  };

  if (project.status === 'DRAFT') {
    return (
      <Button loading={busy === 'IN_REVIEW'} onClick={() => void moveTo('IN_REVIEW')}>
        {t('common.submitForReview')}
      </Button>
    );
  }
  if (project.status === 'APPROVED') {
    const needsAgency = project.agency === null;
    return (
      <Publish>
        <Button
          loading={busy === 'PUBLISHED'}
          disabled={needsAgency}
          aria-describedby={needsAgency ? noteId : undefined}
          onClick={() => void moveTo('PUBLISHED')}
        >
          {t('statusActions.publish')}
        </Button>
        {needsAgency && <Note id={noteId}>{t('statusActions.agencyNeeded')}</Note>}
      </Publish>
    );
  }
  return null;
}

const Publish = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space(4)};
`;

const Note = styled.p`
  margin: 0;
  max-width: 280px;
  font-size: ${fontSizes.small}px;
  color: ${color('textMuted')};
  text-align: end;
`;
