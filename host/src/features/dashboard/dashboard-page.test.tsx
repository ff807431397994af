import { ApiError } from '@ottilia/shared-auth';
import type { WireDashboard } from '@ottilia/shared-contracts/wire';
import { ThemeProvider } from '@ottilia/shared-ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { initI18n } from '../../i18n/i18n';
import { RouteManifestsContext } from '../../remotes/route-manifests';
import { REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';
import { DashboardPage } from './dashboard-page';

const months = Array.from({ length: 12 }, (_, i) => ({ month: `2027-${String(i + 1).padStart(2, '0')}`, count: 0 }));
months[2] = { month: '2027-03', count: 4 };
months[5] = { month: '2027-06', count: 1 };

const FIGURES: WireDashboard = {
  projects: 7,
  byStatus: [
    { status: 'DRAFT', count: 3 },
    { status: 'IN_REVIEW', count: 2 },
    { status: 'APPROVED', count: 1 },
    { status: 'PUBLISHED', count: 1 },
  ],
  byMarket: { items: [{ key: 'DK', label: 'Denmark', count: 5 }], otherCount: 2, otherGroups: 2 },
  byAgency: {
    items: [
      { key: 'AG-1', label: 'Northwind Digital', count: 6 },
      { key: null, label: 'Other agency (not yet submitted)', count: 1 },
    ],
    otherCount: 0,
    otherGroups: 0,
  },
  byBrand: { items: [{ key: 'BR-1', label: 'Aurora Gin', count: 7 }], otherCount: 0, otherGroups: 0 },
  goLivesByMonth: months,
  goLivesEarlier: 2,
  reviews: { submitted: 3, pending: 2, approved: 1, rejected: 0, medianHoursToApproval: 72, averageHoursToApproval: 5.5 },
  agenciesPendingReview: {
    count: 1,
    oldest: [{ eid: 'AG-NEW', name: 'Harbor Lights Agency', marketCode: 'IE', requestedAt: '2026-01-01T00:00:00.000Z' }],
  },
  coverage: { projects: 7, cookieConsentEnabled: 7, withCookies: 3, ageGateEnabled: 0, withAgeGate: 0 },
};

type Answer = (path: string, query: Record<string, string>) => Promise<unknown>;

/** The page under a router at `url`, reading through a fake API (the SWR fetcher), with the remotes' manifests as `manifests` answers them. */
async function renderDashboard(url: string, dashboard: Answer = async () => FIGURES, manifests: Record<string, unknown> = REPO_MANIFESTS) {
  initI18n();
  const calls: Record<string, string>[] = [];
  const fetcher = jest.fn(async (key: string | [string, Record<string, string>]) => {
    const [path, query] = typeof key === 'string' ? [key, {}] : key;
    if (path === '/dashboard') {
      calls.push(query);
      return dashboard(path, query);
    }
    if (path === '/dashboard/embed-info') return { configured: false };
    if (path === '/markets')
      return {
        content: [
          { code: 'DK', countryName: 'Denmark' },
          { code: 'SE', countryName: 'Sweden' },
        ],
      };
    if (path === '/agencies') return { content: [{ eid: 'AG-1', name: 'Northwind Digital' }] };
    return { content: [{ eid: 'BR-1', name: 'Aurora Gin' }] };
  });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], { initialEntries: [url] });
  const remotes = routeManifestsOf(manifests);
  await act(async () =>
    render(
      <ThemeProvider>
        <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <RouteManifestsContext.Provider value={remotes}>
            <RouterProvider router={router} />
          </RouteManifestsContext.Provider>
        </SWRConfig>
      </ThemeProvider>,
    ),
  );
  return { router, calls, remotes };
}

