import { ApiError, CLIENT_ERROR_CODES, type Role } from '@ottilia/shared-auth';
import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-support/render-page';
import { CHOICES } from './test-support/new-project-choices';

const PROJECT_ID = '5d6e7f80-1a2b-4c3d-8e9f-a0b1c2d3e4f5';
const AGENCY_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const optionLabels = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);
const dialog = (headline: string) => screen.findByRole('dialog', { name: headline });

/** The project as PUT /projects/{uuid} answers it. */
const created = (request: FakeRequest) => ({ ...(request.body as object), uuid: PROJECT_ID, status: 'DRAFT', version: 1 });

function api(role: Role = 'BRAND_MANAGER', routes: Record<string, unknown> = {}) {
  return fakeApi({ 'GET /projects/choices': CHOICES, [`PUT /projects/${PROJECT_ID}`]: created, ...routes }, role);
}

async function formShown() {
  const form = await screen.findByRole('form', { name: 'New project' });
  await waitFor(() => expect(optionLabels(select('Brand'))).toContain('Harbour Spirits'));
  return form;
}

/** Fills in the required fields (agency by its label). */
async function fillRequired(user: User, agency = 'Northwind Digital') {
  await user.type(textbox('Name'), 'Gin Garden Relaunch');
  await user.selectOptions(select('Agency'), agency);
  await user.selectOptions(select('Brand'), 'Harbour Spirits');
  await user.selectOptions(select('Type of website'), 'Campaign site');
}

async function fillNewAgency(user: User) {
  const group = screen.getByRole('group', { name: 'New agency' });
  await user.type(within(group).getByRole('textbox', { name: /^Agency name/ }), 'Fjord Pixels');
  await user.selectOptions(within(group).getByRole('combobox', { name: /^Market/ }), 'France');
  await user.type(within(group).getByRole('textbox', { name: /^Main contact name/ }), 'Ines Moreau');
  await user.type(within(group).getByRole('textbox', { name: /^Main contact e-mail/ }), 'ines@fjord-pixels.example');
  return group;
}

beforeEach(() => {
  // the project's id is made when the form opens, a new agency's when it is submitted
  jest.spyOn(crypto, 'randomUUID').mockReturnValueOnce(PROJECT_ID).mockReturnValue(AGENCY_ID);
});
afterEach(() => jest.restoreAllMocks());

