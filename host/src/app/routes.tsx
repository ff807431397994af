import { LoadingIndicator } from '@ottilia/shared-ui';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGate } from '../features/access/route-gate';
import { DashboardChunkFailure } from '../features/dashboard/dashboard-chunk-failure';
import { HomePage } from '../features/home/home-page';
import { PageTitle } from './page-title';
import { PortalLayout } from './portal-layout';
import { RemotePages } from './remote-pages';

/**
 * Routes of spec section 2: the host's own pages here, every other path from the remotes' route
 * manifests (RemotePages), loaded at run time.
 */
// the tutorials and their text load with their route, not with /home
const TutorialsRoute = lazy(() => import('../features/tutorials/tutorials-page'));
const tutorials = (
  <PageTitle titleKey="tutorials.title">
    <Suspense fallback={<LoadingIndicator label="Loading the tutorials" showLabel />}>
      <TutorialsRoute />
    </Suspense>
  </PageTitle>
);

const PluginDocsPage = lazy(() => import('../features/plugin-docs/plugin-docs-page'));
// Super Admins only (the page says so to others); its chunk loads with the route
const ReleaseTrialPage = lazy(() => import('../features/release-trial/release-trial-page'));

export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        element: (
          <PageTitle titleKey="nav.home">
            <HomePage />
          </PageTitle>
        ),
      },
      { path: 'ottilia-tutorials', element: tutorials },
      { path: 'ottilia-tutorials/:slug', element: tutorials },
      {
        // a chunk of its own, fetched by the router before it shows /dashboard: /home's first load
        // stays as it was, and no Suspense fallback holds the page back (docs/adr/0049-dashboard-screen.md)
        path: 'dashboard',
        lazy: async () => {
          const { DashboardPage } = await import('../features/dashboard/dashboard-page');
          return {
            element: (
              <PageTitle titleKey="dashboard.title">
                <RouteGate permission="dashboardsRead">
                  <DashboardPage />
                </RouteGate>
              </PageTitle>
            ),
          };
        },
        hydrateFallbackElement: <LoadingIndicator />,
        errorElement: <DashboardChunkFailure />,
      },
      {
        path: 'plugin-docs',
        element: (
          <PageTitle titleKey="pluginDocs.title">
            <Suspense fallback={null}>
              <PluginDocsPage />
            </Suspense>
          </PageTitle>
        ),
      },
      {
        path: 'release-trial',
        element: (
          <PageTitle titleKey="releaseTrial.title">
            <Suspense fallback={<LoadingIndicator />}>
              <ReleaseTrialPage />
            </Suspense>
          </PageTitle>
        ),
      },
      { path: '*', element: <RemotePages /> },
    ],
  },
];
