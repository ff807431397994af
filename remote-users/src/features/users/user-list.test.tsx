import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, fakeApi, pageOf } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';

const ann = aUser();
const bob = aUser({
  eid: 'U-BOB',
  email: 'bob@example.com',
  displayName: 'Bob Brand',
  mainRole: 'BRAND_MANAGER',
  roles: ['BRAND_MANAGER'],
  agencyEid: null,
  agency: null,
  state: 'INVITED',
});

const cellsOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('user list', () => {
  it('shows each user with the main role in Title Case, agency, state and created date', async () => {
    const api = fakeApi({ 'GET /users': pageOf([ann, bob]) });
    renderPage(api, '/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ann Archer' })).toHaveAttribute('href', '/users/U-ANN');
    // ID, name, e-mail, main role, agency, state, created
    expect(cellsOf('Ann Archer').slice(2)).toEqual(['ann@example.com', 'Agency Manager', 'North Studio', 'Active', '15/01/2025']);
    expect(cellsOf('Bob Brand').slice(2)).toEqual(['bob@example.com', 'Brand Manager', '—', 'Invited', '15/01/2025']);
    expect(api.queries('/users')[0]).toMatchObject({ page: 1, size: 20, $orderBy: 'displayName asc' });
  });

  it('searches names and e-mails, keeping the search in the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    const page = renderPage(api, '/users');
    await screen.findByRole('link', { name: 'Ann Archer' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ann{Enter}');
    await waitFor(() =>
      expect(api.queries('/users').at(-1)).toMatchObject({ $filter: "(contains(displayName,'ann') or contains(email,'ann'))" }),
    );
    expect(page.search()).toBe('q=ann');
  });

  it('pages through the users, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann], { totalPages: 3, totalElements: 45 }) });
    const page = renderPage(api, '/users');
    await screen.findByRole('link', { name: 'Ann Archer' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.queries('/users').at(-1)).toMatchObject({ page: 2 }));
    expect(page.search()).toBe('page=2');
  });

  it('filters by main role, state and agency, and sorts by a column', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    const page = renderPage(api, '/users?sort=email,desc');
    await screen.findByRole('link', { name: 'Ann Archer' });
    expect(api.queries('/users')[0]).toMatchObject({ $orderBy: 'email desc' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Main role' }), 'Agency User');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Disabled');
    const agency = screen.getByRole('combobox', { name: 'Agency' });
    await waitFor(() =>
      expect(
        within(agency)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All', 'North Studio', 'South Works']),
    );
    await user.selectOptions(agency, 'South Works');
    await waitFor(() =>
      expect(api.queries('/users').at(-1)).toMatchObject({
        $filter: "mainRole eq 'AGENCY_USER' and state eq 'DISABLED' and agencyEid eq 'AG-SOUTH'",
        $orderBy: 'email desc',
      }),
    );
    expect(page.search()).toBe('sort=email,desc&role=AGENCY_USER&state=DISABLED&agency=AG-SOUTH');
  });

  it('offers Invite user to those who may invite, and no agency filter to those who cannot read agencies', async () => {
    const api = fakeApi({ 'GET /users': pageOf([ann]), 'GET /users/U1': aUser({ eid: 'U1' }) }, 'AGENCY_MANAGER');
    renderPage(api, '/users');
    expect(await screen.findByRole('button', { name: 'Invite user' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Main role' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();
    // no bulk routes for users: no selection
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('hides Invite user from those without usersCreate', async () => {
    const api = fakeApi({ 'GET /users': pageOf([ann]) }, 'AGENCY_USER');
    renderPage(api, '/users');
    await screen.findByRole('link', { name: 'Ann Archer' });
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('exports what the list selects through a link from POST /users/exports, counted first', async () => {
    const user = userEvent.setup();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.href);
    });
    const link = {
      url: 'https://api.test/users/exports?link=a.b',
      rows: 1,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      fileName: 'users-2026-11-27.csv',
    };
    const api = fakeApi({ 'GET /users': pageOf([ann]), 'POST /users/exports': link });
    renderPage(api, '/users?role=AGENCY_MANAGER');
    await screen.findByRole('link', { name: 'Ann Archer' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1 row to export as CSV.')).toBeInTheDocument();
    expect(api.requests('POST /users/exports').map((request) => request.body)).toEqual([
      { format: 'csv', $filter: "mainRole eq 'AGENCY_MANAGER'", $orderBy: 'displayName asc' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual([link.url]);
    click.mockRestore();
  });
});
