import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import type { SiteType } from './site-types';

const siteType = (overrides: Partial<SiteType>): SiteType => ({
  eid: 'PT-BRAND-SITE',
  name: 'Brand website',
  isActive: true,
  state: 'ACTIVE',
  projectCount: 12,
  version: 4,
  ...overrides,
});
const brandSite = siteType({});
const careers = siteType({ eid: 'PT-CAREERS', name: 'Careers site', isActive: false, state: 'INACTIVE', projectCount: 0, version: 2 });
const URL = '/backoffice/site-types';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('types of website', () => {
  it('lists the types by name with their status, project count and actions', async () => {
    const api = fakeApi({ 'GET /project-types': pageOf([brandSite, careers]) });
    renderPage(api, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Types of website' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Brand website' });
    expect(api.queries('/project-types')).toEqual([{ page: 1, size: 20, $orderBy: 'name asc', $filter: undefined }]);
    expect(await screen.findByRole('switch', { name: 'Active: Brand website' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: Careers site' })).not.toBeChecked();
    expect(within(rowOf('Careers site')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Brand website')).getByRole('cell', { name: '12' })).toBeInTheDocument();
  });

  it('deletes after the delete-type question', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /project-types': pageOf([brandSite, careers]), 'DELETE /project-types/PT-CAREERS': undefined });
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Careers site' });
    await user.click(within(rowOf('Careers site')).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: DIALOGS.deleteType.headline });
    expect(dialog).toHaveAccessibleDescription(DIALOGS.deleteType.text);
    expect(api.requests('DELETE /project-types/PT-CAREERS')).toHaveLength(0);
    const listCalls = api.queries('/project-types').length;
    api.on({ 'GET /project-types': pageOf([brandSite]) });
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.deleteType.confirmLabel }));

    await waitFor(() => expect(api.requests('DELETE /project-types/PT-CAREERS')).toEqual([expect.objectContaining({ ifMatch: '"2"' })]));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Careers site' })).not.toBeInTheDocument());
    expect(api.queries('/project-types').length).toBeGreaterThan(listCalls);
  });

  it('keeps a type in use and says how many projects use it', async () => {
    const user = userEvent.setup();
    const inUse = 'This type of website is used by 12 projects, so it cannot be deleted; move them to another type of website first.';
    const api = fakeApi({
      'GET /project-types': pageOf([brandSite]),
      'DELETE /project-types/PT-BRAND-SITE': () => {
        throw problem(409, 'in-use', inUse);
      },
    });
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Brand website' });
    await user.click(within(rowOf('Brand website')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.deleteType.headline })).getByRole('button', {
        name: DIALOGS.deleteType.confirmLabel,
      }),
    );
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(inUse);
  });

  it('switches a type off with its id, name and the new flag, under If-Match', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /project-types': pageOf([brandSite]),
      'PUT /project-types/PT-BRAND-SITE': (request: FakeRequest) => ({ ...brandSite, ...(request.body as object), version: 5 }),
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('switch', { name: 'Active: Brand website' }));
    await waitFor(() =>
      expect(api.requests('PUT /project-types/PT-BRAND-SITE')).toEqual([
        expect.objectContaining({ body: { id: 'PT-BRAND-SITE', name: 'Brand website', isActive: false }, ifMatch: '"4"' }),
      ]),
    );
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
  });

  it('renames a type in a dialog and reloads the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /project-types': pageOf([brandSite]),
      'PUT /project-types/PT-BRAND-SITE': (request: FakeRequest) => ({ ...brandSite, ...(request.body as object), version: 5 }),
    });
    const page = renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Brand website' });
    await user.click(within(rowOf('Brand website')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit type of website' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Brand website');
    await user.clear(name);
    await user.type(name, 'Brand site');
    expect(page.isDirty()).toBe(true);

    api.on({ 'GET /project-types': pageOf([{ ...brandSite, name: 'Brand site', version: 5 }]) });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests('PUT /project-types/PT-BRAND-SITE')).toEqual([
      expect.objectContaining({ body: { id: 'PT-BRAND-SITE', name: 'Brand site', isActive: true }, ifMatch: '"4"' }),
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Brand site' })).toBeInTheDocument();
    expect(page.isDirty()).toBe(false);
  });

  it("shows the type's history below its edit form", async () => {
    const user = userEvent.setup();
    const renamed = {
      at: '2025-03-07T09:30:00.000Z',
      action: 'update',
      actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
      changes: { name: { from: 'Brand site', to: 'Brand website' } },
    };
    const api = fakeApi({ 'GET /project-types': pageOf([brandSite]), 'GET /project-types/PT-BRAND-SITE/history': [renamed] });
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Brand website' });
    await user.click(within(rowOf('Brand website')).getByRole('button', { name: 'Edit' }));
    const history = within(screen.getByRole('dialog', { name: 'Edit type of website' })).getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(within(history).getByText('Name: Brand site → Brand website')).toBeInTheDocument();
  });

  it('keeps a rename that met a newer version and shows the conflict', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /project-types': pageOf([brandSite]),
      'PUT /project-types/PT-BRAND-SITE': () => {
        throw problem(412, 'version-mismatch', 'The project type was changed since you read it.');
      },
    });
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Brand website' });
    await user.click(within(rowOf('Brand website')).getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This record was changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload latest' })).toBeInTheDocument();
    expect(name).toHaveValue('Brand website 2');
  });

  it('creates a type with a new id and If-None-Match: *', async () => {
    const user = userEvent.setup();
    const NEW_ID = '5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170';
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID);
    const api = fakeApi({
      'GET /project-types': pageOf([brandSite]),
      [`PUT /project-types/${NEW_ID}`]: (request: FakeRequest) => ({ ...brandSite, ...(request.body as object), eid: NEW_ID, version: 1 }),
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'New type of website' }));
    const form = screen.getByRole('form', { name: 'New type of website' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Podcast site');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests(`PUT /project-types/${NEW_ID}`)).toEqual([
      expect.objectContaining({ body: { id: NEW_ID, name: 'Podcast site', isActive: true }, ifNoneMatch: '*' }),
    ]);
    jest.restoreAllMocks();
  });

  it('asks before discarding a started type, and closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /project-types': pageOf([brandSite]) });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'New type of website' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New type of website' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Half');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', {
        name: DIALOGS.discard.confirmLabel,
      }),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the types without switches, actions or New to a role without site-type rights', async () => {
    const api = fakeApi({ 'GET /project-types': pageOf([brandSite]) }, 'BRAND_MANAGER');
    renderPage(api, URL);
    await screen.findByRole('cell', { name: 'Brand website' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(within(rowOf('Brand website')).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New type of website' })).not.toBeInTheDocument();
  });
});
