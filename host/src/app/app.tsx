import { ApiProvider, AuthGate, createMsalInstance } from '@ottilia/shared-auth';
import { GlobalStyle, LoadingOverlay, MessageDialog, ThemeProvider, type ThemeName } from '@ottilia/shared-ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LaunchParamsContext, type LaunchParams } from '../features/launch-params/launch-params';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { RouteManifestsContext, type RouteManifests } from '../remotes/route-manifests';
import { portalRoutes } from './routes';

export interface AppProps {
  remoteLoader: RemoteLoader;
  routeManifests: RouteManifests;
  launchParams: LaunchParams;
  theme: ThemeName;
}

/** The host: theme, sign-in, API access, remotes and their route manifests, then the router with every page. */
export function App({ remoteLoader, routeManifests, launchParams, theme }: AppProps) {
  const [msal] = useState(() => createMsalInstance());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AuthGate
        instance={msal}
        loading={() => <LoadingOverlay />}
        sessionExpired={(signInAgain) => <MessageDialog open dialog="sessionExpired" onConfirm={signInAgain} />}
      >
        <ApiProvider>
          <RemoteLoaderContext.Provider value={remoteLoader}>
            <RouteManifestsContext.Provider value={routeManifests}>
              <LaunchParamsContext.Provider value={launchParams}>
                <PortalRouter />
              </LaunchParamsContext.Provider>
            </RouteManifestsContext.Provider>
          </RemoteLoaderContext.Provider>
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
