import type { ApiKey } from '@ottilia/shared-auth';
import { ThemeProvider } from '@ottilia/shared-ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { initI18n } from '../../i18n/i18n';
import { RouteManifestsContext } from '../../remotes/route-manifests';
import { signInAs } from '../../test-support/current-user';
import { REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';
import { HomePage } from './home-page';
import type { NewsItem } from '../../data/content';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock());

const news = (n: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  eid: `NEWS-${n}`,
  title: `News ${n}`,
  summary: `Summary ${n}`,
  body: '',
  image: null,
  publishedAt: `2026-03-${String(10 - n).padStart(2, '0')}T10:00:00.000Z`,
  link: null,
  ...overrides,
});

/** A content service answering by path (after its base), counting the calls and their api keys. */
function contentService(answers: Record<string, unknown>) {
  const calls: { url: string; key: string | null }[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, key: (init?.headers as Record<string, string> | undefined)?.['api-key'] ?? null });
    const path = url.replace('http://localhost:1860/content', '');
    const answer = answers[path];
    // jsdom has no Response: the two members fetchContent reads
    if (answer === undefined) return { ok: false, status: 404, json: async () => ({}) };
    if (answer instanceof Error) return { ok: false, status: 500, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => answer };
  }) as unknown as typeof fetch;
  return calls;
}

/** The home page with the remotes' manifests as `manifests` answers them (the repository's by default). */
function renderHome(
  api: (key: ApiKey) => unknown = () => ({ content: [], totalElements: 0 }),
  manifests: Record<string, unknown> = REPO_MANIFESTS,
) {
  initI18n();
  const fetcher = jest.fn(async (key: ApiKey) => api(key));
  render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
        <RouteManifestsContext.Provider value={routeManifestsOf(manifests)}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </RouteManifestsContext.Provider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return fetcher;
}

const LANGUAGES = {
  policyGroup: 'ottilia-policies',
  languages: [
    { code: 'da', name: 'Danish' },
    { code: 'en', name: 'English' },
  ],
};

