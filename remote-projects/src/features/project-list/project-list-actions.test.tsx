import { ApiError } from '@ottilia/shared-auth';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-support/render-page';
import { fakeApiClient, pageOf, project } from './test-support/project-list-api';

const UUID = '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71';
const gin = project({ uuid: UUID, version: 7 });
const rum = project({ uuid: '9b1d0c44-2e6f-4a3b-8c7d-5e9f1a2b3c4d', name: 'Rum Harbour' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const dialog = (headline: string) => screen.findByRole('dialog', { name: headline });

describe('deleting a project from the list', () => {
  it('asks first, and Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin, rum]), { role: 'AGENCY_MANAGER', del: async () => undefined });
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });

    await user.click(within(rowOf('Gin Garden Relaunch')).getByRole('button', { name: 'Delete Gin Garden Relaunch' }));
    const question = await dialog('Are you sure you want to delete this?');
    expect(question).toHaveAccessibleDescription('This action can\u2019t be undone.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.del).not.toHaveBeenCalled();
  });

  it('deletes with If-Match of the row version, then reloads the list without the row', async () => {
    const user = userEvent.setup();
    let rows = [gin, rum];
    const api = fakeApiClient(async () => pageOf(rows), {
      del: async () => {
        rows = [rum];
      },
    });
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    const loads = api.projectQueries().length;

    await user.click(within(rowOf('Gin Garden Relaunch')).getByRole('button', { name: 'Delete Gin Garden Relaunch' }));
    await user.click(within(await dialog(DIALOGS.delete.headline)).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gin Garden Relaunch' })).not.toBeInTheDocument());
    expect(api.del.mock.calls).toEqual([[`/projects/${UUID}`, { ifMatch: '"7"', idempotencyKey: expect.any(String) }]]);
    expect(api.projectQueries().length).toBe(loads + 1);
    expect(screen.getByRole('link', { name: 'Rum Harbour' })).toBeInTheDocument();
  });

  it("shows the API's reason when the delete is refused, and reloads the rows", async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin]), {
      del: async () => {
        throw new ApiError({
          status: 412,
          code: 'version-mismatch',
          title: 'Precondition failed',
          detail: 'The project was changed by someone else (now version 8).',
        });
      },
    });
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    const loads = api.projectQueries().length;

    await user.click(screen.getByRole('button', { name: 'Delete Gin Garden Relaunch' }));
    await user.click(within(await dialog(DIALOGS.delete.headline)).getByRole('button', { name: 'Delete' }));

    const refusal = await dialog('Something went wrong...');
    expect(refusal).toHaveAccessibleDescription('The project was changed by someone else (now version 8).');
    await user.click(within(refusal).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    // the next try uses the version the reload brings
    await waitFor(() => expect(api.projectQueries().length).toBe(loads + 1));
  });

  it('deletes the selected projects together after asking, then reloads the list', async () => {
    const user = userEvent.setup();
    let rows = [gin, rum];
    const api = fakeApiClient(async () => pageOf(rows), {
      post: async () => {
        rows = [];
        return { deleted: 2 };
      },
    });
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Gin Garden Relaunch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rum Harbour' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const question = await dialog('Delete 2 projects?');
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.post.mock.calls).toEqual([['/projects/bulk-delete', { ids: [UUID, rum.uuid] }, { idempotencyKey: expect.any(String) }]]),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gin Garden Relaunch' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it('offers no Delete to a user who may not delete projects', async () => {
    const api = fakeApiClient(async () => pageOf([gin]), 'AGENCY_USER');
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    await act(() => api.currentUserAnswered());
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('Export Excel', () => {
  const saved: string[] = [];
  let click: jest.SpyInstance;

  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => click.mockRestore());

  const link = {
    url: 'https://api.test/projects/exports?link=a.b',
    rows: 50_000,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    fileName: 'projects-2026-11-27.xlsx',
  };

  it('counts what the current search, filters and order select, then the browser downloads the workbook', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin]), { post: async () => link });
    renderPage(api, '/projects?page=2&sort=name,asc&q=gin&status=DRAFT&agency=other');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText('50,000 rows to export as Excel.')).toBeInTheDocument();
    // every row the filters select, not the page: no page or size
    expect(api.post.mock.calls).toEqual([
      [
        '/projects/exports',
        {
          format: 'xlsx',
          $filter:
            "(contains(name,'gin') or contains(agencyName,'gin') or contains(brandName,'gin') or contains(projectTypeName,'gin')) and agencyEid eq null and status eq 'DRAFT'",
          $orderBy: 'name asc',
        },
        { idempotencyKey: expect.any(String), signal: expect.any(AbortSignal) },
      ],
    ]);
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['projects-2026-11-27.xlsx https://api.test/projects/exports?link=a.b']);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says why an export was refused and downloads nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApiClient(async () => pageOf([gin]), {
      post: async () => {
        throw new ApiError({
          status: 422,
          code: 'export-too-large',
          title: 'Too large',
          detail: 'More than 50000 projects match; narrow the filter and export again.',
        });
      },
    });
    renderPage(api, '/projects');
    await screen.findByRole('link', { name: 'Gin Garden Relaunch' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await dialog('Something went wrong...')).toHaveAccessibleDescription(
      'More than 50000 projects match; narrow the filter and export again.',
    );
    expect(saved).toEqual([]);
  });
});
