import { ThemeProvider } from '@ottilia/shared-ui';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from '../app/routes';
import { initI18n } from '../i18n/i18n';
import type { RemoteComponentModule } from '../remotes/remote-catalogue';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';

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
 * The whole portal (routes, layout, gates) at `path`, with remotes from `loader`. Async: the
 * first render settles inside act, remote modules included.
 */
export async function renderPortal(path: string, loader: RemoteLoader = fakeRemoteLoader()) {
  initI18n();
  const router = createMemoryRouter(portalRoutes, { initialEntries: [path] });
  const view = await act(async () => render(
    <ThemeProvider>
      <RemoteLoaderContext.Provider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
    </ThemeProvider>,
  ));
  return { ...view, router };
}
