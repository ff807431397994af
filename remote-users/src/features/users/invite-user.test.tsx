import { ApiError, setMonitoringReporter } from '@ottilia/shared-auth';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';

const ann = aUser();
type User = ReturnType<typeof userEvent.setup>;

async function openInvite(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Invite user' }));
  return screen.getByRole('dialog', { name: 'Invite user' });
}

async function fillIn(user: User, dialog: HTMLElement, { email = 'new@example.com', name = 'New Person', role = 'Brand Manager' } = {}) {
  const box = within(dialog);
  await user.type(box.getByRole('textbox', { name: /^E-mail/ }), email);
  await user.type(box.getByRole('textbox', { name: /^Display name/ }), name);
  await user.selectOptions(box.getByRole('combobox', { name: /^Role/ }), role);
}

const invited = (request: FakeRequest) => aUser({ eid: 'U-NEW', state: 'INVITED', ...(request.body as object) });

describe('invite user', () => {
  it("sends the invitation and answers 'Request sent!', then reloads the list", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]), 'PUT /users/invite': invited });
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await fillIn(user, dialog);
    // an agency only for agency roles
    expect(within(dialog).queryByRole('combobox', { name: /^Agency/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const sent = await screen.findByRole('dialog', { name: 'Request sent!' });
    expect(api.requests('PUT /users/invite').map((request) => request.body)).toEqual([
      { email: 'new@example.com', displayName: 'New Person', roles: ['BRAND_MANAGER'], agencyEid: null },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: DIALOGS.inviteSent.confirmLabel }));
    await waitFor(() => expect(api.queries('/users')).toHaveLength(2));
  });

  it('sends the invitation again with the same Idempotency-Key after a lost answer (one invitation, not two)', async () => {
    const user = userEvent.setup();
    let sends = 0;
    const api = fakeApi({
      'GET /users': pageOf([ann]),
      'PUT /users/invite': (request: FakeRequest) => {
        sends += 1;
        if (sends === 1) throw new ApiError({ status: 0, code: 'network-error', title: 'Network error' });
        return invited(request);
      },
    });
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.requests('PUT /users/invite')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('dialog', { name: 'Request sent!' });
    const [first, second] = api.requests('PUT /users/invite').map((request) => request.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('asks for an agency for agency roles and sends it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]), 'PUT /users/invite': invited });
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await fillIn(user, dialog, { role: 'Agency User' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('combobox', { name: /^Agency/ })).toHaveAccessibleDescription(/Agency is required/);
    expect(api.requests('PUT /users/invite')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Agency/ }), 'South Works');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('dialog', { name: 'Request sent!' });
    expect(api.requests('PUT /users/invite')[0]?.body).toMatchObject({ roles: ['AGENCY_USER'], agencyEid: 'AG-SOUTH' });
  });

  it('checks the form before sending: required fields and the e-mail address', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/E-mail is required/);
    expect(within(dialog).getByRole('textbox', { name: /^Display name/ })).toHaveAccessibleDescription(/Display name is required/);
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveAccessibleDescription(/Role is required/);

    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/Enter an e-mail address/);
    expect(api.requests('PUT /users/invite')).toHaveLength(0);
  });

  it("shows the API's refusals by their field: an existing user, a role above one's own", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /users': pageOf([ann]),
      'PUT /users/invite': () => {
        // as the API client rejects: the refusal with its trace's reference
        const { status, code, title, detail, problem: body } = problem(409, 'user-exists', 'A user with this e-mail already exists.');
        throw new ApiError({ status, code, title, detail, problem: body, reference: '4bf92f35' });
      },
    });
    const reported = jest.fn();
    setMonitoringReporter(reported);
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
        /A user with this e-mail already exists\. Reference: 4bf92f35/,
      ),
    );
    // the reference under the field finds a (low severity) monitoring report too
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: '409 user-exists' }), {
      area: 'refusal',
      reference: '4bf92f35',
    });
    setMonitoringReporter();

    api.on({
      'PUT /users/invite': () => {
        throw problem(403, 'role-above-your-own', 'You cannot grant a role above your own.', { field: 'roles' });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveAccessibleDescription(
        /You cannot grant a role above your own\./,
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Request sent!' })).not.toBeInTheDocument();
  });

  it('lets an Agency Manager invite only agency roles, into their own agency', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      { 'GET /users': pageOf([ann]), 'GET /users/U1': aUser({ eid: 'U1', agencyEid: 'AG-NORTH' }), 'PUT /users/invite': invited },
      'AGENCY_MANAGER',
    );
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    const roles = within(within(dialog).getByRole('combobox', { name: /^Role/ })).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Select a role', 'Agency Manager', 'Agency User']);
    await fillIn(user, dialog, { role: 'Agency User' });
    const agency = within(dialog).getByRole('combobox', { name: /^Agency/ });
    await waitFor(() => expect(agency).toHaveValue('AG-NORTH'));
    expect(
      within(agency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an agency', 'North Studio']);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('dialog', { name: 'Request sent!' });
    expect(api.requests('PUT /users/invite')[0]?.body).toMatchObject({ roles: ['AGENCY_USER'], agencyEid: 'AG-NORTH' });
    expect(api.queries('/agencies')).toHaveLength(0);
  });

  it('asks before dropping what was typed on Cancel', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    renderPage(api, '/users');
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'x@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: DIALOGS.exit.headline });
    await user.click(within(question).getByRole('button', { name: DIALOGS.exit.confirmLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
  });

  it('closes on Escape: at once when untouched, after the question when something was typed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    renderPage(api, '/users');
    await openInvite(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'x@example.com');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DIALOGS.exit.headline });
    await user.click(within(question).getByRole('button', { name: DIALOGS.exit.confirmLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
  });

  it('opens at once for /users?invite (the command palette links there), and closing forgets it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /users': pageOf([ann]) });
    const view = renderPage(api, '/users?invite');
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
    // the router moves the address in a transition, after the dialog has gone
    await waitFor(() => expect(view.search()).not.toContain('invite'));
  });
});
