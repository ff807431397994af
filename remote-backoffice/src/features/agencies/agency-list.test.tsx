import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { agency } from './test-support/agency-fixtures';

const northwind = agency();
const globe = agency({ eid: 'AG-GLOBE', name: 'Globe & Anchor', marketCode: 'GO', marketName: 'Global' });
const harbor = agency({
  eid: 'AG-HARBOR',
  name: 'Harbor Lights',
  marketCode: 'IE',
  marketName: 'Ireland',
  reviewState: 'PENDING',
  isActive: false,
});

const cellsOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('agency list', () => {
  it('shows market GO as Global, other markets by country name, the review state and Active/Inactive', async () => {
    const api = fakeApi({ 'GET /agencies': pageOf([northwind, globe, harbor]) });
    renderPage(api, '/backoffice/agencies');
    expect(screen.getByRole('heading', { level: 1, name: 'Agencies' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Northwind Digital' });
    expect(cellsOf('Northwind Digital').slice(3)).toEqual(['Denmark', 'Approved', 'Active']);
    expect(cellsOf('Globe & Anchor').slice(3)).toEqual(['Global', 'Approved', 'Active']);
    expect(cellsOf('Harbor Lights').slice(3)).toEqual(['Ireland', 'Pending', 'Inactive']);
  });

  it('filters by market (Global first, from GET /markets) and by review state', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies': pageOf([northwind]) });
    const { search } = renderPage(api, '/backoffice/agencies');
    await screen.findByRole('link', { name: 'Northwind Digital' });
    expect(api.queries('/markets')).toEqual([{ page: 0, size: 250, $orderBy: 'countryName asc', $filter: undefined }]);

    const market = screen.getByRole('combobox', { name: 'Market' });
    await waitFor(() =>
      expect(
        within(market)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'Global', 'Denmark', 'France']),
    );
    await user.selectOptions(market, 'Global');
    await waitFor(() => expect(api.queries('/agencies').at(-1)).toMatchObject({ page: 1, $filter: "marketCode eq 'GO'" }));
    expect(search()).toBe('market=GO');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Review state' }), 'Pending');
    await waitFor(() =>
      expect(api.queries('/agencies').at(-1)).toMatchObject({ $filter: "marketCode eq 'GO' and reviewState eq 'PENDING'" }),
    );
    expect(search()).toBe('market=GO&review=PENDING');
  });

  it('searches names and market names and sorts by market', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies': pageOf([northwind]) });
    renderPage(api, '/backoffice/agencies?sort=marketName,desc');
    await screen.findByRole('link', { name: 'Northwind Digital' });
    expect(api.queries('/agencies')[0]).toMatchObject({ $orderBy: 'marketName desc' });
    await user.type(screen.getByRole('searchbox', { name: 'Search agencies' }), 'den{Enter}');
    await waitFor(() =>
      expect(api.queries('/agencies').at(-1)).toMatchObject({
        $filter: "(contains(name,'den') or contains(marketName,'den'))",
        $orderBy: 'marketName desc',
      }),
    );
  });

  it('lets a Brand Manager ask for a new agency, without selection or bulk actions', async () => {
    const api = fakeApi({ 'GET /agencies': pageOf([northwind]) }, 'BRAND_MANAGER');
    renderPage(api, '/backoffice/agencies');
    expect(await screen.findByRole('link', { name: 'New agency' })).toHaveAttribute('href', '/backoffice/agencies/new');
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