const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('dashboard figures', () => {
  it('shows each chart with its figures as table rows', async () => {
    await renderDashboard('/dashboard');
    expect(await screen.findByText('7 projects')).toBeInTheDocument();
    expect(rowsOf('Projects by status')).toEqual(['Draft3', 'In review2', 'Approved1', 'Published1']);
    expect(rowsOf('Projects by market')).toEqual(['Denmark5', 'Other (2 more)2']);
    expect(rowsOf('Projects by agency')).toEqual(['Northwind Digital6', 'Other agency (not yet submitted)1']);
    expect(rowsOf('Cookie consent and age gate')).toEqual([
      'Cookie consent switched on7 of 7 (100 %)',
      'Cookie entries added3 of 7 (43 %)',
      'Age gate switched on0 of 7 (0 %)',
      'Age gate set up0 of 7 (0 %)',
    ]);
  });

  it('gives the go-live chart a summary and a table behind a disclosure', async () => {
    await renderDashboard('/dashboard');
    expect(
      await screen.findByText('5 planned go-lives in the next 12 months; the busiest month is March 2027 with 4.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show the figures as a table'));
    expect(rowsOf('Planned go-lives per month')).toHaveLength(12);
    expect(rowsOf('Planned go-lives per month')[2]).toBe('March 20274');
    expect(screen.getByText('2 projects have a planned go-live before this month and are not published yet.')).toBeInTheDocument();
  });

  it('shows the review pipeline with times in hours or days, and links the agencies pending review', async () => {
    await renderDashboard('/dashboard');
    const reviews = within(await screen.findByRole('region', { name: 'Review pipeline' }));
    expect(reviews.getByText('Waiting for review').nextSibling).toHaveTextContent('2');
    expect(reviews.getByText('Median time to approval').nextSibling).toHaveTextContent('3 days');
    expect(reviews.getByText('Average time to approval').nextSibling).toHaveTextContent('5.5 h');
    expect(await screen.findByRole('link', { name: 'Harbor Lights Agency' })).toHaveAttribute('href', '/backoffice/agencies/AG-NEW');
  });

  it("links an agency where the backoffice's manifest says its records are", async () => {
    const backoffice = REPO_MANIFESTS.remoteBackoffice!;
    const renamed = {
      ...backoffice,
      records: backoffice.records!.map((screen) => (screen.read === '/agencies' ? { ...screen, record: '/partners/:eid' } : screen)),
    };
    await renderDashboard('/dashboard', undefined, { ...REPO_MANIFESTS, remoteBackoffice: renamed });
    expect(await screen.findByRole('link', { name: 'Harbor Lights Agency' })).toHaveAttribute('href', '/partners/AG-NEW');
  });

  it('names an agency unlinked while no manifest declares where agencies are', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { remotes } = await renderDashboard('/dashboard', undefined, { ...REPO_MANIFESTS, remoteBackoffice: new Error('offline') });
    await waitFor(() => expect(remotes.current().find((state) => state.remote === 'remoteBackoffice')?.status).toBe('failed'));
    const agencies = within(await screen.findByRole('region', { name: 'Agencies pending review' }));
    expect(agencies.getByText('Harbor Lights Agency')).toBeInTheDocument();
    expect(agencies.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the Other bar', () => {
  it('is set apart without a bar, and the named markets are scaled among themselves', async () => {
    const byMarket = {
      items: [
        { key: 'DK', label: 'Denmark', count: 4 },
        { key: 'SE', label: 'Sweden', count: 2 },
      ],
      otherCount: 40,
      otherGroups: 15,
    };
    await renderDashboard('/dashboard', async () => ({ ...FIGURES, byMarket }));
    const rows = within(await screen.findByRole('table', { name: 'Projects by market' }))
      .getAllByRole('row')
      .slice(1);
    const barOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(rows.map((row) => row.textContent)).toEqual(['Denmark4', 'Sweden2', 'Other (15 more)40']);
    expect(barOf(rows[0]!)?.style.width).toBe('60%');
    expect(barOf(rows[1]!)?.style.width).toBe('30%');
    expect(barOf(rows[2]!)).toBeNull();
  });
});

describe('filters in the URL', () => {
  it("asks the API with the URL's filters, dropping malformed ones", async () => {
    const { calls } = await renderDashboard('/dashboard?market=DK&from=2026-01-01&brand=bad%20value');
    await screen.findByText('7 projects');
    expect(calls.at(-1)).toEqual({ market: 'DK', from: '2026-01-01' });
    expect(screen.getByLabelText('Market')).toHaveValue('DK');
  });

  it('a changed filter goes to the URL and to the API', async () => {
    const { router, calls } = await renderDashboard('/dashboard');
    await screen.findByText('7 projects');
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'SE');
    expect(router.state.location.search).toBe('?market=SE');
    expect(calls.at(-1)).toEqual({ market: 'SE' });
  });

  it('the created dates show and take dd/MM/yyyy, typed or picked from the calendar', async () => {
    const { router, calls } = await renderDashboard('/dashboard?from=2026-01-05');
    await screen.findByText('7 projects');
    const from = screen.getByLabelText('Created from');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveValue('05/01/2026');
    expect(from).toHaveAccessibleDescription('5 January 2026');

    const until = screen.getByLabelText('Created until');
    await userEvent.type(until, '28/02/2026');
    expect(router.state.location.search).toBe('?from=2026-01-05&to=2026-02-28');
    expect(calls.at(-1)).toEqual({ from: '2026-01-05', to: '2026-02-28' });

    await userEvent.click(screen.getByRole('button', { name: 'Change date, 5 January 2026' }));
    await userEvent.click(await screen.findByRole('gridcell', { name: '20' }));
    expect(router.state.location.search).toBe('?from=2026-01-20&to=2026-02-28');
    expect(from).toHaveValue('20/01/2026');
  });

  it('a range that ends before it starts is explained, not asked for', async () => {
    const { calls } = await renderDashboard('/dashboard?from=2026-05-02&to=2026-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Created from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a range turned backwards shows no figures of the range before under its message', async () => {
    await renderDashboard('/dashboard?from=2026-05-01');
    expect(await screen.findByText('7 projects')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Created until'), '01/04/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(screen.queryByText('7 projects')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Projects by status' })).not.toBeInTheDocument();
  });

  it('an impossible date says there is no such day, and the figures of the last good filters go', async () => {
    await renderDashboard('/dashboard');
    expect(await screen.findByText('7 projects')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Created until'), '31/02/2027');
    await userEvent.tab();
    expect(screen.getByLabelText('Created until')).toHaveAccessibleDescription('There is no such day: February 2027 has 28 days.');
    expect(screen.queryByText('7 projects')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Created until'));
    expect(await screen.findByText('7 projects')).toBeInTheDocument();
  });
});

describe('states', () => {
  it('loading: says so', async () => {
    await renderDashboard('/dashboard', () => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard');
  });

  it('empty: says no project matches, and Clear filters empties the URL', async () => {
    const { router } = await renderDashboard('/dashboard?market=SE', async () => ({ ...FIGURES, projects: 0 }));
    expect(await screen.findByText('No projects match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  it('error: the generic error, and Try again asks once more', async () => {
    let fail = true;
    await renderDashboard('/dashboard', async () => {
      if (fail)
        throw new ApiError({
          status: 503,
          code: 'unavailable',
          title: 'Service unavailable',
          detail: 'The database is not available.',
          reference: '4bf92f35',
        });
      return FIGURES;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong...');
    expect(alert).toHaveTextContent('The database is not available.');
    // the reference to quote, which finds the API's log line
    expect(alert).toHaveTextContent('Reference: 4bf92f35');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7 projects')).toBeInTheDocument();
  });
});