describe('new project', () => {
  it('asks for the fields with every product flag off, offering only active choices and "Other agency" last', async () => {
    renderPage(api(), '/new-project', '/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'New project' })).toBeInTheDocument();
    const form = await formShown();
    expect(textbox('Name')).toHaveValue('');
    expect(optionLabels(select('Agency'))).toEqual(['Select an agency', 'Bluepeak Studio', 'Northwind Digital', 'Other agency']);
    expect(optionLabels(select('Brand'))).toEqual(['Select a brand', 'Harbour Spirits', 'Juniper & Co']);
    expect(optionLabels(select('Type of website'))).toEqual(['Select a type of website', 'Brand website', 'Campaign site']);
    // written dd/MM/yyyy whatever the browser's locale
    expect(screen.getByLabelText('Estimated go-live date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    const markets = within(form).getByRole('group', { name: 'Markets' });
    expect(
      within(markets)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['DK', 'FR', 'DE', 'GO']);
    const products = within(form).getByRole('group', { name: 'Products' });
    const flags = within(products).getAllByRole('checkbox');
    expect(flags.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Global policies',
      'Age gateway',
      'Cookie consent',
    ]);
    for (const flag of flags) expect(flag).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'New agency' })).not.toBeInTheDocument();
  });

  it('says what is missing next to each required field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderPage(fake, '/new-project', '/projects');
    await formShown();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(textbox('Name')).toHaveAccessibleDescription('Name is required');
    expect(select('Agency')).toHaveAccessibleDescription('Agency is required');
    expect(select('Brand')).toHaveAccessibleDescription('Brand is required');
    expect(select('Type of website')).toHaveAccessibleDescription('Type of website is required');
    expect(textbox('Name')).toHaveFocus();
    expect(fake.requests().filter((request) => request.method === 'PUT')).toEqual([]);

    // a message goes once its field is changed
    await user.type(textbox('Name'), 'Gin');
    expect(textbox('Name')).not.toHaveAccessibleDescription();
    expect(select('Brand')).toHaveAccessibleDescription('Brand is required');
  });

  it('creates the project with If-None-Match: *, says so, then opens it without another question', async () => {
    const user = userEvent.setup();
    const fake = api();
    const page = renderPage(fake, '/new-project', '/projects');
    await formShown();
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText('Estimated go-live date'), { target: { value: '30/06/2025' } });
    expect(screen.getByLabelText('Estimated go-live date')).toHaveAccessibleDescription('30 June 2025');
    await user.click(screen.getByRole('checkbox', { name: 'Denmark' }));
    await user.click(screen.getByRole('checkbox', { name: 'Global' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cookie consent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const done = await dialog('Your project was created!');
    expect(fake.requests(`PUT /projects/${PROJECT_ID}`)).toEqual([
      expect.objectContaining({
        ifNoneMatch: '*',
        body: {
          name: 'Gin Garden Relaunch',
          agencyEid: 'AG1',
          brandEid: 'BR2',
          projectTypeEid: 'PT2',
          estimatedGoLiveDate: '2025-06-30',
          markets: ['DK', 'GO'],
          hasGlobalPolicies: false,
          hasAgeGateway: false,
          hasCookieConsent: true,
        },
      }),
    ]);
    expect(page.pathname()).toBe('/new-project');
    expect(page.isDirty()).toBe(false);

    await user.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Project detail' })).toBeInTheDocument();
    expect(page.pathname()).toBe(`/projects/${PROJECT_ID}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no go-live date as null and no markets as an empty list', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderPage(fake, '/new-project', '/projects');
    await formShown();
    await fillRequired(user, 'Bluepeak Studio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialog(DIALOGS.projectCreated.headline);
    expect(fake.requests(`PUT /projects/${PROJECT_ID}`)[0]!.body).toMatchObject({
      agencyEid: 'AG2',
      estimatedGoLiveDate: null,
      markets: [],
    });
  });

  describe('"Other agency"', () => {
    it('without a new agency asks first: Cancel returns to the form, Continue still saves with agencyEid other', async () => {
      const user = userEvent.setup();
      const fake = api();
      const page = renderPage(fake, '/new-project', '/projects');
      await formShown();
      await fillRequired(user, 'Other agency');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      let question = await dialog('No new agency added');
      expect(question).toHaveAccessibleDescription(DIALOGS.noNewAgency.text);
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fake.requests(`PUT /projects/${PROJECT_ID}`)).toEqual([]);
      expect(textbox('Name')).toHaveValue('Gin Garden Relaunch');
      expect(select('Agency')).toHaveValue('other');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      question = await dialog('No new agency added');
      await user.click(within(question).getByRole('button', { name: 'Continue' }));
      await dialog(DIALOGS.projectCreated.headline);
      expect(fake.requests(`PUT /projects/${PROJECT_ID}`).map((request) => request.body)).toEqual([
        expect.objectContaining({ agencyEid: null }),
      ]);
      expect(page.pathname()).toBe('/new-project');
    });

    it('offers the new-agency form to those who may add agencies, and saves the project with the submitted agency', async () => {
      const user = userEvent.setup();
      const fake = api('BRAND_MANAGER', {
        [`PUT /agencies/${AGENCY_ID}`]: (request: FakeRequest) => ({
          ...(request.body as object),
          eid: AGENCY_ID,
          reviewState: 'PENDING',
          version: 1,
        }),
      });
      renderPage(fake, '/new-project', '/projects');
      await formShown();
      await fillRequired(user, 'Other agency');
      await fillNewAgency(user);
      await user.click(screen.getByRole('button', { name: 'Submit for review' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Fjord Pixels was submitted for review. Save the project to create it with this agency.',
      );
      expect(fake.requests(`PUT /agencies/${AGENCY_ID}`)).toEqual([
        expect.objectContaining({
          ifNoneMatch: '*',
          body: { name: 'Fjord Pixels', marketCode: 'FR', mainContactName: 'Ines Moreau', mainContactEmail: 'ines@fjord-pixels.example' },
        }),
      ]);
      expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();

      // submitted: no "No new agency added" question
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await dialog(DIALOGS.projectCreated.headline);
      expect(fake.requests(`PUT /projects/${PROJECT_ID}`).map((request) => request.body)).toEqual([
        expect.objectContaining({ agencyEid: AGENCY_ID }),
      ]);
    });

    it('sends the new agency again after a lost answer at the same id with the same Idempotency-Key: one agency', async () => {
      const user = userEvent.setup();
      // every later id differs: a second press with a new id would reach another (unknown) path
      let made = 0;
      jest
        .mocked(crypto.randomUUID)
        .mockImplementation(() => (made++ === 0 ? AGENCY_ID : `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`));
      let sent = 0;
      const fake = api('BRAND_MANAGER', {
        [`PUT /agencies/${AGENCY_ID}`]: (request: FakeRequest) => {
          sent += 1;
          if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
          return { ...(request.body as object), eid: AGENCY_ID, reviewState: 'PENDING', version: 1 };
        },
      });
      renderPage(fake, '/new-project', '/projects');
      await formShown();
      await fillRequired(user, 'Other agency');
      await fillNewAgency(user);
      await user.click(screen.getByRole('button', { name: 'Submit for review' }));
      await user.click(within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Submit for review' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Fjord Pixels was submitted for review.');
      const [first, again] = fake.requests(`PUT /agencies/${AGENCY_ID}`);
      expect(first!.idempotencyKey).toEqual(expect.any(String));
      expect(again).toMatchObject({ body: first!.body, idempotencyKey: first!.idempotencyKey });
    });

    it('checks the new agency before sending it and shows the API messages next to its fields', async () => {
      const user = userEvent.setup();
      const fake = api('SUPER_ADMIN', {
        [`PUT /agencies/${AGENCY_ID}`]: () => {
          throw problem(409, 'duplicate-name', 'An agency named "Fjord Pixels" already exists.', { field: 'name' });
        },
      });
      renderPage(fake, '/new-project', '/projects');
      await formShown();
      await user.selectOptions(select('Agency'), 'Other agency');
      const group = screen.getByRole('group', { name: 'New agency' });
      await user.type(within(group).getByRole('textbox', { name: /^Main contact e-mail/ }), 'not-an-address');
      await user.click(within(group).getByRole('button', { name: 'Submit for review' }));

      expect(within(group).getByRole('textbox', { name: /^Agency name/ })).toHaveAccessibleDescription('Agency name is required');
      expect(within(group).getByRole('textbox', { name: /^Agency name/ })).toHaveFocus();
      expect(within(group).getByRole('combobox', { name: /^Market/ })).toHaveAccessibleDescription('Market is required');
      expect(within(group).getByRole('textbox', { name: /^Main contact name/ })).toHaveAccessibleDescription(
        'Main contact name is required',
      );
      expect(within(group).getByRole('textbox', { name: /^Main contact e-mail/ })).toHaveAccessibleDescription(
        'Main contact e-mail must be an e-mail address',
      );
      expect(fake.requests(`PUT /agencies/${AGENCY_ID}`)).toEqual([]);

      await user.clear(within(group).getByRole('textbox', { name: /^Main contact e-mail/ }));
      await fillNewAgency(user);
      // Enter in one of its fields submits the agency, not the project
      await user.type(within(group).getByRole('textbox', { name: /^Main contact name/ }), '{Enter}');
      await waitFor(() =>
        expect(within(group).getByRole('textbox', { name: /^Agency name/ })).toHaveAccessibleDescription(
          'An agency named "Fjord Pixels" already exists.',
        ),
      );
      expect(fake.requests(`PUT /agencies/${AGENCY_ID}`)).toHaveLength(1);
      expect(fake.requests(`PUT /projects/${PROJECT_ID}`)).toEqual([]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // the draft is kept for another try
      expect(within(group).getByRole('textbox', { name: /^Main contact e-mail/ })).toHaveValue('ines@fjord-pixels.example');
    });

    it('tells people who may not add agencies that a Brand Manager or Super Admin adds it later', async () => {
      const user = userEvent.setup();
      renderPage(api('AGENCY_MANAGER'), '/new-project', '/projects');
      await formShown();
      await user.selectOptions(select('Agency'), 'Other agency');
      expect(select('Agency')).toHaveAccessibleDescription(
        'A Brand Manager or Super Admin adds the new agency later. The project needs it before it can be published.',
      );
      expect(screen.queryByRole('group', { name: 'New agency' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    });
  });

  describe('leaving', () => {
    it('Cancel on a changed form asks the exit question: Cancel stays with the draft, Exit leaves to the list without another question', async () => {
      const user = userEvent.setup();
      const page = renderPage(api(), '/new-project', '/projects');
      await formShown();
      await user.type(textbox('Name'), 'Half done');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      let question = await dialog('Do you want to exit?');
      expect(question).toHaveAccessibleDescription('All added information will be lost when exiting this form');
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(page.pathname()).toBe('/new-project');
      expect(textbox('Name')).toHaveValue('Half done');

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      question = await dialog(DIALOGS.exit.headline);
      await user.click(within(question).getByRole('button', { name: 'Exit' }));
      expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
      expect(page.pathname()).toBe('/projects');
      // the host's route-leave prompt did not ask a second time
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(page.isDirty()).toBe(false);
    });

    it('Cancel on an untouched form leaves at once', async () => {
      const user = userEvent.setup();
      const page = renderPage(api(), '/new-project', '/projects');
      await formShown();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
      expect(page.pathname()).toBe('/projects');
    });

    it('raises the dirty flag once something is entered, so the host asks before another route', async () => {
      const user = userEvent.setup();
      const page = renderPage(api(), '/new-project', '/projects');
      await formShown();
      expect(page.isDirty()).toBe(false);
      await user.click(screen.getByRole('checkbox', { name: 'Age gateway' }));
      expect(page.isDirty()).toBe(true);

      act(() => page.navigate('/home'));
      const prompt = await dialog('Discard changes?');
      await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
      expect(page.pathname()).toBe('/new-project');
      expect(screen.getByRole('checkbox', { name: 'Age gateway' })).toBeChecked();
    });
  });

  describe('refusals', () => {
    it("keeps the draft and shows the API's field messages next to the fields", async () => {
      const user = userEvent.setup();
      const fake = api('BRAND_MANAGER', {
        [`PUT /projects/${PROJECT_ID}`]: () => {
          throw problem(400, 'invalid-request', 'body.name must match pattern; body.markets.1 must NOT be duplicated', {
            errors: [
              { field: 'body.name', message: 'must not be blank' },
              { field: 'body.markets.1', message: 'must NOT be duplicated' },
            ],
          });
        },
      });
      renderPage(fake, '/new-project', '/projects');
      await formShown();
      await fillRequired(user);
      await user.click(screen.getByRole('checkbox', { name: 'France' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name must not be blank'));
      expect(screen.getByRole('group', { name: 'Markets' })).toHaveAccessibleDescription('Markets must NOT be duplicated');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(textbox('Name')).toHaveValue('Gin Garden Relaunch');
      expect(select('Brand')).toHaveValue('BR2');
      expect(screen.getByRole('checkbox', { name: 'France' })).toBeChecked();

      // a 422 names its field too, and the next try sends the same id
      fake.on({
        [`PUT /projects/${PROJECT_ID}`]: () => {
          throw problem(422, 'inactive-brand', 'The brand "BR2" is inactive and cannot be chosen.', { field: 'brandEid' });
        },
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(select('Brand')).toHaveAccessibleDescription('The brand "BR2" is inactive and cannot be chosen.'));
      expect(select('Brand')).toHaveFocus();
      expect(fake.requests(`PUT /projects/${PROJECT_ID}`)).toHaveLength(2);
    });

    it('says clearly when the role may not create projects, keeping the draft', async () => {
      const user = userEvent.setup();
      const fake = api('BRAND_MANAGER', {
        [`PUT /projects/${PROJECT_ID}`]: () => {
          throw problem(403, 'forbidden', 'Creating projects needs the projectsCreate permission, which your role does not have.');
        },
      });
      const page = renderPage(fake, '/new-project', '/projects');
      await formShown();
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const refusal = await dialog('Something went wrong...');
      expect(refusal).toHaveAccessibleDescription('Creating projects needs the projectsCreate permission, which your role does not have.');
      await user.click(within(refusal).getByRole('button', { name: 'Close' }));
      expect(textbox('Name')).toHaveValue('Gin Garden Relaunch');
      expect(page.pathname()).toBe('/new-project');
      expect(page.isDirty()).toBe(true);
    });

    it('shows no form to a user who may not create projects', async () => {
      renderPage(api('AGENCY_USER'), '/new-project', '/projects');
      expect(await screen.findByRole('alert')).toHaveTextContent('You may not create projects.');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    });
  });
});
