import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORD_CONFLICT_MESSAGES } from '@ottilia/shared-ui/admin';
import { fakeApi, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { brand } from './brand-fixtures';
import type { Brand } from './brands';

const gin = brand({});
const URL_OF_GIN = '/backoffice/brands/BR-AURORA-GIN';
const saved = (request: FakeRequest) => ({ ...gin, ...(request.body as Partial<Brand>), version: gin.version + 1 });

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit brand' });
}

describe('brand detail', () => {
  it('shows the brand with labelled fields and its history', async () => {
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'GET /brands/BR-AURORA-GIN/history': [
        {
          at: '2025-02-03T09:05:00.000Z',
          action: 'update',
          actor: { eid: 'U9', displayName: 'Sam Admin' },
          changes: { name: { from: 'Aurora', to: 'Aurora Gin' }, isActive: { from: false, to: true } },
        },
        { at: '2025-01-02T10:00:00.000Z', action: 'create', actor: null, changes: {} },
      ],
    });
    renderPage(api, URL_OF_GIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Gin' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('ID')).toBe('BR-AURORA-GIN');
    expect(value('Type')).toBe('Spirits');
    expect(value('Status')).toBe('Active');
    expect(value('Projects')).toBe('2');
    expect(screen.getByRole('link', { name: 'Back to Brands' })).toHaveAttribute('href', '/backoffice/brands');

    const history = await screen.findByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/^03\/02\/2025 \d\d:05$/), 'Sam Admin', 'UpdatedName: Aurora → Aurora GinStatus: Inactive → Active']);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('System');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('Created');
  });

  it('saves changes with If-Match, confirms with the success dialog and shows the saved brand', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands/BR-AURORA-GIN': gin, 'PUT /brands/BR-AURORA-GIN': saved });
    const page = renderPage(api, URL_OF_GIN);
    await startEditing(user);
    expect(page.isDirty()).toBe(false);

    await user.clear(nameBox());
    await user.type(nameBox(), 'Aurora Dry Gin');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(page.isDirty()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await dialogNamed(DIALOGS.success.headline);
    expect(dialog).toHaveAccessibleDescription(DIALOGS.success.text);
    const [put] = api.requests('PUT /brands/BR-AURORA-GIN');
    expect(put).toMatchObject({
      ifMatch: '"3"',
      ifNoneMatch: undefined,
      body: { name: 'Aurora Dry Gin', type: 'spirits', isActive: false },
    });
    expect(page.isDirty()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.success.confirmLabel }));

    expect(screen.getByRole('heading', { level: 1, name: 'Aurora Dry Gin' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // the history is read again to show the change
    await waitFor(() => expect(api.requests('GET /brands/BR-AURORA-GIN/history')).toHaveLength(2));
  });

  it('keeps the draft on a 412 and offers the latest version, then saves over it knowingly', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'PUT /brands/BR-AURORA-GIN': () => {
        throw problem(412, 'version-mismatch', 'The brand was changed since you read it.', { currentVersion: 4 });
      },
    });
    const page = renderPage(api, URL_OF_GIN);
    await startEditing(user);
    await user.clear(nameBox());
    await user.type(nameBox(), 'My name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RECORD_CONFLICT_MESSAGES.stale);
    expect(alert).toHaveTextContent('This record was changed by someone else');
    expect(nameBox()).toHaveValue('My name');
    expect(page.isDirty()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // someone else renamed it meanwhile
    api.on({ 'GET /brands/BR-AURORA-GIN': { ...gin, name: 'Their name', version: 4 }, 'PUT /brands/BR-AURORA-GIN': saved });
    await user.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    expect(await screen.findByText(RECORD_CONFLICT_MESSAGES.reloaded)).toBeInTheDocument();
    expect(nameBox()).toHaveValue('My name');
    expect(nameBox()).toHaveAccessibleDescription('Latest saved value: Their name');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogNamed(DIALOGS.success.headline);
    expect(api.requests('PUT /brands/BR-AURORA-GIN').map((request) => request.ifMatch)).toEqual(['"3"', '"4"']);
  });

  it('after a reload keeps what someone else saved in the fields the user left alone', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'PUT /brands/BR-AURORA-GIN': () => {
        throw problem(412, 'version-mismatch', 'The brand was changed since you read it.', { currentVersion: 4 });
      },
    });
    renderPage(api, URL_OF_GIN);
    await startEditing(user);
    const typeBox = () => screen.getByRole('textbox', { name: /^Type/ });
    await user.clear(typeBox());
    await user.type(typeBox(), 'wine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');

    // someone else renamed it meanwhile; this user only changed the type
    api.on({ 'GET /brands/BR-AURORA-GIN': { ...gin, name: 'Their name', version: 4 }, 'PUT /brands/BR-AURORA-GIN': saved });
    await user.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    await screen.findByText(RECORD_CONFLICT_MESSAGES.reloaded);
    expect(nameBox()).toHaveValue('Their name');
    expect(typeBox()).toHaveValue('wine');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogNamed(DIALOGS.success.headline);
    expect(api.requests('PUT /brands/BR-AURORA-GIN').at(-1)?.body).toMatchObject({ name: 'Their name', type: 'wine' });
  });

  it("shows the server's field messages next to the fields", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'PUT /brands/BR-AURORA-GIN': () => {
        throw problem(400, 'invalid-request', 'body.name is required; body.type must NOT have more than 60 characters', {
          errors: [
            { field: 'body.name', message: 'is required' },
            { field: 'body.type', message: 'must NOT have more than 60 characters' },
          ],
        });
      },
    });
    renderPage(api, URL_OF_GIN);
    await startEditing(user);
    await user.clear(nameBox());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(nameBox()).toHaveAccessibleDescription('Name is required'));
    expect(nameBox()).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Type/ })).toHaveAccessibleDescription(
      'For example spirits, wine or beer. Type must NOT have more than 60 characters',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // typing in the field clears its message
    await user.type(nameBox(), 'A');
    expect(nameBox()).not.toBeInvalid();
  });

  it('shows a duplicate name next to the name', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'PUT /brands/BR-AURORA-GIN': () => {
        throw problem(409, 'duplicate-name', '"Vela Vodka" is already the name of another brand; choose a different name.', {
          field: 'name',
          errors: [{ field: 'body.name', message: 'is already the name of another brand' }],
        });
      },
    });
    renderPage(api, URL_OF_GIN);
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nameBox()).toHaveAccessibleDescription('Name is already the name of another brand'));
  });

  it("shows any other refusal in the error dialog with the server's message, keeping the form", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'PUT /brands/BR-AURORA-GIN': () => {
        throw problem(403, 'forbidden', 'This needs the brandsEdit permission, which your role does not have.');
      },
    });
    renderPage(api, URL_OF_GIN);
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await dialogNamed(DIALOGS.errorWithMessage.headline);
    expect(dialog).toHaveAccessibleDescription('This needs the brandsEdit permission, which your role does not have.');
    expect(screen.getByRole('form', { name: 'Edit brand' })).toBeInTheDocument();
  });

  it('asks before discarding changes on Cancel, and leaves at once without changes', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands/BR-AURORA-GIN': gin });
    const page = renderPage(api, URL_OF_GIN);
    await startEditing(user);
    await user.type(nameBox(), ' X');
    expect(page.isDirty()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = await dialogNamed(DIALOGS.discard.headline);
    expect(dialog).toHaveAccessibleDescription(DIALOGS.discard.text);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.discard.cancelLabel }));
    expect(nameBox()).toHaveValue('Aurora Gin X');
    expect(page.isDirty()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await dialogNamed(DIALOGS.discard.headline);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.discard.confirmLabel }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aurora Gin' })).toBeInTheDocument();
    expect(page.isDirty()).toBe(false);

    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('deletes after the delete dialog and returns to the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'DELETE /brands/BR-AURORA-GIN': undefined,
      'GET /brands': { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 },
    });
    const page = renderPage(api, URL_OF_GIN);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await dialogNamed(DIALOGS.delete.headline);
    expect(dialog).toHaveAccessibleDescription(DIALOGS.delete.text);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.delete.confirmLabel }));

    await waitFor(() => expect(page.pathname()).toBe('/backoffice/brands'));
    expect(api.requests('DELETE /brands/BR-AURORA-GIN')).toEqual([expect.objectContaining({ ifMatch: '"3"' })]);
  });

  it('keeps a brand in use and says why', async () => {
    const user = userEvent.setup();
    const inUse = 'This brand is used by 2 projects, so it cannot be deleted; move them to another brand first.';
    const api = fakeApi({
      'GET /brands/BR-AURORA-GIN': gin,
      'DELETE /brands/BR-AURORA-GIN': () => {
        throw problem(409, 'in-use', inUse, { usage: { projects: 2 } });
      },
    });
    const page = renderPage(api, URL_OF_GIN);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await dialogNamed(DIALOGS.delete.headline)).getByRole('button', { name: DIALOGS.delete.confirmLabel }));

    expect(await dialogNamed(DIALOGS.errorWithMessage.headline)).toHaveAccessibleDescription(inUse);
    expect(page.pathname()).toBe(URL_OF_GIN);
  });

  it('sends nothing when the delete dialog is cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands/BR-AURORA-GIN': gin });
    renderPage(api, URL_OF_GIN);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await dialogNamed(DIALOGS.delete.headline)).getByRole('button', { name: DIALOGS.delete.cancelLabel }));
    expect(api.requests('DELETE /brands/BR-AURORA-GIN')).toHaveLength(0);
  });

  it('shows a Brand Manager the brand without Edit or Delete', async () => {
    const api = fakeApi({ 'GET /brands/BR-AURORA-GIN': gin }, 'BRAND_MANAGER');
    renderPage(api, URL_OF_GIN);
    await screen.findByRole('heading', { level: 1, name: 'Aurora Gin' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says why a brand cannot be shown, with Retry', async () => {
    const api = fakeApi({
      'GET /brands/BR-GONE': () => {
        throw problem(404, 'brand-not-found', 'There is no brand BR-GONE.');
      },
    });
    renderPage(api, '/backoffice/brands/BR-GONE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no brand BR-GONE.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('new brand', () => {
  const NEW_ID = '0b9e5c1a-4f2d-4c3b-9a8e-7d6c5b4a3f21';
  beforeEach(() => jest.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID));
  afterEach(() => jest.restoreAllMocks());

  it('creates the brand at a new UUID with If-None-Match: * and opens it', async () => {
    const user = userEvent.setup();
    const created = { ...gin, name: 'Vela Vodka', eid: NEW_ID, version: 1 };
    const api = fakeApi({
      [`PUT /brands/${NEW_ID}`]: (request: FakeRequest) => ({ ...created, ...(request.body as object) }),
      [`GET /brands/${NEW_ID}`]: created,
    });
    const page = renderPage(api, '/backoffice/brands/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New brand' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.type(nameBox(), 'Vela Vodka');
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), 'spirits');
    expect(page.isDirty()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await dialogNamed(DIALOGS.success.headline)).toBeInTheDocument();
    expect(api.requests(`PUT /brands/${NEW_ID}`)).toEqual([
      expect.objectContaining({ ifNoneMatch: '*', ifMatch: undefined, body: { name: 'Vela Vodka', type: 'spirits', isActive: true } }),
    ]);
    await waitFor(() => expect(page.pathname()).toBe(`/backoffice/brands/${NEW_ID}`));
    expect(page.isDirty()).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vela Vodka' })).toBeInTheDocument();
  });

  it('asks before discarding a started brand and returns to the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /brands': { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 } });
    const page = renderPage(api, '/backoffice/brands/new');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Half');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await dialogNamed(DIALOGS.discard.headline)).getByRole('button', { name: DIALOGS.discard.confirmLabel }));
    await waitFor(() => expect(page.pathname()).toBe('/backoffice/brands'));
    expect(page.isDirty()).toBe(false);
  });

  it('tells a Brand Manager that brands cannot be created', async () => {
    const api = fakeApi({}, 'BRAND_MANAGER');
    renderPage(api, '/backoffice/brands/new');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not create brands.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
