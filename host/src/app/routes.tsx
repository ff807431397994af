import type { Permission } from '@ottilia/shared-auth';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGate } from '../features/access/route-gate';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PluginDocsPage } from '../features/plugin-docs/plugin-docs-page';
import { TutorialsPage } from '../features/tutorials/tutorials-page';
import type { RemoteModuleName, RemoteName } from '../remotes/remote-catalogue';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { PortalLayout } from './portal-layout';

function remote<R extends RemoteName>(name: R, module: RemoteModuleName<R>) {
  return <RemoteOutlet remote={name} module={module} />;
}

function gated(permission: Permission, element: ReactNode) {
  return <RouteGate permission={permission}>{element}</RouteGate>;
}

/** Routes of spec section 2. React Router matches /projects exactly apart from /projects/:id. */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'projects', element: gated('projectsRead', remote('remoteProjects', './ProjectListPage')) },
      { path: 'new-project', element: gated('projectsCreate', remote('remoteProjects', './NewProjectPage')) },
      { path: 'projects/:id', element: remote('remoteProjects', './ProjectDetailPage') },
      { path: 'ottilia-tutorials', element: <TutorialsPage /> },
      { path: 'users', element: gated('usersRead', remote('remoteUsers', './UsersPage')) },
      { path: 'users/:id', element: remote('remoteUsers', './UserDetailPage') },
      { path: 'backoffice/agencies', element: gated('agenciesRead', remote('remoteBackoffice', './AgenciesPage')) },
      { path: 'backoffice/agencies/:id', element: remote('remoteBackoffice', './AgencyDetailPage') },
      { path: 'backoffice/brands', element: gated('brandsRead', remote('remoteBackoffice', './BrandsPage')) },
      { path: 'backoffice/brands/:id', element: remote('remoteBackoffice', './BrandDetailPage') },
      { path: 'backoffice/domains', element: gated('domainsRead', remote('remoteBackoffice', './DomainsPage')) },
      { path: 'backoffice/domains/:id', element: remote('remoteBackoffice', './DomainDetailPage') },
      { path: 'backoffice/entities', element: gated('entitiesRead', remote('remoteBackoffice', './EntitiesPage')) },
      { path: 'backoffice/entities/:id', element: remote('remoteBackoffice', './EntityDetailPage') },
      { path: 'backoffice/site-types', element: gated('siteTypesRead', remote('remoteBackoffice', './SiteTypesPage')) },
      { path: 'dashboard', element: gated('dashboardsRead', <DashboardPage />) },
      { path: 'plugin-docs', element: <PluginDocsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
