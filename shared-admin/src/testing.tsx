/**
 * The remotes' one test render helper: a remote's pages at their routes (its harness routes, as the
 * host mounts them) or one component, under a shell like the host's (banner, dialogs, dirty flag),
 * with a fake API and a fresh SWR cache. Tests only; never part of a build.
 */
import { ApiProvider, type ApiClient } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Lets a test read the URL and the shell's dirty flag, and navigate, as the host would. */
function Probe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction, isDirty: boolean) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { isDirty } = useShell();
  useEffect(() => {
    onRender(location, navigate, isDirty);
  });
  return null;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface RenderRemoteOptions {
  /** The address the test opens (default '/'). */
  url?: string;
  /** The routes mounted, e.g. the remote's HARNESS_ROUTES; or */
  routes?: RouteObject[];
  /** one component, shown at any address. */
  ui?: ReactNode;
}

export function renderRemote(api: { client: ApiClient }, { url = '/', routes, ui }: RenderRemoteOptions) {
  const state: { location?: Location; navigate?: NavigateFunction; isDirty: boolean } = { isDirty: false };
  const view = render(
    <TestShell>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <Probe onRender={(location, navigate, isDirty) => Object.assign(state, { location, navigate, isDirty })} />
            {routes ? <Pages routes={routes} /> : ui}
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
  return {
    ...view,
    /** The current path. */
    pathname: () => state.location!.pathname,
    /** The current query, decoded, e.g. 'page=2&sort=name,asc'. */
    search: () => decodeURIComponent(state.location!.search.replace(/^\?/, '')),
    navigate: (to: string | number) => void (typeof to === 'number' ? state.navigate!(to) : state.navigate!(to)),
    /** The shell's unsaved-changes flag, as the host's route-leave prompt reads it. */
    isDirty: () => state.isDirty,
  };
}