describe('home', () => {
  it('shows the news newest first with long dates, image alt text, and more on request, sending the api key', async () => {
    const user = userEvent.setup();
    const calls = contentService({
      '/news/ottilia-news?page=1&size=3': {
        content: [news(1, { image: { url: 'https://cdn.example/a.png', alt: 'A bottle on a bar' } }), news(2), news(3)],
        page: 1,
        totalPages: 2,
        totalElements: 4,
      },
      '/news/ottilia-news?page=2&size=3': {
        content: [news(4, { link: 'https://example.com/4', body: 'First.\n\nSecond.' })],
        page: 2,
        totalPages: 2,
        totalElements: 4,
      },
      '/policy-groups/ottilia-policies/languages': LANGUAGES,
    });
    signInAs('AGENCY_USER');
    renderHome();
    // the sections show together, once every one of their reads has answered
    const feed = await screen.findByRole('region', { name: 'News' }, { timeout: 5000 });
    expect(within(feed).getByRole('heading', { level: 3, name: 'News 1' })).toBeInTheDocument();
    expect(
      within(feed)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['News 1', 'News 2', 'News 3']);
    expect(within(feed).getByText('9 March 2026')).toBeInTheDocument();
    expect(within(feed).getByRole('img', { name: 'A bottle on a bar' })).toHaveAttribute('src', 'https://cdn.example/a.png');
    await user.click(within(feed).getByRole('button', { name: 'More news' }));
    expect(await within(feed).findByRole('heading', { level: 3, name: 'News 4' })).toBeInTheDocument();
    expect(within(feed).queryByRole('button', { name: 'More news' })).not.toBeInTheDocument();
    expect(within(feed).getByRole('link', { name: /Open "News 4"/ })).toHaveAttribute('href', 'https://example.com/4');
    expect(calls.every((call) => call.key === 'dev-content-service-key')).toBe(true);
    expect(await screen.findByText('Danish, English')).toBeInTheDocument();
  });

  it('says so when there is no news, and offers to try again when the content service fails', async () => {
    contentService({
      '/news/ottilia-news?page=1&size=3': { content: [], page: 1, totalPages: 0, totalElements: 0 },
      '/policy-groups/ottilia-policies/languages': new Error(),
    });
    signInAs('AGENCY_USER');
    renderHome();
    expect(await screen.findByText('There is no news yet.')).toBeInTheDocument();
    expect(await screen.findByText(/The policy languages could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists what a Super Admin acts on next, each row linking to its screen', async () => {
    contentService({});
    signInAs('SUPER_ADMIN');
    const fetcher = renderHome((key) => {
      const [path, query] = key as [string, Record<string, unknown>];
      if (path === '/agencies') return { content: [{ eid: 'AG-9', name: 'Fjord Pixels' }], totalElements: 1 };
      if (query.$filter === "status eq 'IN_REVIEW'") return { content: [{ uuid: 'p-1', name: 'Gin Garden' }], totalElements: 7 };
      return { content: [], totalElements: 0 };
    });
    const next = await screen.findByRole('region', { name: 'What to act on next' });
    const reviews = within(next).getByRole('group', { name: 'Projects waiting for your review' });
    expect(await within(reviews).findByRole('link', { name: 'Gin Garden' })).toHaveAttribute('href', '/projects/p-1');
    expect(within(reviews).getByRole('link', { name: 'See all 7' })).toHaveAttribute('href', '/projects?status=IN_REVIEW');
    const agencies = within(next).getByRole('group', { name: 'Agencies waiting for review' });
    expect(await within(agencies).findByRole('link', { name: 'Fjord Pixels' })).toHaveAttribute('href', '/backoffice/agencies/AG-9');
    expect(await within(next).findByText('There are no draft projects.')).toBeInTheDocument();
    expect(within(next).queryByRole('group', { name: /your agency/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetcher).toHaveBeenCalledWith(['/agencies', expect.objectContaining({ $filter: "reviewState eq 'PENDING'" })]),
    );
  });

  it("shows an agency user their drafts and their agency's recent changes, and no reviews", async () => {
    contentService({});
    signInAs('AGENCY_USER');
    const fetcher = renderHome();
    const next = await screen.findByRole('region', { name: 'What to act on next' });
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Draft projects', 'Recently changed projects of your agency']);
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(['/projects', { $orderBy: 'updatedAt desc', page: 1, size: 5 }]));
  });

  it('follows a remote that renames its list route and filter in its manifest', async () => {
    contentService({});
    signInAs('SUPER_ADMIN');
    const projects = REPO_MANIFESTS.remoteProjects!;
    const renamed = {
      ...projects,
      actNext: projects.actNext!.map((list) =>
        list.id === 'reviews' ? { ...list, record: '/work/:uuid', list: '/work?stage=review' } : list,
      ),
    };
    renderHome(
      (key) => {
        const [path, query] = key as [string, Record<string, unknown>];
        return path === '/projects' && query.$filter === "status eq 'IN_REVIEW'"
          ? { content: [{ uuid: 'p-1', name: 'Gin Garden' }], totalElements: 7 }
          : { content: [], totalElements: 0 };
      },
      { ...REPO_MANIFESTS, remoteProjects: renamed },
    );
    const reviews = await screen.findByRole('group', { name: 'Projects waiting for your review' });
    expect(await within(reviews).findByRole('link', { name: 'Gin Garden' })).toHaveAttribute('href', '/work/p-1');
    expect(within(reviews).getByRole('link', { name: 'See all 7' })).toHaveAttribute('href', '/work?stage=review');
  });

  it("shows a remote's lists only while its manifest is loaded, and a list a new remote declares", async () => {
    contentService({});
    signInAs('SUPER_ADMIN');
    const extra = {
      ...REPO_MANIFESTS.remoteUsers!,
      actNext: [
        {
          id: 'invites',
          title: 'Invitations to resend',
          titleKey: 'shell.invites',
          empty: 'Nobody waits for an invitation.',
          position: 5,
          permission: 'usersRead',
          read: { path: '/invitations', query: { $orderBy: 'sentAt asc' } },
          record: '/people/:eid',
          list: '/people?invited',
        },
      ],
    };
    const fetcher = renderHome(
      (key) => {
        return (typeof key === 'string' ? key : key[0]) === '/invitations'
          ? { content: [{ eid: 'U-7', name: 'Mia Holm' }, { name: 'no id: left out' }], totalElements: 2 }
          : { content: [], totalElements: 0 };
      },
      { remoteProjects: new Error('offline'), remoteBackoffice: REPO_MANIFESTS.remoteBackoffice, remoteUsers: extra },
    );
    const next = await screen.findByRole('region', { name: 'What to act on next' });
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Invitations to resend', 'Agencies waiting for review']);
    expect(await within(next).findByRole('link', { name: 'Mia Holm' })).toHaveAttribute('href', '/people/U-7');
    expect(within(next).queryByText('no id: left out')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith(['/invitations', { $orderBy: 'sentAt asc', page: 1, size: 5 }]);
    expect(fetcher.mock.calls.map(([key]) => (typeof key === 'string' ? key : key[0]))).not.toContain('/projects');
  });

  it('shows no list of a remote released before manifests declared them, and the others still', async () => {
    contentService({});
    signInAs('SUPER_ADMIN');
    const { actNext: _lists, ...released } = REPO_MANIFESTS.remoteProjects!;
    renderHome(undefined, {
      ...REPO_MANIFESTS,
      remoteProjects: { ...released, builtWith: { ...(released.builtWith as object), contract: '1.0.0' } },
    });
    const next = await screen.findByRole('region', { name: 'What to act on next' });
    expect(
      within(next)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Agencies waiting for review']);
  });
});
