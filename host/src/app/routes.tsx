import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '@ottilia/shared-ui';
import { RouteGate } from '../features/access/route-gate';
import { DashboardChunkFailure } from '../features/dashboard/dashboard-chunk-failure';
import { HomePage } from '../features/home/home-page';
import { PluginDocsPage } from '../features/plugin-docs/plugin-docs-page';
import { TutorialsPage } from '../features/tutorials/tutorials-page';
import { PageTitle } from './page-title';
import { PortalLayout } from './portal-layout';
import { RemotePages } from './remote-pages';

/**
 * Routes of spec section 2: the host's own pages here, every other path from the remotes' route
 * manifests (RemotePages), loaded at run time.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <PageTitle titleKey="nav.home"><HomePage /></PageTitle> },
      { path: 'ottilia-tutorials', element: <PageTitle titleKey="tutorials.title"><TutorialsPage /></PageTitle> },
      {
        // a chunk of its own, fetched by the router before it shows /dashboard: /home's first load
        // stays as it was, and no Suspense fallback holds the page back (docs/decisions.md, "Dashboard")
        path: 'dashboard',
        lazy: async () => {
          const { DashboardPage } = await import('../features/dashboard/dashboard-page');
          return { element: <PageTitle titleKey="dashboard.title"><RouteGate permission="dashboardsRead"><DashboardPage /></RouteGate></PageTitle> };
        },
        hydrateFallbackElement: <LoadingIndicator />,
        errorElement: <DashboardChunkFailure />,
      },
      { path: 'plugin-docs', element: <PageTitle titleKey="pluginDocs.title"><PluginDocsPage /></PageTitle> },
      { path: '*', element: <RemotePages /> },
    ],
  },
];
