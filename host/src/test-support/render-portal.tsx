import { ThemeProvider } from '@ottilia/shared-ui';
// the dialog catalogue, preloaded: dialogs show without the wait for their chunk
import '@ottilia/shared-ui/testing';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from '../app/routes';
import { followOnNavigation } from '../features/area-updates/follow-on-navigation';
import { FollowingContext, type Following } from '../features/area-updates/following';
import { initI18n } from '../i18n/i18n';
import { RemoteLoaderContext, type RemoteComponentModule, type RemoteLoader } from '../remotes/remote-loader';
import { RouteManifestsContext, type RouteManifests } from '../remotes/route-manifests';
import { routeManifestsOf } from './route-manifests';

type Load = RemoteLoader['load'];

/** A loader whose remote modules are headings naming remote and module, unless `pages` says otherwise. */
export function fakeRemoteLoader(pages: Record<string, ComponentType> = {}) {
  const load = jest.fn<ReturnType<Load>, Parameters<Load>>(async (remote, module) => {
    const Page = pages[module] ?? (() => <h1>{`${remote} ${module}`}</h1>);
    return { default: Page } as RemoteComponentModule;
  });
  return { load };
}

/**
 * The whole portal (routes, layout, gates) at `path`, with remote modules from `loader` and
 * route manifests from `manifests` (by default the repository's), following a composition with
 * `following` where given. Async: the first render
 * settles inside act, manifests and remote modules included.
 */
export async function renderPortal(
  path: string,
  loader: RemoteLoader = fakeRemoteLoader(),
  manifests: RouteManifests = routeManifestsOf(),
  following: Following | null = null,
) {
  initI18n();
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  if (following) followOnNavigation(router, following.follower);
  const view = await act(async () =>
    render(
      <ThemeProvider>
        <RemoteLoaderContext.Provider value={loader}>
          <RouteManifestsContext.Provider value={manifests}>
            <FollowingContext.Provider value={following}>
              <RouterProvider router={router} />
            </FollowingContext.Provider>
          </RouteManifestsContext.Provider>
        </RemoteLoaderContext.Provider>
      </ThemeProvider>,
    ),
  );
  return { ...view, router };
}
