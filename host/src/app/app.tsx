import { ApiProvider, AuthGate, type SuppliedSession } from '@ottilia/shared-auth';
import { GlobalStyle, LoadingOverlay, MessageDialog, ThemeProvider, type ThemeName } from '@ottilia/shared-ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { COMPOSITION_RECHECK_MS } from '../config/constants';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { CompositionFollower } from '../remotes/composition-follower';
import { followOnNavigation } from '../features/area-updates/follow-on-navigation';
import { FollowingContext, useFollowing, type Following } from '../features/area-updates/following';
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
  /** Follows the served composition (none without one), re-reading it at least every `compositionRecheckMs`. */
  follower?: CompositionFollower | null;
  compositionRecheckMs?: number;
}

// the main app's half of the preview round trip, only for a link that names a preview
const PreviewHandoff = lazy(() => import('../features/preview/preview-handoff'));

/** The host: theme, sign-in, API access, remotes and their route manifests, then the router with every page. */
export function App({
  remoteLoader,
  routeManifests,
  composedManifests = [],
  launchParams,
  theme,
  previewSession,
  follower,
  compositionRecheckMs = COMPOSITION_RECHECK_MS,
}: AppProps) {
  const [handoff, setHandoff] = useState(!previewSession && launchParams.prId !== null);
  const following = useMemo<Following | null>(
    () => (follower ? { follower, recheckMs: compositionRecheckMs } : null),
    [follower, compositionRecheckMs],
  );
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
                <FollowingContext.Provider value={following}>
                  <LaunchParamsContext.Provider value={launchParams}>
                    {handoff && launchParams.prId !== null ? (
                      <Suspense fallback={<LoadingOverlay />}>
                        <PreviewHandoff prId={launchParams.prId} state={launchParams.state} onContinue={() => setHandoff(false)} />
                      </Suspense>
                    ) : (
                      <PortalRouter />
                    )}
                  </LaunchParamsContext.Provider>
                </FollowingContext.Provider>
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
  const following = useFollowing();
  const [router] = useState(() => createBrowserRouter(portalRoutes));
  useEffect(() => (following ? followOnNavigation(router, following.follower) : undefined), [router, following]);
  return <RouterProvider router={router} />;
}
