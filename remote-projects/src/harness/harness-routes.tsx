import { type RouteObject } from 'react-router-dom';
import NewProjectPage from '../pages/new-project-page';
import ProjectDetailPage from '../pages/project-detail-page';
import ProjectListPage from '../pages/project-list-page';

/** The harness header's links: each exposed page on the path the host gives it. */
export const HARNESS_PAGES = [
  { label: 'Project list', href: '/projects' },
  { label: 'New project', href: '/new-project' },
  { label: 'Project detail', href: '/projects/00000000-0000-4000-8000-000000000001' },
];

export const HARNESS_ROUTES: RouteObject[] = [
  { path: 'projects', element: <ProjectListPage /> },
  { path: 'new-project', element: <NewProjectPage /> },
  { path: 'projects/:id', element: <ProjectDetailPage /> },
];
