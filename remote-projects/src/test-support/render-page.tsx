/** Test support: the project detail page at its route (renderRemote), the list's route a stand-in. */
import type { FakeApi } from '@ottilia/shared-auth/testing';
import { renderRemote } from '@ottilia/shared-admin/testing';
import ProjectDetailPage from '../pages/project-detail-page';
import { PROJECT_URL } from './project-fixtures';

const ROUTES = [
  { path: '/projects', element: <h1>Project list</h1> },
  { path: '/projects/:id', element: <ProjectDetailPage /> },
];

export const renderPage = (api: FakeApi, url: string = PROJECT_URL) => renderRemote(api, { url, routes: ROUTES });
