import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { FirstReadPrefetch, firstRead } from './first-read';
import type { RouteManifest } from './route-manifest';

const LIST_READ = { path: '/projects', query: { page: 1, size: 20, $orderBy: 'createdAt desc' } };
const manifests: RouteManifest[] = [
  { name: 'remoteA', area: 'A', navGroups: [], routes: [{ path: '/users', module: './Users', title: 'Users' }] },
  { name: 'projects', area: 'Projects', navGroups: [], routes: [
    { path: '/projects', module: './ProjectListPage', title: 'Projects', prefetch: LIST_READ },
    { path: '/projects/:id', module: './ProjectDetailPage', title: 'Project' },
  ] },
];

describe('firstRead', () => {
  it('is the read the route at the address names, only for an address without a query', () => {
    expect(firstRead(manifests, { pathname: '/projects', search: '' })).toEqual(LIST_READ);
    expect(firstRead(manifests, { pathname: '/projects', search: '?page=2' })).toBeNull();
    expect(firstRead(manifests, { pathname: '/users', search: '' })).toBeNull();
    expect(firstRead(manifests, { pathname: '/home', search: '' })).toBeNull();
  });
});

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
    const fetcher = jest.fn((_key: unknown) => Promise.resolve({}));
    render(<SWRConfig value={{ fetcher }}><FirstReadPrefetch manifests={manifests} /></SWRConfig>);
    expect(fetcher.mock.calls).toEqual([['/users/me']]);
  });
});
