/** Test support: the backoffice pages at their routes, with a fake API and a working shell. */
import { ApiProvider } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import { StandaloneShell } from '@ottilia/shared-ui/standalone';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import type { FakeApi } from './fake-api';

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

function Pages() {
  return useRoutes(HARNESS_ROUTES);
}

export function renderBackoffice(api: FakeApi, url: string) {
  const state: { location?: Location; navigate?: NavigateFunction; isDirty: boolean } = { isDirty: false };
  const view = render(
    <StandaloneShell pages={[]}>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <Probe onRender={(location, navigate, isDirty) => Object.assign(state, { location, navigate, isDirty })} />
            <Pages />
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </StandaloneShell>,
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
