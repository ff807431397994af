/**
 * Test support: the project detail page at its route, with a fake API and a shell like the
 * host's (banner, dialogs, dirty flag) whose RemoteSlot says which module it would mount with
 * which props.
 */
import { ApiProvider } from '@ottilia/shared-auth';
import type { FakeApi } from '@ottilia/shared-auth/testing';
import { useShell } from '@ottilia/shared-ui';
import { TestShell } from '@ottilia/shared-ui/testing';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { SWRConfig } from 'swr';
import ProjectDetailPage from '../pages/project-detail-page';
import { PROJECT_URL } from './project-fixtures';

/** Lets a test read the URL and the shell's dirty flag, as the host would. */
function Probe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction, isDirty: boolean) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { isDirty } = useShell();
  useEffect(() => {
    onRender(location, navigate, isDirty);
  });
  return null;
}

export function renderProjectDetail(api: FakeApi, url: string = PROJECT_URL) {
  const state: { location?: Location; navigate?: NavigateFunction; isDirty: boolean } = { isDirty: false };
  const view = render(
    <TestShell>
      <ApiProvider client={api.client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <Probe onRender={(location, navigate, isDirty) => Object.assign(state, { location, navigate, isDirty })} />
            <Routes>
              <Route path="/projects" element={<h1>Project list</h1>} />
              <Route path="/projects/:id" element={<ProjectDetailPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </TestShell>,
  );
  return {
    ...view,
    pathname: () => state.location!.pathname,
    /** The current query, decoded, e.g. 'tab=members'. */
    search: () => decodeURIComponent(state.location!.search.replace(/^\?/, '')),
    navigate: (to: string) => void state.navigate!(to),
    /** The shell's unsaved-changes flag, as the host's route-leave prompt reads it. */
    isDirty: () => state.isDirty,
  };
}
