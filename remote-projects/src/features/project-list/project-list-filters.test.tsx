import { ApiError } from '@ottilia/shared-auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-support/render-page';
import { fakeApiClient, pageOf, project } from './test-support/project-list-api';

const gin = project();
const filter = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function listed() {
  await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
}

describe('project list column filters', () => {
  it('offers every agency, brand and type (inactive ones marked), "Other agency" and the four statuses', async () => {
    const api = fakeApiClient(async () => pageOf([gin]));
    renderPage(api, '/projects');
    await listed();
    const group = screen.getByRole('group', { name: 'Filter projects' });
    await waitFor(() =>
      expect(optionLabels(filter('Agency'))).toEqual([
        'All',
        'Bluepeak Studio',
        'Northwind Digital',
        'Old Mill Media (inactive)',
        'Other agency',
      ]),
    );
    expect(optionLabels(filter('Brand'))).toEqual(['All', 'Harbour Spirits', 'Juniper & Co']);
    expect(optionLabels(filter('Type of website'))).toEqual(['All', 'Brand website', 'Campaign site']);
    expect(optionLabels(filter('Status'))).toEqual(['All', 'Draft', 'In review', 'Approved', 'Published']);
    // dates are written dd/MM/yyyy whatever the browser's locale
    expect(within(group).getByLabelText('Go-live from')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(within(group).getByLabelText('Go-live to')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('filters "Other agency" as projects without an agency, from page 1, with the choice in the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin], { page: 1, totalPages: 3, totalElements: 45 }));
    const { search } = renderPage(api, '/projects?page=2&q=gin');
    await listed();
    await waitFor(() => expect(optionLabels(filter('Agency'))).toContain('Northwind Digital'));

    await user.selectOptions(filter('Agency'), 'Other agency');
    await waitFor(() =>
      expect(api.projectQueries().at(-1)).toEqual({
        page: 1,
        size: 20,
        $orderBy: 'createdAt desc',
        $filter:
          "(contains(name,'gin') or contains(agencyName,'gin') or contains(brandName,'gin') or contains(projectTypeName,'gin')) and agencyEid eq null",
      }),
    );
    expect(search()).toBe('q=gin&agency=other');
    expect(filter('Agency')).toHaveValue('other');
  });

  it('combines every filter with "and": agency, brand, type, status and the go-live range with both ends included', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin]));
    const { search } = renderPage(api, '/projects?sort=name,asc');
    await listed();
    await waitFor(() => expect(optionLabels(filter('Agency'))).toContain('Old Mill Media (inactive)'));

    await user.selectOptions(filter('Agency'), 'Old Mill Media (inactive)');
    // by value: user-event matches option text through innerHTML, where & is &amp;
    await user.selectOptions(filter('Brand'), 'BR1');
    await user.selectOptions(filter('Type of website'), 'Campaign site');
    await user.selectOptions(filter('Status'), 'In review');
    fireEvent.change(screen.getByLabelText('Go-live from'), { target: { value: '01/01/2025' } });
    fireEvent.change(screen.getByLabelText('Go-live to'), { target: { value: '31/12/2025' } });

    await waitFor(() =>
      expect(api.projectQueries().at(-1)).toEqual({
        page: 1,
        size: 20,
        $orderBy: 'name asc',
        $filter:
          "agencyEid eq 'AG3' and brandEid eq 'BR1' and projectTypeEid eq 'PT2' and status eq 'IN_REVIEW' and estimatedGoLiveDate ge 2025-01-01 and estimatedGoLiveDate le 2025-12-31",
      }),
    );
    expect(search()).toBe('sort=name,asc&agency=AG3&brand=BR1&type=PT2&status=IN_REVIEW&goLiveFrom=2025-01-01&goLiveTo=2025-12-31');
    // each end limits the other, so the range cannot be entered backwards
    const to = screen.getByLabelText('Go-live to');
    fireEvent.change(to, { target: { value: '31/12/2024' } });
    fireEvent.blur(to);
    expect(to).toHaveAccessibleDescription('31 December 2024 The end date is before the start date (01/01/2025).');
    const from = screen.getByLabelText('Go-live from');
    fireEvent.change(from, { target: { value: '01/01/2026' } });
    fireEvent.blur(from);
    expect(from).toHaveAccessibleDescription('1 January 2026 The start date is after the end date (31/12/2025).');
    expect(search()).toBe('sort=name,asc&agency=AG3&brand=BR1&type=PT2&status=IN_REVIEW&goLiveFrom=2025-01-01&goLiveTo=2025-12-31');
  });

  it('restores the filters from the URL and asks for them at once', async () => {
    const api = fakeApiClient(async () => pageOf([gin]));
    renderPage(api, '/projects?status=PUBLISHED&goLiveFrom=2026-03-01&brand=BR2');
    await listed();
    expect(api.projectQueries()[0]).toMatchObject({
      $filter: "brandEid eq 'BR2' and status eq 'PUBLISHED' and estimatedGoLiveDate ge 2026-03-01",
    });
    expect(filter('Status')).toHaveValue('PUBLISHED');
    await waitFor(() => expect(filter('Brand')).toHaveDisplayValue('Harbour Spirits'));
    expect(screen.getByLabelText('Go-live from')).toHaveValue('01/03/2026');
  });

  it('shows a filtered id the choices do not list as itself rather than as All', async () => {
    const api = fakeApiClient(async () => pageOf([gin]));
    renderPage(api, '/projects?agency=AG-GONE');
    await listed();
    expect(api.projectQueries()[0]).toMatchObject({ $filter: "agencyEid eq 'AG-GONE'" });
    expect(filter('Agency')).toHaveDisplayValue('AG-GONE');
  });

  it('clears every filter at once, keeping the search, and says when filters match nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async (query) => pageOf(String(query.$filter).includes('status') ? [] : [gin]));
    const { search } = renderPage(api, '/projects?q=gin&status=DRAFT&agency=other');
    expect(await screen.findByText('No projects match your search or filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await listed();
    expect(search()).toBe('q=gin');
    expect(filter('Status')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers a way out of filters that match nothing, without a search', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async (query) => pageOf(query.$filter ? [] : [gin]));
    const { search } = renderPage(api, '/projects?status=APPROVED&sort=name,asc');
    expect(await screen.findByText('No projects match your search or filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await listed();
    expect(search()).toBe('sort=name,asc');
  });

  it('keeps the list usable when the choices cannot be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin]), {
      choices: new ApiError({ status: 403, code: 'forbidden', title: 'Forbidden', detail: 'Not allowed.' }),
    });
    renderPage(api, '/projects');
    await listed();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The filter choices could not be loaded: Not allowed.');
    // statuses need no choices
    expect(optionLabels(filter('Status'))).toEqual(['All', 'Draft', 'In review', 'Approved', 'Published']);
    expect(optionLabels(filter('Agency'))).toEqual(['All', 'Other agency']);
    const choiceCalls = () => (api.client.get as jest.Mock).mock.calls.filter(([path]) => path === '/projects/choices').length;
    const before = choiceCalls();
    await user.click(within(warning).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(choiceCalls()).toBe(before + 1));
  });
});
