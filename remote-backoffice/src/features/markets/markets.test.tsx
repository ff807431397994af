import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import type { Market } from './markets';

const denmark: Market = { code: 'DK', countryName: 'Denmark', minimumAge: 18, version: 3 };
const unitedStates: Market = { code: 'US', countryName: 'United States', minimumAge: 21, version: 1 };
const URL = '/backoffice/markets';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

async function openEdit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('cell', { name });
  await user.click(within(rowOf(name)).getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('form', { name: `Edit market: ${name}` });
}

describe('markets', () => {
  it('lists the markets by country with their code as id and their minimum age; none is created on screen', async () => {
    const api = fakeApi({ 'GET /markets': pageOf([denmark, unitedStates]) });
    renderPage(api, URL);
    // the screen is loaded with its route (ResourcePage's module map): the first import takes a while
    expect(await screen.findByRole('heading', { level: 1, name: 'Markets' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Denmark' });
    expect(api.queries('/markets')).toContainEqual({ page: 1, size: 20, $orderBy: 'countryName asc', $filter: undefined });
    expect(within(rowOf('United States')).getByText('US')).toBeInTheDocument();
    expect(within(rowOf('United States')).getByRole('cell', { name: '21' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Minimum age/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New market' })).not.toBeInTheDocument();
  });

  it("edits a market's minimum age at its code's address under If-Match, and reloads the list", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /markets': pageOf([denmark, unitedStates]),
      'PUT /markets/DK': (request: FakeRequest) => ({ ...denmark, ...(request.body as object), version: 4 }),
    });
    const page = renderPage(api, URL);
    const form = await openEdit(user, 'Denmark');
    const age = within(form).getByRole('textbox', { name: /^Minimum age/ });
    expect(age).toHaveValue('18');
    await user.clear(age);
    await user.type(age, '20');
    expect(page.isDirty()).toBe(true);

    api.on({ 'GET /markets': pageOf([{ ...denmark, minimumAge: 20, version: 4 }, unitedStates]) });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests('PUT /markets/DK')).toEqual([
      expect.objectContaining({ body: { countryName: 'Denmark', minimumAge: 20 }, ifMatch: '"3"' }),
    ]);
    await waitFor(() => expect(within(rowOf('Denmark')).getByRole('cell', { name: '20' })).toBeInTheDocument());
    expect(page.isDirty()).toBe(false);
  });

  it("shows the market's history, read at its code, below the form", async () => {
    const user = userEvent.setup();
    const raised = {
      at: '2026-03-07T09:30:00.000Z',
      action: 'update',
      actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
      changes: { minimumAge: { from: 18, to: 20 } },
    };
    const api = fakeApi({ 'GET /markets': pageOf([denmark]), 'GET /markets/DK/history': [raised] });
    renderPage(api, URL);
    await openEdit(user, 'Denmark');
    const history = within(screen.getByRole('dialog', { name: 'Edit market: Denmark' })).getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(within(history).getByText('Minimum age: 18 → 20')).toBeInTheDocument();
  });

  it('keeps an edit that met a newer version and shows the conflict', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /markets': pageOf([denmark]),
      'PUT /markets/DK': () => {
        throw problem(412, 'version-mismatch', 'The market was changed since you read it.');
      },
    });
    renderPage(api, URL);
    const form = await openEdit(user, 'Denmark');
    const age = within(form).getByRole('textbox', { name: /^Minimum age/ });
    await user.clear(age);
    await user.type(age, '19');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This record was changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload latest' })).toBeInTheDocument();
    expect(age).toHaveValue('19');
  });

  it('offers no Edit to a role that may not maintain markets', async () => {
    const api = fakeApi({ 'GET /markets': pageOf([denmark]) }, 'BRAND_MANAGER');
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Denmark' });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
