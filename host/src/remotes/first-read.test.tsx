import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { FirstReadPrefetch, firstRead, requestFirstReads } from './first-read';
import type { RouteManifest } from './route-manifest';

const LIST_READ = { path: '/projects', query: { page: 1, size: 20, $orderBy: 'createdAt desc' } };
const manifests: RouteManifest[] = [
  { name: 'remoteA', area: 'A', navGroups: [], routes: [{ path: '/users', module: './Users', title: 'Users' }] },
  {
    name: 'projects',
    area: 'Projects',
    navGroups: [],
    routes: [
      { path: '/projects', module: './ProjectListPage', title: 'Projects', prefetch: LIST_READ },
      { path: '/projects/:id', module: './ProjectDetailPage', title: 'Project' },
    ],
  },
];

describe('firstRead', () => {
  it('is the read the route at the address names, only for an address without a query', () => {
    expect(firstRead(manifests, { pathname: '/projects', search: '' })).toEqual(LIST_READ);
    expect(firstRead(manifests, { pathname: '/projects', search: '?page=2' })).toBeNull();
    expect(firstRead(manifests, { pathname: '/users', search: '' })).toBeNull();
    expect(firstRead(manifests, { pathname: '/home', search: '' })).toBeNull();
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's own read, mounted later (its remote's code has loaded). */
function ListPage() {
  const { data } = useSWR<{ rows: string }>([LIST_READ.path, { ...LIST_READ.query, $filter: undefined }]);
  return <p>{data ? data.rows : 'loading'}</p>;
}

/** The signed-in user's read, as every page makes it. */
function Me() {
  const { data } = useSWR<{ rows: string }>('/users/me');
  return <p>{data ? `me: ${data.rows}` : 'loading me'}</p>;
}

describe('FirstReadPrefetch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("asks for the first screen's read at once, and the page's read takes that answer", async () => {
    window.history.replaceState(null, '', '/projects');
    const fetcher = jest.fn((key: unknown) => Promise.resolve({ rows: `rows of ${JSON.stringify(key)}` }));
    const app = (page: boolean) => (
      <SWRConfig value={{ fetcher }}>
        <FirstReadPrefetch manifests={manifests} />
        {page && <ListPage />}
        {page && <Me />}
      </SWRConfig>
    );
    const { rerender } = render(app(false));
    expect(fetcher.mock.calls).toEqual([['/users/me'], [[LIST_READ.path, LIST_READ.query]]]);
    rerender(app(true));
    expect(await screen.findByText(`rows of ${JSON.stringify([LIST_READ.path, LIST_READ.query])}`)).toBeInTheDocument();
    expect(await screen.findByText('me: rows of "/users/me"')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks only for the signed-in user on an address whose route names no read', () => {
    window.history.replaceState(null, '', '/projects?q=gin');
    const fetcher = jest.fn((_key: unknown) => Promise.resolve({ rows: 'ada' }));
    render(
      <SWRConfig value={{ fetcher }}>
        <FirstReadPrefetch manifests={manifests} />
      </SWRConfig>,
    );
    expect(fetcher.mock.calls).toEqual([['/users/me']]);
  });

  // SWR keeps a preloaded answer until a read takes it: each test's page takes its own
  afterEach(() =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Me />
      </SWRConfig>,
    ),
  );
});

