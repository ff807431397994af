import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { Project } from '../../lib/project';

const PUT = `PUT ${PROJECT_PATH}`;
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const saved = (request: FakeRequest, base: Project = project()) => {
  const body = request.body as Partial<Project>;
  const agency = body.agencyEid ? CHOICES.agencies.find((choice) => choice.eid === body.agencyEid)! : null;
  return { ...base, ...body, agency: agency && { eid: agency.eid, name: agency.name }, version: base.version + 1 };
};

async function startEditing() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('form', { name: 'Edit overview' });
  return user;
}

describe('project overview', () => {
  it('shows the fields, with market names and "Other agency" for none', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project({ agency: null, agencyEid: null }), 'GET /projects/choices': CHOICES });
    renderPage(api);
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    await waitFor(() => expect(value('Markets')).toBe('Denmark, France'));
    expect(value('Name')).toBe('Gin Garden Relaunch');
    expect(value('Agency')).toBe('Other agency');
    expect(value('Brand')).toBe('Juniper & Co');
    expect(value('Type of website')).toBe('Brand website');
    expect(value('Estimated go-live date')).toBe('30/06/2025');
  });

  it('saves the edited fields with If-Match, says well done, and shows the new values', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES, [PUT]: saved });
    const page = renderPage(api);
    const user = await startEditing();
    const form = screen.getByRole('form', { name: 'Edit overview' });

    // active agencies, the inactive one left out, and the "other agency" choice last
    const agency = within(form).getByRole('combobox', { name: 'Agency' });
    expect(
      within(agency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bluepeak Studio', 'Northwind Digital', 'Other agency']);
    expect(agency).toHaveValue('AG1');

    const name = within(form).getByRole('textbox', { name: /^Name/ });
    // the form opens with the focus on its first field
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Gin Garden 2026');
    await user.selectOptions(agency, 'AG2');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Brand/ }), 'BR2');
    await user.clear(within(form).getByLabelText('Estimated go-live date'));
    await user.click(within(form).getByRole('checkbox', { name: 'Germany' }));
    await user.click(within(form).getByRole('checkbox', { name: 'France' }));
    expect(page.isDirty()).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(dialog).toHaveAccessibleDescription(DIALOGS.success.text);
    expect(api.requests(PUT)).toEqual([
      expect.objectContaining({
        ifMatch: '"7"',
        body: {
          name: 'Gin Garden 2026',
          agencyEid: 'AG2',
          brandEid: 'BR2',
          projectTypeEid: 'PT1',
          estimatedGoLiveDate: null,
          markets: ['DK', 'DE'],
        },
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('form', { name: 'Edit overview' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gin Garden 2026' })).toBeInTheDocument();
    expect(value('Agency')).toBe('Bluepeak Studio');
    expect(value('Estimated go-live date')).toBe('Not set');
    expect(value('Markets')).toBe('Denmark, Germany');
    expect(page.isDirty()).toBe(false);
  });

  it('keeps an inactive current agency choosable and sends "Other agency" as null', async () => {
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project({ agency: { eid: 'AG3', name: 'Old Mill Media' }, agencyEid: 'AG3' }),
      'GET /projects/choices': CHOICES,
      [PUT]: saved,
    });
    renderPage(api);
    const user = await startEditing();
    const agency = screen.getByRole('combobox', { name: 'Agency' });
    expect(agency).toHaveValue('AG3');
    expect(
      within(agency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bluepeak Studio', 'Northwind Digital', 'Old Mill Media (inactive)', 'Other agency']);

    await user.selectOptions(agency, 'other');
    expect(agency).toHaveAccessibleDescription('A new agency is needed before the project can be published.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(PUT)[0]!.body).toMatchObject({ agencyEid: null });
  });

  it("shows the server's messages next to the fields and keeps the form open", async () => {
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      'GET /projects/choices': CHOICES,
      [PUT]: () => {
        throw problem(400, 'validation', 'The request is invalid.', { errors: [{ field: 'body.name', message: 'must not be blank' }] });
      },
    });
    renderPage(api);
    const user = await startEditing();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, ' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must not be blank'));
    expect(name).toBeInvalid();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // changing the field clears its message
    await user.type(name, 'x');
    expect(name).not.toBeInvalid();
  });

  it('shows a refusal no field can show in the error dialog', async () => {
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      'GET /projects/choices': CHOICES,
      [PUT]: () => {
        throw problem(422, 'unknown-agency', 'The agency AG2 does not exist.');
      },
    });
    renderPage(api);
    const user = await startEditing();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agency' }), 'AG2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'The agency AG2 does not exist.',
    );
  });

  it('keeps the draft on a 412, and Reload latest loads the newest version under it', async () => {
    let version = 7;
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () =>
        project({ version, ...(version > 7 ? { brand: { eid: 'BR2', name: 'Harbour Spirits' }, brandEid: 'BR2' } : {}) }),
      'GET /projects/choices': CHOICES,
      [PUT]: (request: FakeRequest) => {
        if (request.ifMatch !== `"${version}"`)
          throw problem(412, 'version-mismatch', 'The project was changed.', { currentVersion: version });
        return saved(request, project({ version }));
      },
    });
    renderPage(api);
    const user = await startEditing();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Mine');

    version = 8; // someone else changed the brand meanwhile
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This record was changed by someone else while you were editing it.');
    expect(name).toHaveValue('Mine');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload latest' }));
    expect(
      await screen.findByText('The latest version is loaded and your changes are kept. Saving now applies them over it.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    const brand = screen.getByRole('combobox', { name: /^Brand/ });
    expect(brand).toHaveValue('BR2');
    expect(brand).toHaveAccessibleDescription('Latest saved value: Harbour Spirits');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(PUT).at(-1)).toMatchObject({ ifMatch: '"8"', body: { name: 'Mine', brandEid: 'BR2' } });
  });

  it('asks before discarding changes on Cancel, and keeps them when the answer is no', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    const page = renderPage(api);
    const user = await startEditing();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '!');
    expect(page.isDirty()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = screen.getByRole('dialog', { name: DIALOGS.discard.headline });
    expect(dialog).toHaveAccessibleDescription('This action can\u2019t be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Gin Garden Relaunch!');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = screen.getByRole('dialog', { name: DIALOGS.discard.headline });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Edit overview' })).not.toBeInTheDocument();
    expect(value('Name')).toBe('Gin Garden Relaunch');
    await waitFor(() => expect(page.isDirty()).toBe(false));
    expect(api.requests(PUT)).toHaveLength(0);
  });

  it('closes an unchanged form on Cancel without asking', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    renderPage(api);
    const user = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit overview' })).not.toBeInTheDocument();
  });

  it('offers no Edit to someone without project permissions', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES }, null);
    renderPage(api);
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    await waitFor(() => expect(value('Markets')).toBe('Denmark, France'));
    // the user is known by the time their own request has been answered
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});
