import { ApiError, CLIENT_ERROR_CODES } from '@ottilia/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { brand } from './brand-fixtures';

const gin = brand({});
const wine = brand({ eid: 'BR-MAREN', name: 'Maren Vineyards', type: 'wine', isActive: false });
const seltzer = brand({ eid: 'BR-PINECREST', name: 'Pinecrest Hard Seltzer', type: 'ready to drink' });

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('brand list', () => {
  it('shows id, name, capitalised type and Active/Inactive, sorted by name on page 1 by default', async () => {
    const api = fakeApi({ 'GET /brands': pageOf([gin, wine, seltzer]) });
    renderPage(api, '/backoffice/brands');
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Aurora Gin' });

    expect(cellsOf(rowOf('Aurora Gin')).slice(1)).toEqual(['BR-AURORA-GINCopy ID', 'Aurora Gin', 'Spirits', 'Active']);
    expect(cellsOf(rowOf('Maren Vineyards')).slice(2)).toEqual(['Maren Vineyards', 'Wine', 'Inactive']);
    expect(cellsOf(rowOf('Pinecrest Hard Seltzer'))[3]).toBe('Ready to drink');
    expect(screen.getByRole('link', { name: 'Aurora Gin' })).toHaveAttribute('href', '/backoffice/brands/BR-AURORA-GIN');
    expect(api.queries('/brands')).toEqual([{ page: 1, size: 20, $orderBy: 'name asc', $filter: undefined }]);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('puts the status and type filters in the request and the URL, from page 1', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin], { totalPages: 3, totalElements: 41 }) });
    const { search } = renderPage(api, '/backoffice/brands?page=2');
    await screen.findByRole('link', { name: 'Aurora Gin' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ page: 1, $filter: 'isActive eq false' }));
    expect(search()).toBe('status=inactive');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Wine');
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ $filter: "isActive eq false and type eq 'wine'" }));
    expect(search()).toBe('status=inactive&type=wine');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ $filter: "type eq 'wine'" }));
    expect(search()).toBe('type=wine');
  });

  it('restores search, filters, sort and page from the URL and ignores values it does not know', async () => {
    const api = fakeApi({ 'GET /brands': pageOf([gin], { page: 2, totalPages: 2, totalElements: 21 }) });
    renderPage(api, "/backoffice/brands?page=2&sort=type,desc&q=gin's&status=active&type=absinthe");
    await screen.findByRole('link', { name: 'Aurora Gin' });
    expect(api.queries('/brands')).toEqual([
      { page: 2, size: 20, $orderBy: 'type desc', $filter: "(contains(name,'gin''s') or contains(type,'gin''s')) and isActive eq true" },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveValue("gin's");
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a clicked column and flips on a second click', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin]) });
    const { search } = renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });

    await user.click(within(screen.getByRole('columnheader', { name: 'Status' })).getByRole('button'));
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ $orderBy: 'isActive asc' }));
    expect(search()).toBe('sort=isActive,asc');
    await user.click(within(screen.getByRole('columnheader', { name: 'Status' })).getByRole('button'));
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ $orderBy: 'isActive desc' }));
  });

  it('searches after a pause in typing and pages with the paginator', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin], { totalPages: 3, totalElements: 45 }) });
    const { search } = renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });
    expect(screen.getByText('Page 1 of 3, 45 brands')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ page: 2 }));
    expect(search()).toBe('page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'gin');
    await waitFor(() =>
      expect(api.queries('/brands').at(-1)).toMatchObject({ page: 1, $filter: "(contains(name,'gin') or contains(type,'gin'))" }),
    );
    expect(search()).toBe('q=gin');
  });

  it('tells an empty list from a filter that matched nothing, and clears search and filters', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': ({ query }: { query: { $filter?: string } }) => pageOf(query.$filter ? [] : [gin]) });
    const { search } = renderPage(api, '/backoffice/brands?q=zzz&status=inactive');
    expect(await screen.findByText('No brands match your search or filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Aurora Gin' })).toBeInTheDocument();
    expect(search()).toBe('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');

    api.on({ 'GET /brands': pageOf([]) });
    renderPage(api, '/backoffice/brands');
    expect(await screen.findByText('No brands yet.')).toBeInTheDocument();
  });

  it("shows the API's reason for a failure and retries on request", async () => {
    const user = userEvent.setup();
    const answers = [() => Promise.reject(problem(403, 'forbidden', 'This needs the brandsRead permission.')), () => pageOf([gin])];
    const api = fakeApi({ 'GET /brands': () => answers.shift()!() });
    renderPage(api, '/backoffice/brands');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This needs the brandsRead permission.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Aurora Gin' })).toBeInTheDocument();
  });

  it('copies an id and says so in the banner', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin, wine]) });
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Maren Vineyards' });

    await user.click(within(rowOf('Maren Vineyards')).getByRole('button', { name: 'Copy ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('BR-MAREN');
    expect(await screen.findByText('The ID was copied!')).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const downloads: string[] = [];
    let click: jest.SpyInstance;
    beforeEach(() => {
      downloads.length = 0;
      URL.createObjectURL = jest.fn();
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(`${this.download} ${this.href}`);
      });
    });
    afterEach(() => click.mockRestore());

    const link = (inMs = 60_000, id = 'abc') => ({
      url: `https://api.test/brands/exports?link=${id}.sig`,
      rows: 1234,
      expiresAt: new Date(Date.now() + inMs).toISOString(),
      fileName: 'brands-2026-11-27.csv',
    });

    it("shows the row count of what the search, filters and order select, then hands the link to the browser's download", async () => {
      const user = userEvent.setup();
      const api = fakeApi({ 'GET /brands': pageOf([gin]), 'POST /brands/exports': link() });
      renderPage(api, '/backoffice/brands?q=gin&type=spirits&sort=type,desc');
      await screen.findByRole('link', { name: 'Aurora Gin' });

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('1,234 rows to export as CSV.')).toBeInTheDocument();
      expect(api.requests('POST /brands/exports').map((request) => request.body)).toEqual([
        { format: 'csv', $filter: "(contains(name,'gin') or contains(type,'gin')) and type eq 'spirits'", $orderBy: 'type desc' },
      ]);
      expect(downloads).toEqual([]);
      expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(downloads).toEqual(['brands-2026-11-27.csv https://api.test/brands/exports?link=abc.sig']);
      // the browser saves the file as it arrives: nothing is held in the page
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Download started: your browser shows its progress.');
    });

    it('Cancel stops before the download, while the rows are counted or once they are', async () => {
      const user = userEvent.setup();
      let answer: (value: unknown) => void = () => {};
      const api = fakeApi({
        'GET /brands': pageOf([gin]),
        'POST /brands/exports': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      renderPage(api, '/backoffice/brands');
      await screen.findByRole('link', { name: 'Aurora Gin' });

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Counting the rows to export')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(api.client.post).toHaveBeenLastCalledWith(
        '/brands/exports',
        { format: 'csv', $filter: undefined, $orderBy: 'name asc' },
        { idempotencyKey: expect.any(String), signal: expect.objectContaining({ aborted: true }) },
      );
      await act(async () => answer(link()));
      expect(screen.queryByText(/rows to export/)).not.toBeInTheDocument();

      api.on({ 'POST /brands/exports': link() });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText('1,234 rows to export as CSV.');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
      expect(downloads).toEqual([]);
    }, 15_000);

    it('asks for a fresh link when the one in hand is about to expire', async () => {
      const user = userEvent.setup();
      const links = [link(5_000, 'old'), link(60_000, 'new')];
      const api = fakeApi({ 'GET /brands': pageOf([gin]), 'POST /brands/exports': () => links.shift() });
      renderPage(api, '/backoffice/brands');
      await screen.findByRole('link', { name: 'Aurora Gin' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await user.click(await screen.findByRole('button', { name: 'Download' }));
      await waitFor(() => expect(downloads).toEqual(['brands-2026-11-27.csv https://api.test/brands/exports?link=new.sig']));
      expect(api.requests('POST /brands/exports')).toHaveLength(2);
      // a new action, not a repeat: the API would replay the expiring link to the first one's key
      const [first, renewal] = api.requests('POST /brands/exports');
      expect(renewal!.idempotencyKey).toEqual(expect.any(String));
      expect(renewal!.idempotencyKey).not.toBe(first!.idempotencyKey);
    });

    it('asks for the link again with the same Idempotency-Key when Export is pressed again after a lost answer', async () => {
      const user = userEvent.setup();
      let sent = 0;
      const api = fakeApi({
        'GET /brands': pageOf([gin]),
        'POST /brands/exports': () => {
          sent += 1;
          if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
          return link();
        },
      });
      renderPage(api, '/backoffice/brands');
      await screen.findByRole('link', { name: 'Aurora Gin' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await user.click(within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await screen.findByText('1,234 rows to export as CSV.');
      const [first, again] = api.requests('POST /brands/exports');
      expect(first!.idempotencyKey).toEqual(expect.any(String));
      expect(again).toMatchObject({ body: first!.body, idempotencyKey: first!.idempotencyKey });
    });

    it('says why an export was refused', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'GET /brands': pageOf([gin]),
        'POST /brands/exports': () => {
          throw problem(422, 'export-too-large', 'More than 50000 brands match; narrow the filter and export again.');
        },
      });
      renderPage(api, '/backoffice/brands');
      await screen.findByRole('link', { name: 'Aurora Gin' });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('dialog', { name: 'Something went wrong...' })).toHaveAccessibleDescription(
        'More than 50000 brands match; narrow the filter and export again.',
      );
      expect(downloads).toEqual([]);
    });
  });

  it('activates the selected rows after a confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin, wine, seltzer]), 'PUT /brands/active-state': { updated: 2 } });
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Maren Vineyards' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pinecrest Hard Seltzer' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate 2 brands?' });
    expect(api.requests('PUT /brands/active-state')).toHaveLength(0);
    const listCalls = api.queries('/brands').length;
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(api.requests('PUT /brands/active-state')).toHaveLength(1));
    expect(api.requests('PUT /brands/active-state')[0]!.body).toEqual({ eids: ['BR-MAREN', 'BR-PINECREST'], isActive: true });
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.queries('/brands').length).toBeGreaterThan(listCalls));
  });

  it('deactivates every row of the page from the header checkbox, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin, wine]), 'PUT /brands/active-state': { updated: 2 } });
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Aurora Gin' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Deactivate 2 brands?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('PUT /brands/active-state')).toHaveLength(0);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.requests('PUT /brands/active-state')[0]?.body).toEqual({ eids: ['BR-AURORA-GIN', 'BR-MAREN'], isActive: false }),
    );
  });

  it('deletes nothing when one selected brand is in use: the reason is shown and the selection stays', async () => {
    const user = userEvent.setup();
    const reason = 'Nothing was deleted: this brand is still used: "Aurora Gin" (3 projects).';
    const api = fakeApi({
      'GET /brands': pageOf([gin, wine]),
      'POST /brands/bulk-delete': () => {
        throw problem(409, 'in-use', reason);
      },
    });
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete 2 brands?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(api.requests('POST /brands/bulk-delete')[0]!.body).toEqual({ eids: ['BR-AURORA-GIN', 'BR-MAREN'] });
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aurora Gin' })).toBeInTheDocument();
  });

  it('starts another page with nothing selected', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': pageOf([gin, wine], { totalPages: 2, totalElements: 22 }) });
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Aurora Gin' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.queries('/brands').at(-1)).toMatchObject({ page: 2 }));
    expect(screen.getByRole('checkbox', { name: 'Select Aurora Gin' })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it('offers New brand, selection and bulk actions to a Super Admin', async () => {
    const api = fakeApi({ 'GET /brands': pageOf([gin]) }, 'SUPER_ADMIN');
    renderPage(api, '/backoffice/brands');
    expect(await screen.findByRole('link', { name: 'New brand' })).toHaveAttribute('href', '/backoffice/brands/new');
    expect(await screen.findByRole('checkbox', { name: 'Select Aurora Gin' })).toBeInTheDocument();
  });

  it('gives a Brand Manager (read only) the list and the export, without New, selection or bulk actions', async () => {
    const api = fakeApi({ 'GET /brands': pageOf([gin]) }, 'BRAND_MANAGER');
    renderPage(api, '/backoffice/brands');
    await screen.findByRole('link', { name: 'Aurora Gin' });
    // the current user has been answered, so what is missing is the permission's doing
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });
});
