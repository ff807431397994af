/**
 * The remotes' one test render helper: a remote's pages at their routes (its harness routes, as the
 * host mounts them) or one component, under a shell like the host's (banner, dialogs, dirty flag,
 * the route-leave prompt) in a data router as the host's, with a fake API and a fresh SWR cache.
 * Tests only; never part of a build.
 */
import { ApiProvider, type ApiClient } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useBlocker, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';

/**
 * The host's layout as a remote's page meets it: leaving an address while the shell is dirty asks
 * 'Discard changes?' first (host/src/features/discard-prompt), and a test reads the dirty flag.
 */
function HostLayout({ onDirty }: { onDirty(isDirty: boolean): void }) {
  const { isDirty, confirm } = useShell();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    onDirty(isDirty);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('routeLeave').then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return <Outlet />;
}

export interface RenderRemoteOptions {
  /** The address the test opens (default '/'). */
  url?: string;
  /** An address visited before `url` (Back and "Back to ..." lead there), e.g. '/projects'. */
  from?: string;
  /** The routes mounted, e.g. the remote's HARNESS_ROUTES; or */
  routes?: RouteObject[];
  /** one component, shown at any address. */
  ui?: ReactNode;
}

/** Keeps one data router for the test's life. */
function Router({ make }: { make: () => ReturnType<typeof createMemoryRouter> }) {
  const [router] = useState(make);
  return <RouterProvider router={router} />;
}

export function renderRemote(api: { client: ApiClient }, { url = '/', from, routes, ui }: RenderRemoteOptions) {
  const state: { router?: ReturnType<typeof createMemoryRouter>; isDirty: boolean } = { isDirty: false };
  const make = () => {
    const layout: RouteObject = { element: <HostLayout onDirty={(isDirty) => void (state.isDirty = isDirty)} />, children: routes ?? [{ path: '*', element: ui }] };
    state.router = createMemoryRouter([layout], { initialEntries: from ? [from, url] : [url] });
    return state.router;
  };
  const view = render(
    <TestShell>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <Router make={make} />
        </SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
  const location = () => state.router!.state.location;
  return {
    ...view,
    /** The current path. */
    pathname: () => location().pathname,
    /** The current query, decoded, e.g. 'page=2&sort=name,asc'. */
    search: () => decodeURIComponent(location().search.replace(/^\?/, '')),
    /** Goes to an address, or back (-1), as the host's links and the browser would. */
    navigate: (to: string | number) => void (typeof to === 'number' ? state.router!.navigate(to) : state.router!.navigate(to)),
    /** The shell's unsaved-changes flag, as the host's route-leave prompt reads it. */
    isDirty: () => state.isDirty,
  };
}
