/**
 * Test support: a Projects page at its address (renderRemote); the page the address opens is the
 * real one, every other page a heading that says where a link led.
 */
import type { ApiClient } from '@ottilia/shared-auth';
import { renderRemote } from '@ottilia/shared-admin/testing';
import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import NewProjectPage from '../pages/new-project-page';
import ProjectDetailPage from '../pages/project-detail-page';
import ProjectListPage from '../pages/project-list-page';
import { PROJECT_URL } from './project-fixtures';

const PAGES: readonly { path: string; page: ComponentType; standIn: string }[] = [
  { path: '/projects', page: ProjectListPage, standIn: 'Project list' },
  { path: '/projects/:id', page: ProjectDetailPage, standIn: 'Project detail' },
  { path: '/new-project', page: NewProjectPage, standIn: 'New project form' },
  { path: '/home', page: () => <h1>Home</h1>, standIn: 'Home' },
];

/** `from`: an address visited before (Back, "Back to Projects"), e.g. the list for the new project form. */
export function renderPage(api: { client: ApiClient }, url: string = PROJECT_URL, from?: string) {
  const opened = new URL(url, 'http://test').pathname;
  const routes = PAGES.map(({ path, page: Page, standIn }) => ({ path, element: matchPath(path, opened) ? <Page /> : <h1>{standIn}</h1> }));
  return renderRemote(api, { url, from, routes });
}
