import type { ApiKey } from '@ottilia/shared-auth';
import { ThemeProvider } from '@ottilia/shared-ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { initI18n } from '../../i18n/i18n';
import { signInAs } from '../../test-support/current-user';
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

function renderHome(api: (key: ApiKey) => unknown = () => ({ content: [], totalElements: 0 })) {
  initI18n();
  const fetcher = jest.fn(async (key: ApiKey) => api(key));
  render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
  return fetcher;
}

const LANGUAGES = { policyGroup: 'ottilia-policies', languages: [{ code: 'da', name: 'Danish' }, { code: 'en', name: 'English' }] };

describe('home', () => {
  it('shows the news newest first with long dates, image alt text, and more on request, sending the api key', async () => {
    const user = userEvent.setup();
    const calls = contentService({
      '/news/ottilia-news?page=1&size=3': { content: [news(1, { image: { url: 'https://cdn.example/a.png', alt: 'A bottle on a bar' } }), news(2), news(3)], page: 1, totalPages: 2, totalElements: 4 },
      '/news/ottilia-news?page=2&size=3': { content: [news(4, { link: 'https://example.com/4', body: 'First.\n\nSecond.' })], page: 2, totalPages: 2, totalElements: 4 },
      '/policy-groups/ottilia-policies/languages': LANGUAGES,
    });
    signInAs('AGENCY_USER');
    renderHome();
    // the sections show together, once every one of their reads has answered
    const feed = await screen.findByRole('region', { name: 'News' }, { timeout: 5000 });
    expect(within(feed).getByRole('heading', { level: 3, name: 'News 1' })).toBeInTheDocument();
    expect(within(feed).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['News 1', 'News 2', 'News 3']);
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
    contentService({ '/news/ottilia-news?page=1&size=3': { content: [], page: 1, totalPages: 0, totalElements: 0 }, '/policy-groups/ottilia-policies/languages': new Error() });
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
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(['/agencies', expect.objectContaining({ $filter: "reviewState eq 'PENDING'" })]));
  });

  it("shows an agency user their drafts and their agency's recent changes, and no reviews", async () => {
    contentService({});
    signInAs('AGENCY_USER');
    const fetcher = renderHome();
    const next = await screen.findByRole('region', { name: 'What to act on next' });
    expect(within(next).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Draft projects', 'Recently changed projects of your agency']);
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(['/projects', expect.objectContaining({ $orderBy: 'updatedAt desc', $filter: undefined })]));
  });
});
