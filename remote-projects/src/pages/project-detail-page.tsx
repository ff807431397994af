/**
 * Route /projects/:id: the project's header and its sections as tabs (the chosen one in the URL).
 * The cookies and age-gate tabs are modules of remote-cookies-agegate, mounted through the
 * host's RemoteSlot (its loading and failure handling included), never imported.
 */
import { errorReference, isApiError } from '@ottilia/shared-auth';
import { Alert, LoadingIndicator, PageStack, useShell } from '@ottilia/shared-ui';
import { Tabs } from '@ottilia/shared-ui/editing';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ProjectHeader } from '../features/project-detail/project-header';
import { ProjectNotFound } from '../features/project-detail/project-not-found';
import { PROJECT_TABS, useProjectTab, type ProjectTabId } from '../features/project-detail/project-tabs';
import { ProjectOverview } from '../features/project-overview/project-overview';
import { StatusActions } from '../features/project-overview/status-actions';
import { DirtySections } from '@ottilia/shared-admin';
import { PROJECTS_ROUTE } from '../lib/project';
import { useProjectRecord, type ProjectState } from '../lib/project-record';
import { useProjectsStrings } from '../i18n/strings';

// the overview opens first; the other sections are fetched when their tab is chosen (the route's budget)
const ProjectProducts = lazy(() => import('../features/project-products/project-products').then((m) => ({ default: m.ProjectProducts })));
const ProjectMembers = lazy(() => import('../features/project-members/project-members').then((m) => ({ default: m.ProjectMembers })));
const ProjectReview = lazy(() => import('../features/project-review/project-review').then((m) => ({ default: m.ProjectReview })));
const ProjectLegalData = lazy(() =>
  import('../features/project-legal-data/project-legal-data').then((m) => ({ default: m.ProjectLegalData })),
);
const ProjectHistory = lazy(() => import('../features/project-history/project-history').then((m) => ({ default: m.ProjectHistory })));

/** The remote (and its exposed modules) that renders the cookies and age-gate tabs. */
export const COOKIES_AGEGATE_REMOTE = 'remoteCookiesAgegate';

export default function ProjectDetailPage() {
  const { id = '' } = useParams();
  // a fresh page per project: no edit state carries over to another id
  return <ProjectDetail key={id} uuid={id} />;
}

function ProjectDetail({ uuid }: { uuid: string }) {
  const { state, error, retry } = useProjectRecord(uuid);
  const [tab, selectTab] = useProjectTab();
  const { t } = useProjectsStrings();

  if (!state) {
    // 404: missing or not visible to this user (the API does not tell which); 400: not a project id at all
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <ProjectNotFound />;
    if (error)
      return <Alert type="error" message={error.message} reference={errorReference(error)} action={retry} actionName={t('common.retry')} />;
    return <LoadingIndicator label={t('detail.loading')} />;
  }

  return (
    <DirtySections>
      <PageStack>
        <BackLink to={PROJECTS_ROUTE}>{t('common.backToProjects')}</BackLink>
        <ProjectHeader project={state.project} actions={<StatusActions state={state} />} />
        <Tabs
          label={t('detail.sections')}
          tabs={PROJECT_TABS.map(({ id, label }) => ({ id, label: t(label) }))}
          selected={tab}
          onSelect={selectTab}
          renderPanel={(id) => (
            <Suspense fallback={<LoadingIndicator label={t('common.loading')} />}>
              <Section id={id as ProjectTabId} state={state} />
            </Suspense>
          )}
        />
      </PageStack>
    </DirtySections>
  );
}

function Section({ id, state }: { id: ProjectTabId; state: ProjectState }) {
  const { RemoteSlot } = useShell();
  const uuid = state.project.uuid;
  switch (id) {
    case 'overview':
      return <ProjectOverview state={state} />;
    case 'products':
      return <ProjectProducts state={state} />;
    case 'members':
      return <ProjectMembers projectUuid={uuid} />;
    case 'review':
      return <ProjectReview state={state} />;
    case 'legal-data':
      return <ProjectLegalData projectUuid={uuid} />;
    case 'cookies':
      return <RemoteSlot remote={COOKIES_AGEGATE_REMOTE} module="./CookiesTab" props={{ projectId: uuid }} />;
    case 'age-gate':
      return <RemoteSlot remote={COOKIES_AGEGATE_REMOTE} module="./AgeGateTab" props={{ projectId: uuid }} />;
    case 'history':
      return <ProjectHistory projectUuid={uuid} />;
  }
}

const BackLink = styled(Link)`
  align-self: flex-start;
`;
