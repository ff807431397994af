import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { agency } from './test-support/agency-fixtures';
import { NEW_AGENCY_DRAFT_KEY } from './agencies';

const NEW_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('new agency', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_ID);
  });
  afterEach(() => jest.restoreAllMocks());

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Fjord Pixels');
    const market = screen.getByRole('combobox', { name: /^Market/ });
    await waitFor(() => expect(within(market).getByRole('option', { name: 'France' })).toBeInTheDocument());
    await user.selectOptions(market, 'France');
    await user.type(textbox('Main contact name'), 'Ines Moreau');
    await user.type(textbox('Main contact e-mail'), 'ines@fjord-pixels.example');
  }

  it('asks for name, market (from GET /markets), main contact name and e-mail', async () => {
    const api = fakeApi({}, 'BRAND_MANAGER');
    renderPage(api, '/backoffice/agencies/new');
    const form = await screen.findByRole('form', { name: 'New agency' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('type')),
    ).toEqual(['text', 'text', 'email']);
    expect(within(form).getByRole('combobox', { name: /^Market/ })).toHaveValue('');
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('keeps the draft when the user leaves and restores it on return', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies': pageOf([agency()]) }, 'BRAND_MANAGER');
    const page = renderPage(api, '/backoffice/agencies/new');
    await fillIn(user);
    // nothing is lost by leaving, so the host does not ask
    expect(page.isDirty()).toBe(false);

    act(() => page.navigate('/backoffice/agencies'));
    await screen.findByRole('link', { name: 'Northwind Digital' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    act(() => page.navigate('/backoffice/agencies/new'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Fjord Pixels');
    expect(screen.getByRole('combobox', { name: /^Market/ })).toHaveValue('FR');
    expect(textbox('Main contact name')).toHaveValue('Ines Moreau');
    expect(textbox('Main contact e-mail')).toHaveValue('ines@fjord-pixels.example');
  });

  it('saves the request with If-None-Match: * and clears the draft', async () => {
    const user = userEvent.setup();
    const created = (request: FakeRequest) => ({
      ...agency(),
      ...(request.body as object),
      eid: NEW_ID,
      marketName: 'France',
      reviewState: 'PENDING',
      version: 1,
    });
    const api = fakeApi({ [`PUT /agencies/${NEW_ID}`]: created }, 'BRAND_MANAGER');
    const page = renderPage(api, '/backoffice/agencies/new');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests(`PUT /agencies/${NEW_ID}`)).toEqual([
      expect.objectContaining({
        ifNoneMatch: '*',
        body: {
          name: 'Fjord Pixels',
          marketCode: 'FR',
          mainContactName: 'Ines Moreau',
          mainContactEmail: 'ines@fjord-pixels.example',
          isActive: true,
        },
      }),
    ]);
    await waitFor(() => expect(page.pathname()).toBe(`/backoffice/agencies/${NEW_ID}`));
    expect(sessionStorage.getItem(NEW_AGENCY_DRAFT_KEY)).toBeNull();
  });

  it('forgets the draft when the user discards it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies': pageOf([agency()]) }, 'BRAND_MANAGER');
    const page = renderPage(api, '/backoffice/agencies/new');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', {
        name: DIALOGS.discard.confirmLabel,
      }),
    );
    await waitFor(() => expect(page.pathname()).toBe('/backoffice/agencies'));

    act(() => page.navigate('/backoffice/agencies/new'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it("shows the server's e-mail message next to the e-mail field", async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      {
        [`PUT /agencies/${NEW_ID}`]: () => {
          throw problem(400, 'invalid-request', 'body.mainContactEmail must be an e-mail address', {
            errors: [{ field: 'body.mainContactEmail', message: 'must be an e-mail address' }],
          });
        },
      },
      'BRAND_MANAGER',
    );
    renderPage(api, '/backoffice/agencies/new');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox('Main contact e-mail')).toHaveAccessibleDescription('Main contact e-mail must be an e-mail address'),
    );
  });
});
