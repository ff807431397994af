import { ApiError } from '@ottilia/shared-auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-support/render-page';
import { fakeApiClient, pageOf, project } from './test-support/project-list-api';
import type { ProjectPage } from './project-list-source';

const UUID = '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71';
const gin = project({ uuid: UUID });
const rum = project({
  uuid: '9b1d0c44-2e6f-4a3b-8c7d-5e9f1a2b3c4d',
  name: 'Rum Harbour',
  createdAt: '2024-11-23T09:15:00.000Z',
  estimatedGoLiveDate: null,
  status: 'DRAFT',
  agency: null,
  brand: { eid: 'BR2', name: 'Harbour Spirits' },
  projectTypeName: 'Campaign site',
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ProjectList', () => {
  it('shows the projects from the API with short ids, dd/MM/yyyy dates and status labels', async () => {
    const api = fakeApiClient(async () => pageOf([gin, rum]));
    renderPage(api, '/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();

    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    expect(cellsOf(rowOf('Gin Garden Relaunch'))).toEqual([
      'Select Gin Garden Relaunch',
      expect.stringContaining('3f2a...5a71'),
      'Gin Garden Relaunch',
      'Northwind Digital',
      'Juniper & Co',
      'Brand website',
      '07/03/2025',
      '30/06/2025',
      'In review',
      'Delete',
    ]);
    expect(cellsOf(rowOf('Rum Harbour')).slice(2)).toEqual([
      'Rum Harbour',
      'Other agency',
      'Harbour Spirits',
      'Campaign site',
      '23/11/2024',
      '—',
      'Draft',
      'Delete',
    ]);
    expect(screen.getByRole('link', { name: 'Gin Garden Relaunch' })).toHaveAttribute('href', `/projects/${UUID}`);
    // the full id is what assistive technology reads and what the hover title shows
    const idCell = within(rowOf('Gin Garden Relaunch')).getAllByRole('cell')[1]!;
    expect(within(idCell).getByTitle(UUID)).toHaveTextContent(UUID);
    expect(within(idCell).getByText('3f2a...5a71')).toHaveAttribute('aria-hidden', 'true');
  });

  it('asks for page 1 of 20, newest first, without a filter by default', async () => {
    const api = fakeApiClient(async () => pageOf([gin]));
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    expect(api.projectQueries()).toEqual([{ page: 1, size: 20, $orderBy: 'createdAt desc', $filter: undefined }]);
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a clicked column, flips on a second click, and goes back to page 1', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin], { page: 1, totalPages: 3, totalElements: 45 }));
    const { search } = renderPage(api, '/projects?page=2');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    expect(api.projectQueries().at(-1)).toMatchObject({ page: 2, $orderBy: 'createdAt desc' });

    await user.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(api.projectQueries().at(-1)).toMatchObject({ page: 1, $orderBy: 'name asc' }));
    expect(search()).toBe('sort=name,asc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(api.projectQueries().at(-1)).toMatchObject({ $orderBy: 'name desc' }));
    expect(search()).toBe('sort=name,desc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches name, agency, brand and type with quotes escaped, after a pause in typing, from page 1', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin], { page: 3, totalPages: 3, totalElements: 45 }));
    const { search } = renderPage(api, '/projects?page=3&sort=name,asc');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), "gin's");
    // one request for the whole word, not one per keystroke
    await waitFor(() => expect(api.projectQueries()).toHaveLength(2));
    expect(api.projectQueries()[1]).toEqual({
      page: 1,
      size: 20,
      $orderBy: 'name asc',
      $filter:
        "(contains(name,'gin''s') or contains(agencyName,'gin''s') or contains(brandName,'gin''s') or contains(projectTypeName,'gin''s'))",
    });
    expect(search()).toBe("sort=name,asc&q=gin's");
  });

  it('moves to the next page in the request and the URL, keeping the rows until it arrives', async () => {
    const user = userEvent.setup();
    const secondPage = deferred<ProjectPage>();
    const api = fakeApiClient((query) =>
      query.page === 2 ? secondPage.promise : Promise.resolve(pageOf([gin], { page: 1, totalPages: 3, totalElements: 45 })),
    );
    const { search, navigate } = renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    expect(screen.getByText('Page 1 of 3, 45 projects')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.projectQueries().at(-1)).toMatchObject({ page: 2 });
    expect(search()).toBe('page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    expect(screen.getByText('Loading projects')).toBeInTheDocument();

    await act(async () => secondPage.resolve(pageOf([rum], { page: 2, totalPages: 3, totalElements: 45 })));
    expect(await screen.findByRole('link', { name: 'Rum Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gin Garden Relaunch' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading projects')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3, 45 projects')).toBeInTheDocument();

    // back restores the previous page
    act(() => navigate(-1));
    expect(await screen.findByRole('link', { name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves a page past the end to the last page', async () => {
    const api = fakeApiClient(async (query) =>
      pageOf(query.page === 3 ? [rum] : [], { page: Number(query.page), totalPages: 3, totalElements: 41 }),
    );
    const { search } = renderPage(api, '/projects?page=9');
    expect(await screen.findByRole('link', { name: 'Rum Harbour' })).toBeInTheDocument();
    expect(search()).toBe('page=3');
    expect(screen.queryByText('No projects yet.')).not.toBeInTheDocument();
  });

  it('tells a search that matched nothing apart from an empty list, and clears the search', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async (query) => pageOf(query.$filter ? [] : [gin]));
    const { search } = renderPage(api, '/projects?q=zzz');
    expect(await screen.findByText('No projects match your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('zzz');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(api.projectQueries().at(-1)).toEqual({ page: 1, size: 20, $orderBy: 'createdAt desc', $filter: undefined });
    expect(search()).toBe('');
  });

  it('says there are no projects yet when nothing is filtered', async () => {
    const api = fakeApiClient(async () => pageOf([]));
    renderPage(api, '/projects');
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it("shows the API's reason for a failure and retries on request", async () => {
    const user = userEvent.setup();
    const answers = [
      () =>
        Promise.reject(
          new ApiError({ status: 403, code: 'forbidden', title: 'Forbidden', detail: 'You may not read projects.', reference: '4bf92f35' }),
        ),
      () => Promise.resolve(pageOf([gin])),
    ];
    const api = fakeApiClient(() => answers.shift()!());
    renderPage(api, '/projects');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may not read projects.');
    // the reference to quote, which finds the API's log line
    expect(alert).toHaveTextContent('Reference: 4bf92f35');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers New project to a user who may create projects', async () => {
    const api = fakeApiClient(async () => pageOf([gin]), 'AGENCY_MANAGER');
    renderPage(api, '/projects');
    expect(await screen.findByRole('link', { name: 'New project' })).toHaveAttribute('href', '/new-project');
  });

  it('hides New project from a user who may not create projects', async () => {
    const api = fakeApiClient(async () => pageOf([gin]), 'AGENCY_USER');
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    // the current user has been answered, so the link's absence is the permission's doing
    await act(() => api.currentUserAnswered());
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('copies the full id and confirms it in the banner', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin, rum]));
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });

    await user.click(within(rowOf('Gin Garden Relaunch')).getByRole('button', { name: 'Copy ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(UUID);
    expect(await screen.findByText('The ID was copied!')).toBeInTheDocument();
  });
});
