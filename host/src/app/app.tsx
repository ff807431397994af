import { ApiProvider, AuthGate, type SuppliedSession } from '@ottilia/shared-auth';
import { GlobalStyle, LoadingOverlay, MessageDialog, ThemeProvider, type ThemeName } from '@ottilia/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LaunchParamsContext, type LaunchParams } from '../features/launch-params/launch-params';
import { FirstReadPrefetch } from '../remotes/first-read';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import type { RouteManifest } from '../remotes/route-manifest';
import { RouteManifestsContext, type RouteManifests } from '../remotes/route-manifests';
import { portalRoutes } from './routes';

export interface AppProps {
  remoteLoader: RemoteLoader;
  routeManifests: RouteManifests;
  /** The composition's copy of the remotes' manifests: what the first screen reads first (FirstReadPrefetch). */
  composedManifests?: readonly RouteManifest[];
  launchParams: LaunchParams;
  theme: ThemeName;
  /** On a preview host (spec section 4): the session the main app handed over, instead of MSAL's sign-in. */
  previewSession?: SuppliedSession;
}

// the main app's half of the preview round trip, only for a link that names a preview
const PreviewHandoff = lazy(() => import('../features/preview/preview-handoff'));

/** The host: theme, sign-in, API access, remotes and their route manifests, then the router with every page. */
export function App({ remoteLoader, routeManifests, composedManifests = [], launchParams, theme, previewSession }: AppProps) {
  const [handoff, setHandoff] = useState(!previewSession && launchParams.prId !== null);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AuthGate
        supplied={previewSession}
        loading={() => <LoadingOverlay />}
        sessionExpired={(signInAgain) => <MessageDialog open dialog="sessionExpired" onConfirm={signInAgain} />}
      >
        <ApiProvider>
          <FirstReadPrefetch manifests={composedManifests}>
            <RemoteLoaderContext.Provider value={remoteLoader}>
              <RouteManifestsContext.Provider value={routeManifests}>
                <LaunchParamsContext.Provider value={launchParams}>
                  {handoff && launchParams.prId !== null ? (
                    <Suspense fallback={<LoadingOverlay />}>
                      <PreviewHandoff prId={launchParams.prId} state={launchParams.state} onContinue={() => setHandoff(false)} />
                    </Suspense>
                  ) : (
                    <PortalRouter />
                  )}
                </LaunchParamsContext.Provider>
              </RouteManifestsContext.Provider>
            </RemoteLoaderContext.Provider>
          </FirstReadPrefetch>
        </ApiProvider>
      </AuthGate>
    </ThemeProvider>
  );
}

// Created after sign-in, so the router starts from the page the user returned to.
function PortalRouter() {
  const [router] = useState(() => createBrowserRouter(portalRoutes));
  return <RouterProvider router={router} />;
}
