import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import type { LegalEntity } from './legal-entities';

const entity = (overrides: Partial<LegalEntity>): LegalEntity => ({
  eid: 'LE-OTTILIA-DK',
  name: 'Ottilia Brands A/S',
  country: 'DK',
  countryName: 'Denmark',
  version: 1,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});
const dk = entity({});
const holding = entity({ eid: 'LE-OTTILIA-GO', name: 'Ottilia Global Holding', country: 'GO', countryName: 'Global' });

const cellsOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('legal entities', () => {
  it('shows each entity with its country name, and filters and sorts by country', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /legal-entities': pageOf([dk, holding]) });
    const { search } = renderPage(api, '/backoffice/entities');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal entities' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ottilia Brands A/S' });
    expect(cellsOf('Ottilia Brands A/S').slice(2)).toEqual(['Ottilia Brands A/S', 'Denmark']);
    expect(cellsOf('Ottilia Global Holding')[3]).toBe('Global');

    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'France' })).toBeInTheDocument());
    await user.selectOptions(country, 'France');
    await waitFor(() => expect(api.queries('/legal-entities').at(-1)).toMatchObject({ $filter: "country eq 'FR'" }));
    expect(search()).toBe('country=FR');

    await user.click(within(screen.getByRole('columnheader', { name: 'Country' })).getByRole('button'));
    await waitFor(() =>
      expect(api.queries('/legal-entities').at(-1)).toMatchObject({ $orderBy: 'countryName asc', $filter: "country eq 'FR'" }),
    );
  });

  it('has no status filter and no Activate/Deactivate (no active flag), but selected entities can be deleted together', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /legal-entities': pageOf([dk, holding]), 'POST /legal-entities/bulk-delete': { deleted: 2 } });
    renderPage(api, '/backoffice/entities');
    await screen.findByRole('link', { name: 'Ottilia Brands A/S' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.getByRole('link', { name: 'New legal entity' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ottilia Brands A\/S/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ottilia Global Holding/ }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 legal entities?' });
    expect(dialog).toHaveTextContent('This action can’t be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requests('POST /legal-entities/bulk-delete')).toEqual([
        expect.objectContaining({ body: { eids: ['LE-OTTILIA-DK', holding.eid] } }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument());
  });

  it('shows the country name on the detail page and edits the country from the market list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /legal-entities/LE-OTTILIA-DK': dk,
      'PUT /legal-entities/LE-OTTILIA-DK': (request: FakeRequest) => ({
        ...dk,
        ...(request.body as object),
        countryName: 'France',
        version: 2,
      }),
    });
    renderPage(api, '/backoffice/entities/LE-OTTILIA-DK');
    await screen.findByRole('heading', { level: 1, name: 'Ottilia Brands A/S' });
    expect(screen.getByText('Country', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Denmark');

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('DK');
    await user.selectOptions(country, 'France');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests('PUT /legal-entities/LE-OTTILIA-DK')).toEqual([
      expect.objectContaining({ body: { name: 'Ottilia Brands A/S', country: 'FR' }, ifMatch: '"1"' }),
    ]);
  });

  it('offers nothing to change to a role without entity rights', async () => {
    const api = fakeApi({ 'GET /legal-entities': pageOf([dk]), 'GET /legal-entities/LE-OTTILIA-DK': dk }, 'BRAND_MANAGER');
    renderPage(api, '/backoffice/entities/LE-OTTILIA-DK');
    await screen.findByRole('heading', { level: 1, name: 'Ottilia Brands A/S' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
