import { DIALOGS } from '@ottilia/shared-ui/testing';
import { RECORD_CONFLICT_MESSAGES } from '@ottilia/shared-ui/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@ottilia/shared-auth';
import { aUser, fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';

const ann = aUser();
const PROJECTS = [
  { uuid: '0f1e2d3c-0000-4000-8000-00000000abcd', name: 'Aurora Gin site' },
  { uuid: '1a2b3c4d-0000-4000-8000-00000000ef01', name: 'Harbor Wine campaign' },
];
const RENAMED = {
  at: '2025-03-07T09:30:00.000Z',
  action: 'update',
  actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
  changes: { displayName: { from: 'Ann A.', to: 'Ann Archer' } },
};
const annRoutes = { 'GET /users/U-ANN': ann, 'GET /users/U-ANN/projects': PROJECTS, 'GET /users/U-ANN/history': [RENAMED] };
const saved = (request: FakeRequest) => ({ ...ann, ...(request.body as object), version: ann.version + 1 });
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const nameBox = () => screen.getByRole('textbox', { name: /^Display name/ });

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit user' });
}

describe('user detail', () => {
  it("shows the user's fields, long dates and projects", async () => {
    const api = fakeApi(annRoutes);
    renderPage(api, '/users/U-ANN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Archer' })).toBeInTheDocument();
    expect(value('Display name')).toBe('Ann Archer');
    expect(value('E-mail')).toBe('ann@example.com');
    expect(value('Roles')).toBe('Agency Manager, Agency User');
    expect(value('Main role')).toBe('Agency Manager');
    expect(value('State')).toBe('Active');
    expect(value('Last login')).toBe('07/03/2025');
    expect(value('Created')).toBe('15/01/2025');
    expect(screen.getByRole('link', { name: 'North Studio' })).toHaveAttribute('href', '/backoffice/agencies/AG-NORTH');
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/users');

    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(
      within(projects)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Aurora Gin site', '/projects/0f1e2d3c-0000-4000-8000-00000000abcd'],
      ['Harbor Wine campaign', '/projects/1a2b3c4d-0000-4000-8000-00000000ef01'],
    ]);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(within(history).getByText(/Display name/)).toBeInTheDocument();
  });

  it("says why the user's projects cannot be read, with the reference to quote, and reads them again on Retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(
      fakeApi({
        ...annRoutes,
        'GET /users/U-ANN/projects': () => {
          if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The projects are unavailable.'), reference: '4bf92f35' });
          return PROJECTS;
        },
      }),
      '/users/U-ANN',
    );
    const projects = await screen.findByRole('region', { name: 'Projects' });
    const alert = await within(projects).findByRole('alert');
    expect(alert).toHaveTextContent('The projects are unavailable.Reference: 4bf92f35 Copy reference');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(projects).findByRole('link', { name: 'Aurora Gin site' })).toBeInTheDocument();
  });

  it('lets anyone read their own profile, without Edit, Delete or a list to go back to', async () => {
    const me = aUser({ eid: 'U1', displayName: 'Test User', roles: ['AGENCY_USER'], mainRole: 'AGENCY_USER', lastLoginDateTime: null });
    const api = fakeApi({ 'GET /users/U1': me, 'GET /users/U1/projects': [] }, 'AGENCY_USER');
    renderPage(api, '/users/U1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test User' })).toBeInTheDocument();
    expect(value('Last login')).toBe('Never');
    // no agenciesRead: the agency by name
    expect(screen.queryByRole('link', { name: 'North Studio' })).not.toBeInTheDocument();
    expect(value('Agency')).toBe('North Studio');
    expect(await screen.findByText('Not a member of any project you can see.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument();
  });

  it("saves name, roles (main role first), agency and state with If-Match and says 'Well done!'", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...annRoutes, 'PUT /users/U-ANN': saved });
    renderPage(api, '/users/U-ANN');
    const form = await startEditing(user);
    await user.clear(nameBox());
    await user.type(nameBox(), 'Ann Archer-Smith');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Main role/ }), 'Agency User');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Agency/ }), 'South Works');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^State/ }), 'Disabled');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests('PUT /users/U-ANN')).toMatchObject([
      {
        ifMatch: '"3"',
        body: {
          displayName: 'Ann Archer-Smith',
          roles: ['AGENCY_USER', 'AGENCY_MANAGER'],
          mainRole: 'AGENCY_USER',
          agencyEid: 'AG-SOUTH',
          state: 'DISABLED',
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.success.confirmLabel }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Archer-Smith' })).toBeInTheDocument();
  });

  it('drops the agency field and sends no agency for roles outside agencies', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...annRoutes, 'PUT /users/U-ANN': saved });
    renderPage(api, '/users/U-ANN');
    const form = await startEditing(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Main role/ }), 'Brand Manager');
    expect(within(form).queryByRole('combobox', { name: /^Agency/ })).not.toBeInTheDocument();
    await user.click(
      within(form)
        .getByRole('group', { name: /^Roles/ })
        .querySelector('input[value="AGENCY_USER"]')!,
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests('PUT /users/U-ANN')[0]?.body).toMatchObject({ roles: ['BRAND_MANAGER', 'AGENCY_MANAGER'], agencyEid: null });
  });

  it('keeps the draft on a 412 and offers the latest version', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...annRoutes,
      'PUT /users/U-ANN': () => {
        throw problem(412, 'version-mismatch', 'The user was changed since you read it.');
      },
    });
    renderPage(api, '/users/U-ANN');
    await startEditing(user);
    await user.clear(nameBox());
    await user.type(nameBox(), 'My draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RECORD_CONFLICT_MESSAGES.stale);
    expect(nameBox()).toHaveValue('My draft');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.on({
      'GET /users/U-ANN': { ...ann, email: 'ann@new.example.com', displayName: 'Their name', version: 4 },
      'PUT /users/U-ANN': saved,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    expect(await screen.findByText(RECORD_CONFLICT_MESSAGES.reloaded)).toBeInTheDocument();
    expect(nameBox()).toHaveValue('My draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests('PUT /users/U-ANN').map((request) => request.ifMatch)).toEqual(['"3"', '"4"']);
  });

  it('asks before discarding changes on Cancel', async () => {
    const user = userEvent.setup();
    const api = fakeApi(annRoutes);
    renderPage(api, '/users/U-ANN');
    await startEditing(user);
    await user.type(nameBox(), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: DIALOGS.discard.headline });
    await user.click(within(question).getByRole('button', { name: DIALOGS.discard.confirmLabel }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit user' })).not.toBeInTheDocument());
    expect(value('Display name')).toBe('Ann Archer');
  });

  it('shows server field messages next to the field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...annRoutes,
      'PUT /users/U-ANN': () => {
        throw problem(422, 'cannot-demote-yourself', 'You cannot lower your own role.', { field: 'mainRole' });
      },
    });
    renderPage(api, '/users/U-ANN');
    const form = await startEditing(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Main role/ }), 'Agency User');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Main role/ })).toHaveAccessibleDescription(/You cannot lower your own role\./),
    );
  });

  it('deletes after the delete question and goes back to the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...annRoutes, 'DELETE /users/U-ANN': undefined, 'GET /users': pageOf([]) });
    const page = renderPage(api, '/users/U-ANN');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: DIALOGS.delete.headline });
    expect(question).toHaveAccessibleDescription(DIALOGS.delete.text);
    await user.click(within(question).getByRole('button', { name: DIALOGS.delete.confirmLabel }));
    await waitFor(() => expect(page.pathname()).toBe('/users'));
    expect(api.requests('DELETE /users/U-ANN')).toMatchObject([{ ifMatch: '"3"' }]);
  });

  it("shows the API's words when the user is still in use", async () => {
    const user = userEvent.setup();
    const detail = 'Ann Archer is a member of 2 projects, so they cannot be deleted: disable them instead.';
    const api = fakeApi({
      ...annRoutes,
      'DELETE /users/U-ANN': () => {
        throw problem(409, 'user-in-use', detail, { usage: { projects: 2, agencyRequests: 0 } });
      },
    });
    const page = renderPage(api, '/users/U-ANN');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: DIALOGS.delete.headline });
    await user.click(within(question).getByRole('button', { name: DIALOGS.delete.confirmLabel }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveTextContent(detail);
    expect(page.pathname()).toBe('/users/U-ANN');
  });

  it('hides Delete from those without usersDelete', async () => {
    const api = fakeApi(annRoutes, 'BRAND_MANAGER');
    renderPage(api, '/users/U-ANN');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
