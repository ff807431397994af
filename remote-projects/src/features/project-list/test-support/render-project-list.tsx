/** Test support: the project list page in a memory router with a fake API client and a working shell. */
import { ApiProvider, meFlags, type ApiClient, type Query, type Role } from '@ottilia/shared-auth';
import { StandaloneShell } from '@ottilia/shared-ui';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { SWRConfig } from 'swr';
import ProjectListPage from '../../../pages/project-list-page';
import { PROJECTS_PATH, type ProjectListItem, type ProjectPage } from '../use-projects';

export function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    uuid: '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71',
    name: 'Gin Garden Relaunch',
    createdAt: '2025-03-07T12:00:00.000Z',
    estimatedGoLiveDate: '2025-06-30',
    status: 'IN_REVIEW',
    agency: { eid: 'AG1', name: 'Northwind Digital' },
    brand: { eid: 'BR1', name: 'Juniper & Co' },
    projectTypeName: 'Brand website',
    ...overrides,
  };
}

export function pageOf(content: ProjectListItem[], { page = 1, totalPages = 1, totalElements = content.length } = {}): ProjectPage {
  return { content, page, size: 20, totalElements, totalPages };
}

type ProjectsAnswer = (query: Query) => Promise<ProjectPage>;

/** A client answering /users/me for `role` and /projects with `answer`; every other call fails the test. */
export function fakeApiClient(answer: ProjectsAnswer, role: Role = 'BRAND_MANAGER') {
  const me = { eid: 'U1', displayName: 'Test User', mainRole: role, roles: [role], ...meFlags([role]) };
  const get = jest.fn(async (path: string, options?: { query?: Query }) => {
    if (path === '/users/me') return me;
    if (path === PROJECTS_PATH) return answer(options?.query ?? {});
    throw new Error(`unexpected GET ${path}`);
  });
  const unused = jest.fn(() => Promise.reject(new Error('not used by the project list')));
  const client = { get, put: unused, post: unused, del: unused } as unknown as ApiClient;
  /** The queries of every GET /projects so far. */
  const projectQueries = () => get.mock.calls.filter(([path]) => path === PROJECTS_PATH).map(([, options]) => options?.query);
  /** Settles once the current user has been answered. */
  const currentUserAnswered = () => get.mock.results[get.mock.calls.findIndex(([path]) => path === '/users/me')]?.value;
  return { client, projectQueries, currentUserAnswered };
}

/** Lets a test read the URL and go back, as the host's router would. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onRender(location, navigate);
  });
  return null;
}

export function renderProjectList(client: ApiClient, url = '/projects') {
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <StandaloneShell pages={[]}>
      <ApiProvider client={client}>
        {/* a fresh cache per test, so answers do not leak between tests */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <RouterProbe onRender={(location, navigate) => Object.assign(router, { location, navigate })} />
            <Routes>
              <Route path="/projects" element={<ProjectListPage />} />
              <Route path="/projects/:id" element={<h1>Project detail</h1>} />
              <Route path="/new-project" element={<h1>New project form</h1>} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </StandaloneShell>,
  );
  return {
    ...view,
    /** The current URL's query, decoded, e.g. 'page=2&sort=name,asc'. */
    search: () => decodeURIComponent(router.location!.search.replace(/^\?/, '')),
    goBack: () => void router.navigate!(-1),
  };
}
