import { ApiError, CLIENT_ERROR_CODES } from '@ottilia/shared-auth';
import { problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIALOG_WIDGETS, pageOf, renderWidgets, widget } from './test-support/widgets';

const gear = widget();
const cog = widget({ eid: 'W-2', name: 'Cog', colour: 'red', isActive: false, version: 5 });
const URL = '/backoffice/brands';
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const lastQuery = (page: ReturnType<typeof renderWidgets>) => page.api.queries('/brands').at(-1);

describe('ResourceList', () => {
  it('shows the title, ID, the Name link, the resource’s columns and Status, first page by name', async () => {
    const page = renderWidgets(URL, { 'GET /brands': pageOf([gear, cog]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Widgets' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gear' })).toHaveAttribute('href', '/backoffice/brands/W-1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['ID', 'Name', 'Colour', 'Status']),
    );
    expect(within(rowOf('Cog')).getByRole('cell', { name: 'Inactive' })).toBeInTheDocument();
    expect(lastQuery(page)).toEqual({ page: 1, size: 20, $orderBy: 'name asc', $filter: undefined });
    expect(screen.getByRole('link', { name: 'New widget' })).toHaveAttribute('href', '/backoffice/brands/new');
  });

  it('shows a uuid id short (first four ... last four), the whole id for screen readers, hover and Copy', async () => {
    const uuid = '5f0c1a2e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
    renderWidgets(URL, { 'GET /brands': pageOf([widget({ eid: uuid }), cog]) });
    const row = (await screen.findByRole('link', { name: 'Gear' })).closest('tr')!;
    expect(within(row).getByText('5f0c...6a7b')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByTitle(uuid)).toHaveTextContent(uuid);
    expect(within(rowOf('Cog')).getByText('W-2')).toBeInTheDocument();
  });

  it('filters, searches and sorts through the URL and asks the API for that', async () => {
    const user = userEvent.setup();
    const page = renderWidgets(URL, { 'GET /brands': pageOf([gear]) });
    await screen.findByRole('link', { name: 'Gear' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Red');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(page.search()).toContain('colour=red'));
    await user.type(screen.getByRole('searchbox', { name: 'Search widgets' }), 'ge');
    await waitFor(() =>
      expect(lastQuery(page)?.$filter).toBe("(contains(name,'ge') or contains(colour,'ge')) and isActive eq true and colour eq 'red'"),
    );
    await user.click(within(screen.getByRole('columnheader', { name: 'Colour' })).getByRole('button'));
    await waitFor(() => expect(lastQuery(page)?.$orderBy).toBe('colour asc'));
    expect(page.search()).toContain('sort=colour,asc');
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    const page = renderWidgets(URL, {
      'GET /brands': (request: FakeRequest) =>
        pageOf([request.query?.page === 2 ? cog : gear], { page: Number(request.query?.page), totalPages: 2 }),
    });
    await screen.findByRole('link', { name: 'Gear' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Cog' })).toBeInTheDocument();
    expect(page.search()).toBe('page=2');
    expect(lastQuery(page)).toMatchObject({ page: 2 });
  });

  it('deactivates the selected rows in bulk after asking, and reloads', async () => {
    const user = userEvent.setup();
    const page = renderWidgets(URL, { 'GET /brands': pageOf([gear, cog]), 'PUT /brands/active-state': undefined });
    await screen.findByRole('link', { name: 'Gear' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Gear' }));
    const calls = page.api.queries('/brands').length;
    await user.click(within(screen.getByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Deactivate 1 widget?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(page.api.requests('PUT /brands/active-state')).toEqual([
        expect.objectContaining({ body: { eids: ['W-1'], isActive: false } }),
      ]),
    );
    await waitFor(() => expect(page.api.queries('/brands').length).toBeGreaterThan(calls));
  });

  it('offers no selection, New or bulk to a role that may only read', async () => {
    const page = renderWidgets(URL, { 'GET /brands': pageOf([gear]) }, { role: 'BRAND_MANAGER' });
    await screen.findByRole('link', { name: 'Gear' });
    await act(async () => {
      await page.api.client.get('/users/me');
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New widget' })).not.toBeInTheDocument();
  });
});

describe('ResourceList with edit-in-dialog', () => {
  const dialogWidgets = (routes: Parameters<typeof renderWidgets>[1], role?: 'BRAND_MANAGER') =>
    renderWidgets(URL, routes, { definition: DIALOG_WIDGETS, role });

  it('names rows in plain text, with a status switch and row actions for editors', async () => {
    dialogWidgets({ 'GET /brands': pageOf([gear, cog]) });
    await screen.findByRole('cell', { name: 'Gear' });
    expect(screen.queryByRole('link', { name: 'Gear' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Gear' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: Cog' })).not.toBeChecked();
    expect(within(rowOf('Gear')).getByRole('button', { name: 'Edit Gear' })).toBeInTheDocument();
    expect(within(rowOf('Gear')).getByRole('button', { name: 'Polish Gear' })).toBeInTheDocument();
    // an action only some rows offer
    expect(within(rowOf('Cog')).queryByRole('button', { name: /^Polish/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New widget' })).toBeInTheDocument();
  });

  it('creates a record in the dialog with its new id and If-None-Match: *, then closes and reloads', async () => {
    const user = userEvent.setup();
    const page = dialogWidgets({
      'GET /brands': pageOf([gear]),
      'PUT /brands/W-NEW': (request: FakeRequest) => ({ ...gear, ...(request.body as object), eid: 'W-NEW', version: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'New widget' }));
    const form = screen.getByRole('form', { name: 'New widget' });
    expect(screen.getByRole('dialog', { name: 'New widget' })).toContainElement(form);
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Sprocket');
    const calls = page.api.queries('/brands').length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(page.api.requests('PUT /brands/W-NEW')).toEqual([
      expect.objectContaining({ body: { name: 'Sprocket', colour: '', isActive: true }, ifNoneMatch: '*' }),
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(page.api.queries('/brands').length).toBeGreaterThan(calls));
  });

  it('edits a row under If-Match of its version, and Cancel without changes closes at once', async () => {
    const user = userEvent.setup();
    const page = dialogWidgets({
      'GET /brands': pageOf([gear]),
      'PUT /brands/W-1': (request: FakeRequest) => ({ ...gear, ...(request.body as object), version: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Gear' }));
    expect(within(screen.getByRole('form', { name: 'Edit widget' })).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gear');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Gear' }));
    await user.type(screen.getByRole('textbox', { name: /^Colour/ }), '-grey');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(page.api.requests('PUT /brands/W-1')).toEqual([
      expect.objectContaining({ body: { name: 'Gear', colour: 'blue-grey', isActive: true }, ifMatch: '"2"' }),
    ]);
  });

  it("reads the record's history again after a save, so the dialog opened next shows the change", async () => {
    const user = userEvent.setup();
    const created = { at: '2025-03-07T09:30:00.000Z', action: 'create', actor: null, changes: {} };
    const recoloured = {
      at: '2025-03-08T10:00:00.000Z',
      action: 'update',
      actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
      changes: { colour: { from: 'blue', to: 'blue-grey' }, isActive: { from: true, to: false } },
    };
    let history: object[] = [created];
    renderWidgets(
      URL,
      {
        'GET /brands': pageOf([gear]),
        'GET /brands/W-1/history': () => history,
        'PUT /brands/W-1': (request: FakeRequest) => {
          history = [recoloured, created];
          return { ...gear, ...(request.body as object), version: 3 };
        },
      },
      { definition: { ...DIALOG_WIDGETS, dialog: { ...DIALOG_WIDGETS.dialog!, history: true } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Gear' }));
    const historyOf = () => within(screen.getByRole('dialog', { name: 'Edit widget' })).getByRole('region', { name: 'History' });
    expect(await within(historyOf()).findByText('Created')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Colour/ }), '-grey');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).getByRole('button'));

    await user.click(screen.getByRole('button', { name: 'Edit Gear' }));
    expect(await within(historyOf()).findByText('Colour: blue → blue-grey')).toBeInTheDocument();
    expect(within(historyOf()).getByText('Status: Active → Inactive')).toBeInTheDocument();
  });

  it("reads a row's history again after its switch saved it", async () => {
    const user = userEvent.setup();
    const created = { at: '2025-03-07T09:30:00.000Z', action: 'create', actor: null, changes: {} };
    const deactivated = { at: '2025-03-08T10:00:00.000Z', action: 'update', actor: null, changes: { isActive: { from: true, to: false } } };
    let history: object[] = [created];
    renderWidgets(
      URL,
      {
        'GET /brands': pageOf([gear]),
        'GET /brands/W-1/history': () => history,
        'PUT /brands/W-1': (request: FakeRequest) => {
          history = [deactivated, created];
          return { ...gear, ...(request.body as object), version: 3 };
        },
      },
      { definition: { ...DIALOG_WIDGETS, dialog: { ...DIALOG_WIDGETS.dialog!, history: true } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Gear' }));
    expect(await within(screen.getByRole('region', { name: 'History' })).findByText('Created')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('switch', { name: 'Active: Gear' }));
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Gear' }));
    expect(await within(screen.getByRole('region', { name: 'History' })).findByText('Status: Active → Inactive')).toBeInTheDocument();
  });

  it('keeps the form and its changes on a conflict, and asks before discarding them', async () => {
    const user = userEvent.setup();
    dialogWidgets({
      'GET /brands': pageOf([gear]),
      'PUT /brands/W-1': () => {
        throw problem(412, 'version-mismatch', 'The widget was changed since you read it.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Gear' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This record was changed by someone else/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload latest' })).toBeInTheDocument();
    expect(name).toHaveValue('Gear 2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', {
        name: DIALOGS.discard.confirmLabel,
      }),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('closes the dialog on Escape: at once when unchanged, through the discard question when changed', async () => {
    const user = userEvent.setup();
    dialogWidgets({ 'GET /brands': pageOf([gear]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Gear' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New widget' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sprocket');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DIALOGS.discard.headline });
    // Escape on the question answers it (keep editing), not the form under it
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sprocket');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', {
        name: DIALOGS.discard.confirmLabel,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('switches a row off, writes a row action’s change, and posts a record action, each under If-Match', async () => {
    const user = userEvent.setup();
    const page = dialogWidgets({
      'GET /brands': pageOf([gear]),
      'PUT /brands/W-1': (request: FakeRequest) => ({ ...gear, ...(request.body as object) }),
      'POST /brands/W-1/polish': gear,
    });
    await user.click(await screen.findByRole('switch', { name: 'Active: Gear' }));
    await waitFor(() => expect(page.api.requests('PUT /brands/W-1')).toHaveLength(1));
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paint red' }));
    await user.click(screen.getByRole('button', { name: 'Polish Gear' }));
    await waitFor(() =>
      expect(page.api.requests('POST /brands/W-1/polish')).toEqual([expect.objectContaining({ headers: { 'If-Match': '"2"' } })]),
    );
    expect(page.api.requests('PUT /brands/W-1')).toEqual([
      expect.objectContaining({ body: { name: 'Gear', colour: 'blue', isActive: false }, ifMatch: '"2"' }),
      expect.objectContaining({ body: { name: 'Gear', colour: 'red', isActive: true }, ifMatch: '"2"' }),
    ]);
  });

  it('keeps a row write’s Idempotency-Key when the same switch is pressed again after a lost answer, and not after it saved', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const page = dialogWidgets({
      'GET /brands': pageOf([gear]),
      'PUT /brands/W-1': (request: FakeRequest) => {
        sent += 1;
        // the first answer never arrives (the API may have saved it all the same)
        if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
        return { ...gear, ...(request.body as object) };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Active: Gear' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paint red' }));
    await waitFor(() => expect(page.api.requests('PUT /brands/W-1')).toHaveLength(3));
    const [first, again, next] = page.api.requests('PUT /brands/W-1');
    expect(first!.idempotencyKey).toEqual(expect.any(String));
    expect(again).toMatchObject({ body: first!.body, idempotencyKey: first!.idempotencyKey });
    expect(next!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('saves a view pressed again after a lost answer with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const page = renderWidgets(`${URL}?status=inactive`, {
      'GET /brands': pageOf([gear]),
      'GET /saved-views': { content: [] },
      'POST /saved-views': (request: FakeRequest) => {
        sent += 1;
        if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
        return { id: '7d1c2a52-0000-4000-8000-000000000002', version: 1, ...(request.body as object) };
      },
    });
    await screen.findByRole('link', { name: 'Gear' });
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.type(await screen.findByRole('textbox', { name: /Name of the view/ }), 'Off');
    await user.click(screen.getByRole('button', { name: 'Save current view' }));
    await waitFor(() => expect(page.api.requests('POST /saved-views')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save current view' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save current view' }));
    await waitFor(() => expect(page.api.requests('POST /saved-views')).toHaveLength(2));
    const [first, again] = page.api.requests('POST /saved-views');
    expect(first).toMatchObject({ body: { list: '/brands', name: 'Off', query: 'status=inactive' }, idempotencyKey: expect.any(String) });
    expect(again).toMatchObject({ body: first!.body, idempotencyKey: first!.idempotencyKey });
  });

  it('deletes a row after the question, and shows the API’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const page = dialogWidgets({
      'GET /brands': pageOf([gear]),
      'DELETE /brands/W-1': () => {
        throw problem(409, 'in-use', 'The widget is used by 3 machines.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Gear' }));
    expect(page.api.requests('DELETE /brands/W-1')).toHaveLength(0);
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', {
        name: DIALOGS.delete.confirmLabel,
      }),
    );
    await waitFor(() => expect(page.api.requests('DELETE /brands/W-1')).toEqual([expect.objectContaining({ ifMatch: '"2"' })]));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'The widget is used by 3 machines.',
    );
  });

  it('shows a reader the status as text, without actions or New', async () => {
    const page = dialogWidgets({ 'GET /brands': pageOf([gear]) }, 'BRAND_MANAGER');
    await screen.findByRole('cell', { name: 'Gear' });
    await act(async () => {
      await page.api.client.get('/users/me');
    });
    expect(within(rowOf('Gear')).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New widget' })).not.toBeInTheDocument();
  });

  it('offers no New when records are not created on screen', async () => {
    renderWidgets(
      URL,
      { 'GET /brands': pageOf([gear]) },
      { definition: { ...DIALOG_WIDGETS, dialog: { ...DIALOG_WIDGETS.dialog!, create: false } } },
    );
    await screen.findByRole('cell', { name: 'Gear' });
    expect(screen.queryByRole('button', { name: 'New widget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New widget' })).not.toBeInTheDocument();
  });

  it('renames a saved view and updates it with the list’s current state, each under If-Match, and says why a rename was refused', async () => {
    const user = userEvent.setup();
    const saved = {
      id: '7d1c2a52-0000-4000-8000-000000000001',
      list: '/brands',
      name: 'Red',
      query: 'colour=red',
      version: 4,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const page = renderWidgets(`${URL}?status=inactive&sort=colour,desc&page=2`, {
      'GET /brands': pageOf([gear], { page: 2, totalPages: 2 }),
      'GET /saved-views': { content: [saved] },
      'PUT /saved-views/7d1c2a52-0000-4000-8000-000000000001': (request: FakeRequest) => {
        if ((request.body as { name: string }).name === 'Blue')
          throw problem(409, 'duplicate-name', 'You already have a view named "Blue" on this list.');
        return { ...saved, ...(request.body as object), version: 5 };
      },
    });
    await screen.findByRole('link', { name: 'Gear' });
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Red' }));
    const field = within(screen.getByRole('dialog')).getByRole('textbox', { name: /Name of the view/ });
    await user.clear(field);
    await user.type(field, 'Blue{Enter}');
    expect(await within(screen.getByRole('dialog')).findByText('You already have a view named "Blue" on this list.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Reds{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Update Red with the current filters' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = page.api.requests('PUT /saved-views/7d1c2a52-0000-4000-8000-000000000001');
    expect(puts.map(({ body, ifMatch }) => ({ body, ifMatch }))).toEqual([
      { body: { name: 'Blue', query: 'colour=red' }, ifMatch: '"4"' },
      { body: { name: 'Reds', query: 'colour=red' }, ifMatch: '"4"' },
      // the list's own state from its first page, as it shows now
      { body: { name: 'Red', query: 'sort=colour,desc&status=inactive' }, ifMatch: '"4"' },
    ]);
  });
});
