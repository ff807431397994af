/** Test support: the users pages at their routes, with a fake API and a shell like the host's. */
import { ApiProvider } from '@ottilia/shared-auth';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import type { FakeApi } from './fake-api';

/** Lets a test read the URL, as the host's address bar would show it. */
function Probe({ onRender }: { onRender: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onRender(location);
  });
  return null;
}

function Pages() {
  return useRoutes(HARNESS_ROUTES);
}

export function renderUsers(api: FakeApi, url: string) {
  const state: { location?: Location } = {};
  const view = render(
    <TestShell>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <Probe onRender={(location) => void (state.location = location)} />
            <Pages />
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </TestShell>
  );
  return {
    ...view,
    pathname: () => state.location!.pathname,
    /** The current query, decoded, e.g. 'q=ann&sort=email,asc'. */
    search: () => decodeURIComponent(state.location!.search.replace(/^\?/, '')),
  };
}