describe('requestFirstReads', () => {
  const API = 'https://api.example/v1';
  // jsdom has no fetch: the slice of a Response the API client reads
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      status,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: () => Promise.resolve(JSON.stringify(body)),
    } as unknown as Response);
  let sent: { url: string; authorization: string | null }[];
  const useFetch = (fake: (url: string, init?: RequestInit) => Promise<Response>) => {
    globalThis.fetch = jest.fn(fake) as unknown as typeof fetch;
  };

  beforeEach(() => {
    sent = [];
    window.history.replaceState(null, '', '/projects');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  const appWith = (fetcher: (key: unknown) => Promise<unknown>) => (
    <SWRConfig value={{ fetcher, provider: () => new Map() }}>
      <FirstReadPrefetch manifests={manifests} />
      <ListPage />
      <Me />
    </SWRConfig>
  );

  it("sends the first screen's reads with the held token before anything renders; the pages take those answers", async () => {
    useFetch((url, init) => {
      sent.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return answer(200, { rows: url.includes('/users/me') ? 'ada' : 'first page' });
    });
    requestFirstReads(manifests, 'held-token', API);
    await settle();
    expect(sent.map(({ url }) => url)).toEqual([`${API}/users/me`, `${API}/projects?page=1&size=20&$orderBy=createdAt%20desc`]);
    expect(sent.every(({ authorization }) => authorization === 'Bearer held-token')).toBe(true);

    const fetcher = jest.fn((_key: unknown) => Promise.resolve({ rows: 'asked again' }));
    render(appWith(fetcher));
    expect(await screen.findByText('first page')).toBeInTheDocument();
    expect(await screen.findByText('me: ada')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a page mounting after the answers arrived shows them in its first render, without asking again', async () => {
    useFetch((url) => answer(200, { rows: url.includes('/users/me') ? 'ada' : 'first page' }));
    requestFirstReads(manifests, 'held-token', API);
    const fetcher = jest.fn((_key: unknown) => Promise.resolve({ rows: 'asked again' }));
    const cache = new Map();
    const { rerender } = render(
      <SWRConfig value={{ fetcher, provider: () => cache }}>
        <FirstReadPrefetch manifests={manifests} />
      </SWRConfig>,
    );
    await waitFor(() => expect(cache.size).toBe(2));
    rerender(
      <SWRConfig value={{ fetcher, provider: () => cache }}>
        <FirstReadPrefetch manifests={manifests} />
        <ListPage />
        <Me />
      </SWRConfig>,
    );
    // no findBy: the first render of the page has them
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.getByText('me: ada')).toBeInTheDocument();
    // its revalidation on mount (after a frame) takes the preloaded answer
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).not.toHaveBeenCalled();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });

  it("leaves a refused or failed early read to the app's own client, which asks again", async () => {
    useFetch((url) => (url.includes('/users/me') ? answer(401, {}) : answer(503, {})));
    requestFirstReads(manifests, 'revoked-token', API);
    const fetcher = jest.fn((key: unknown) => Promise.resolve({ rows: `asked again: ${JSON.stringify(key)}` }));
    render(appWith(fetcher));
    expect(await screen.findByText('me: asked again: "/users/me"')).toBeInTheDocument();
    expect(await screen.findByText(`asked again: ${JSON.stringify([LIST_READ.path, LIST_READ.query])}`)).toBeInTheDocument();
    // one try each: renewing and retrying are the app client's
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });

  it("answers in before the app's first render are in that render, and a page below does not ask again or show itself validating", async () => {
    useFetch((url) => answer(200, { rows: url.includes('/users/me') ? 'ada' : 'first page' }));
    requestFirstReads(manifests, 'held-token', API);
    await settle();
    await settle();
    const fetcher = jest.fn((_key: unknown) => Promise.resolve({ rows: 'asked again' }));
    const states: boolean[] = [];
    function ValidatingList() {
      const { data, isValidating } = useSWR<{ rows: string }>([LIST_READ.path, LIST_READ.query]);
      states.push(isValidating);
      return <p>{data ? data.rows : 'loading'}</p>;
    }
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 2000 }}>
        <FirstReadPrefetch manifests={manifests}>
          <ValidatingList />
          <Me />
        </FirstReadPrefetch>
      </SWRConfig>,
    );
    // no findBy: the first render has them
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.getByText('me: ada')).toBeInTheDocument();
    // SWR's revalidation on mount would come in the next animation frame
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(states).not.toContain(true);
    expect(fetcher).not.toHaveBeenCalled();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});
