import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import NewProjectPage from '../pages/new-project-page';
import ProjectDetailPage from '../pages/project-detail-page';
import ProjectListPage from '../pages/project-list-page';

/** The harness header's links: each exposed page on the path the host gives it. */
export const HARNESS_PAGES = [
  { label: 'Project list', href: '/projects' },
  { label: 'New project', href: '/new-project' },
  { label: 'Project detail', href: '/projects/00000000-0000-4000-8000-000000000001' },
];

const router = createBrowserRouter([
  { index: true, element: <Navigate to="/projects" replace /> },
  { path: 'projects', element: <ProjectListPage /> },
  { path: 'new-project', element: <NewProjectPage /> },
  { path: 'projects/:id', element: <ProjectDetailPage /> },
]);

export function HarnessApp() {
  return <RouterProvider router={router} />;
}
