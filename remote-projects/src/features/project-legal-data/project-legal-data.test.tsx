import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH, PROJECT_URL } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import { ApiError, clearChangedElsewhere, clearPresence, noteChangedElsewhere, notePresence, type Role } from '@ottilia/shared-auth';
import { fakeApi, problem, type FakeRequest, type Route } from '@ottilia/shared-auth/testing';
import type { LegalData, LegalDataSummary } from './legal-data';

const URL = `${PROJECT_URL}?tab=legal-data`;
const LIST = `GET ${PROJECT_PATH}/legal-data`;
const DK = `${PROJECT_PATH}/legal-data/DK`;
const FR = `${PROJECT_PATH}/legal-data/FR`;

const SUMMARIES: LegalDataSummary[] = [
  { marketCode: 'DK', countryName: 'Denmark', filled: true, isApproved: true, version: 3, updatedAt: '2025-03-05T10:00:00.000Z' },
  { marketCode: 'FR', countryName: 'France', filled: false, isApproved: false, version: null, updatedAt: null },
];
const denmark: LegalData = {
  marketCode: 'DK',
  countryName: 'Denmark',
  legalEntityEid: 'LE1',
  legalEntity: { eid: 'LE1', name: 'Ottilia Brands A/S' },
  privacyPolicyUrl: 'https://gin.example/dk/privacy',
  termsUrl: 'https://gin.example/dk/terms',
  cookiePolicyUrl: null,
  imprint: 'Ottilia Brands A/S\nCopenhagen',
  minimumDrinkingAge: 18,
  legalContactEmail: 'legal@ottilia.example',
  isApproved: true,
  version: 3,
  updatedAt: '2025-03-05T10:00:00.000Z',
};
const CHOICES_GET = 'GET /projects/choices';
const notFound = () => {
  throw problem(404, 'legal-data-not-found', 'France has no legal data yet.');
};
const echo = (base: Partial<LegalData>, version: number) => (request: FakeRequest) => ({
  ...base,
  ...(request.body as object),
  legalEntity: null,
  version,
  updatedAt: '2025-03-10T10:00:00.000Z',
});

// GET /legal-entities has no route: asking it (entitiesRead only) would fail the screen
function legalApi(
  role: Parameters<typeof fakeApi>[1] = 'SUPER_ADMIN',
  extra: Record<string, Route> = {},
  fallbacks: Parameters<typeof fakeApi>[2] = [],
) {
  return fakeApi(
    {
      [`GET ${PROJECT_PATH}`]: project(),
      [LIST]: { content: SUMMARIES },
      [`GET ${DK}`]: denmark,
      [`GET ${FR}`]: notFound,
      [CHOICES_GET]: CHOICES,
      ...extra,
    },
    role,
    fallbacks,
  );
}

const rowOf = (market: string) => screen.getByRole('button', { name: market }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const form = (country: string) => screen.findByRole('form', { name: `Legal data for ${country}` });
const entitySelect = (scope: HTMLElement) => within(scope).getByRole('combobox', { name: 'Legal entity' });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openMarket(user: ReturnType<typeof userEvent.setup>, country: string) {
  await user.click(await screen.findByRole('button', { name: country }));
  return form(country);
}

describe('market legal data', () => {
  it("lists the project's markets with whether their data is filled in and approved", async () => {
    renderPage(legalApi(), URL);
    await screen.findByRole('button', { name: 'Denmark' });
    expect(cellsOf(rowOf('Denmark'))).toEqual(['Denmark', 'Filled in', 'Approved', '05/03/2025']);
    expect(cellsOf(rowOf('France'))).toEqual(['France', 'Not filled in', 'Not approved', '—']);
  });

  it('creates the data of a market that has none with If-None-Match: *', async () => {
    const user = userEvent.setup();
    const api = legalApi('SUPER_ADMIN', { [`PUT ${FR}`]: echo({ marketCode: 'FR', countryName: 'France' }, 1) });
    const page = renderPage(api, URL);
    const french = await openMarket(user, 'France');
    expect(within(french).getByText('No legal data for this market yet: saving creates it.')).toBeInTheDocument();
    const field = (name: string | RegExp) => within(french).getByRole('textbox', { name });
    expect(field('Privacy policy URL')).toHaveValue('');

    // the only French entity is suggested; this user picks another one
    expect(entitySelect(french)).toHaveValue('LE2');
    await user.selectOptions(entitySelect(french), 'LE3');
    expect(entitySelect(french)).not.toHaveAccessibleDescription();
    await user.type(field('Privacy policy URL'), 'https://gin.example/fr/privacy');
    await user.type(field('Terms and conditions URL'), ' ');
    await user.type(field('Imprint'), 'Ottilia France SAS{Enter}Paris');
    await user.type(within(french).getByRole('spinbutton', { name: 'Minimum drinking age' }), '18');
    await user.type(field('Legal contact e-mail'), 'legal.fr@ottilia.example');
    await user.click(within(french).getByRole('checkbox', { name: 'Approved by legal' }));
    expect(page.isDirty()).toBe(true);

    api.on({
      [LIST]: {
        content: [SUMMARIES[0], { ...SUMMARIES[1], filled: true, isApproved: true, version: 1, updatedAt: '2025-03-10T10:00:00.000Z' }],
      },
    });
    await user.click(within(french).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(dialog).toHaveAccessibleDescription('Your changes were saved.');
    expect(api.requests(`PUT ${FR}`)).toEqual([
      expect.objectContaining({
        ifNoneMatch: '*',
        ifMatch: undefined,
        body: {
          legalEntityEid: 'LE3',
          privacyPolicyUrl: 'https://gin.example/fr/privacy',
          termsUrl: null,
          cookiePolicyUrl: null,
          imprint: 'Ottilia France SAS\nParis',
          minimumDrinkingAge: 18,
          legalContactEmail: 'legal.fr@ottilia.example',
          isApproved: true,
        },
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // the list shows the new state, the form the saved record (an update from now on)
    await waitFor(() => expect(cellsOf(rowOf('France'))).toEqual(['France', 'Filled in', 'Approved', '10/03/2025']));
    expect(within(french).queryByText('No legal data for this market yet: saving creates it.')).not.toBeInTheDocument();
    await waitFor(() => expect(page.isDirty()).toBe(false));
  });

  it('updates existing data with If-Match', async () => {
    const user = userEvent.setup();
    const api = legalApi('SUPER_ADMIN', { [`PUT ${DK}`]: echo(denmark, 4) });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    expect(within(danish).getByRole('textbox', { name: 'Imprint' })).toHaveValue('Ottilia Brands A/S\nCopenhagen');
    expect(within(danish).getByRole('spinbutton', { name: 'Minimum drinking age' })).toHaveValue(18);
    expect(within(danish).getByRole('checkbox', { name: 'Approved by legal' })).toBeChecked();
    expect(entitySelect(danish)).toHaveValue('LE1');
    // the market has data: no suggestion
    expect(entitySelect(danish)).not.toHaveAccessibleDescription();
    expect(optionLabels(entitySelect(danish))).toEqual([
      'No legal entity',
      'Ottilia Brands A/S (Denmark)',
      'Ottilia Deutschland GmbH (Germany)',
      'Ottilia France SAS (France)',
    ]);

    await user.type(within(danish).getByRole('textbox', { name: 'Cookie policy URL' }), 'https://gin.example/dk/cookies');
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${DK}`)).toEqual([
      expect.objectContaining({
        ifMatch: '"3"',
        ifNoneMatch: undefined,
        body: expect.objectContaining({ cookiePolicyUrl: 'https://gin.example/dk/cookies', legalEntityEid: 'LE1', minimumDrinkingAge: 18 }),
      }),
    ]);
  });

  it("says who else edits the market's data and, before saving, a change saved elsewhere, with the conflict panel's action", async () => {
    const user = userEvent.setup();
    const lease = /^PUT \/presence\/project-legal-data\/[^/]+%2FDK\/[\w-]+$/;
    const api = legalApi('SUPER_ADMIN', {}, [
      { match: lease, route: { editors: [], leaseSeconds: 25, renewSeconds: 10 } },
      { match: /^DELETE \/presence\//, route: undefined },
    ]);
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    // the form holds a lease on this market's data (not on the project)
    await waitFor(() => expect(api.requests().some((request) => lease.test(`${request.method} ${request.path}`))).toBe(true));

    const since = new Date(2026, 11, 2, 14, 5).toISOString();
    act(() => notePresence(DK, [{ eid: 'U2', name: 'Bruno Keller', since }]));
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(since));
    expect(within(danish).getByRole('status')).toHaveTextContent(`Bruno Keller is also editing this market's legal data (since ${time})`);

    await user.type(within(danish).getByRole('textbox', { name: 'Cookie policy URL' }), 'https://gin.example/dk/cookies');
    act(() => noteChangedElsewhere({ path: DK, resource: 'project-legal-data', byName: 'Bruno Keller', at: Date.now(), version: 4 }));
    expect(await within(danish).findByText(/^Bruno Keller changed this market's legal data \d+ s ago$/)).toBeInTheDocument();
    api.on({ [`GET ${DK}`]: { ...denmark, termsUrl: 'https://gin.example/dk/terms-2026', version: 4 } });
    await user.click(within(danish).getByRole('button', { name: 'Reload latest' }));
    // the draft keeps the user's edit on top of the newer version
    await waitFor(() =>
      expect(within(danish).getByRole('textbox', { name: 'Terms and conditions URL' })).toHaveValue('https://gin.example/dk/terms-2026'),
    );
    expect(within(danish).getByRole('textbox', { name: 'Cookie policy URL' })).toHaveValue('https://gin.example/dk/cookies');
    act(() => {
      clearPresence();
      clearChangedElsewhere(DK);
    });
  });

  it("shows the server's messages next to the fields", async () => {
    const user = userEvent.setup();
    const api = legalApi('SUPER_ADMIN', {
      [`PUT ${DK}`]: () => {
        throw problem(400, 'validation', 'The request is invalid.', {
          errors: [
            { field: 'body.privacyPolicyUrl', message: 'must be an http(s) URL' },
            { field: 'body.minimumDrinkingAge', message: 'must be <= 25' },
          ],
        });
      },
    });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    const privacy = within(danish).getByRole('textbox', { name: 'Privacy policy URL' });
    await user.clear(privacy);
    await user.type(privacy, 'ftp://nope');
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(privacy).toHaveAccessibleDescription('Privacy policy URL must be an http(s) URL'));
    expect(within(danish).getByRole('spinbutton', { name: 'Minimum drinking age' })).toHaveAccessibleDescription(
      'Minimum drinking age must be <= 25',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the draft on a 412 and loads the latest version under it', async () => {
    const user = userEvent.setup();
    let latest = denmark;
    const api = legalApi('SUPER_ADMIN', {
      [`GET ${DK}`]: () => latest,
      [`PUT ${DK}`]: (request: FakeRequest) => {
        if (request.ifMatch !== `"${latest.version}"`) throw problem(412, 'version-mismatch', 'Stale.');
        return echo(latest, latest.version + 1)(request);
      },
    });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    const email = within(danish).getByRole('textbox', { name: 'Legal contact e-mail' });
    await user.clear(email);
    await user.type(email, 'dk.legal@ottilia.example');
    latest = { ...denmark, version: 5, termsUrl: 'https://gin.example/dk/terms-2025' };
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    expect(await within(danish).findByRole('alert')).toHaveTextContent('This record was changed by someone else');
    expect(email).toHaveValue('dk.legal@ottilia.example');

    await user.click(within(danish).getByRole('button', { name: 'Reload latest' }));
    const terms = within(danish).getByRole('textbox', { name: 'Terms and conditions URL' });
    await waitFor(() => expect(terms).toHaveValue('https://gin.example/dk/terms-2025'));
    expect(terms).toHaveAccessibleDescription('Latest saved value: https://gin.example/dk/terms-2025');
    expect(email).toHaveValue('dk.legal@ottilia.example');
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${DK}`).at(-1)).toMatchObject({
      ifMatch: '"5"',
      body: { legalContactEmail: 'dk.legal@ottilia.example', termsUrl: 'https://gin.example/dk/terms-2025' },
    });
  });

  it('asks before another market replaces unsaved changes, and before Cancel drops them', async () => {
    const user = userEvent.setup();
    const page = renderPage(legalApi(), URL);
    const danish = await openMarket(user, 'Denmark');
    await user.type(within(danish).getByRole('textbox', { name: 'Imprint' }), ' more');
    await waitFor(() => expect(page.isDirty()).toBe(true));

    await user.click(screen.getByRole('button', { name: 'France' }));
    await user.click(within(screen.getByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Legal data for Denmark' })).toBeInTheDocument();
    expect(within(danish).getByRole('textbox', { name: 'Imprint' })).toHaveValue('Ottilia Brands A/S\nCopenhagen more');

    await user.click(within(danish).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Legal data for Denmark' })).not.toBeInTheDocument());
    await waitFor(() => expect(page.isDirty()).toBe(false));

    // an unchanged form gives way at once
    await openMarket(user, 'Denmark');
    await user.click(screen.getByRole('button', { name: 'France' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await form('France')).toBeInTheDocument();
  });

  it.each<Role>(['BRAND_MANAGER', 'AGENCY_USER'])('lets %s choose the legal entity from the project choices', async (role) => {
    const user = userEvent.setup();
    const api = legalApi(role, { [`PUT ${DK}`]: echo(denmark, 4) });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    const entity = entitySelect(danish);
    expect(entity).toHaveValue('LE1');
    expect(entity).toBeEnabled();
    expect(optionLabels(entity)).toHaveLength(4);

    await user.selectOptions(entity, 'Ottilia Deutschland GmbH (Germany)');
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${DK}`)).toEqual([
      expect.objectContaining({ ifMatch: '"3"', body: expect.objectContaining({ legalEntityEid: 'LE3' }) }),
    ]);
    expect(api.requests(CHOICES_GET).length).toBeGreaterThan(0);
    expect(api.requests().filter((request) => request.path.startsWith('/legal-entities'))).toEqual([]);
  });

  it('keeps the current legal entity as an option when the choices do not hold it', async () => {
    const user = userEvent.setup();
    const retired = { ...denmark, legalEntityEid: 'LE-OLD', legalEntity: { eid: 'LE-OLD', name: 'Old Ottilia ApS' } };
    const api = legalApi('BRAND_MANAGER', { [`GET ${DK}`]: retired, [`PUT ${DK}`]: echo(retired, 4) });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    expect(entitySelect(danish)).toHaveValue('LE-OLD');
    expect(optionLabels(entitySelect(danish))).toEqual([
      'No legal entity',
      'Old Ottilia ApS',
      'Ottilia Brands A/S (Denmark)',
      'Ottilia Deutschland GmbH (Germany)',
      'Ottilia France SAS (France)',
    ]);
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${DK}`)[0]!.body).toMatchObject({ legalEntityEid: 'LE-OLD' });
  });

  it("suggests the only legal entity of a new market's country, without making the form dirty", async () => {
    const user = userEvent.setup();
    const api = legalApi('AGENCY_USER', { [`PUT ${FR}`]: echo({ marketCode: 'FR', countryName: 'France' }, 1) });
    const page = renderPage(api, URL);
    const french = await openMarket(user, 'France');
    expect(entitySelect(french)).toHaveValue('LE2');
    expect(entitySelect(french)).toHaveAccessibleDescription('Suggested for France');
    expect(page.isDirty()).toBe(false);
    // another market opens without the discard question
    await user.click(screen.getByRole('button', { name: 'Denmark' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'France' }));

    const reopened = await form('France');
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${FR}`)).toEqual([
      expect.objectContaining({ ifNoneMatch: '*', body: expect.objectContaining({ legalEntityEid: 'LE2' }) }),
    ]);
  });

  it('suggests nothing when more than one legal entity has the country, or the market has data', async () => {
    const user = userEvent.setup();
    const twoFrench = {
      ...CHOICES,
      legalEntities: [...CHOICES.legalEntities, { eid: 'LE4', name: 'Ottilia Paris SARL', country: 'FR', countryName: 'France' }],
    };
    const unset = { ...denmark, legalEntityEid: null, legalEntity: null };
    renderPage(legalApi('BRAND_MANAGER', { [CHOICES_GET]: twoFrench, [`GET ${DK}`]: unset }), URL);
    const french = await openMarket(user, 'France');
    expect(entitySelect(french)).toHaveValue('');
    expect(entitySelect(french)).not.toHaveAccessibleDescription();
    expect(optionLabels(entitySelect(french))).toContain('Ottilia Paris SARL (France)');

    const danish = await openMarket(user, 'Denmark');
    expect(entitySelect(danish)).toHaveValue('');
    expect(entitySelect(danish)).not.toHaveAccessibleDescription();
  });

  it('says why the markets cannot be read, with the reference to quote, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(
      legalApi('SUPER_ADMIN', {
        [LIST]: () => {
          if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The markets are unavailable.'), reference: '4bf92f35' });
          return { content: SUMMARIES };
        },
      }),
      URL,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The markets are unavailable.Reference: 4bf92f35 Copy reference');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Denmark' })).toBeInTheDocument();
  });

  it('opens the form without the choices, with a retry, when they cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = legalApi('BRAND_MANAGER', {
      [CHOICES_GET]: () => {
        if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The choices are unavailable.'), reference: '4bf92f35' });
        return CHOICES;
      },
    });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    expect(within(danish).getByRole('alert')).toHaveTextContent('The choices are unavailable.Reference: 4bf92f35 Copy reference');
    // the current entity is still shown
    expect(entitySelect(danish)).toHaveValue('LE1');
    expect(optionLabels(entitySelect(danish))).toEqual(['No legal entity', 'Ottilia Brands A/S']);

    fail = false;
    await user.click(within(danish).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(optionLabels(entitySelect(danish))).toHaveLength(4));
    expect(within(danish).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer "Approved by legal" to agency roles, and keeps its value', async () => {
    const user = userEvent.setup();
    const api = legalApi('AGENCY_MANAGER', { [`PUT ${DK}`]: echo(denmark, 4) });
    renderPage(api, URL);
    await act(async () => {
      await api.client.get('/users/me');
    });
    const danish = await openMarket(user, 'Denmark');
    expect(within(danish).queryByRole('checkbox', { name: 'Approved by legal' })).not.toBeInTheDocument();
    expect(within(danish).getByText('Approved by legal: Yes')).toBeInTheDocument();
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${DK}`)[0]!.body).toMatchObject({ isApproved: true });
  });

  it("shows the API's refusal that no field can show", async () => {
    const user = userEvent.setup();
    const api = legalApi('AGENCY_USER', {
      [`PUT ${DK}`]: () => {
        throw problem(422, 'approval-not-allowed', 'Agency roles may not change the legal approval.');
      },
    });
    renderPage(api, URL);
    const danish = await openMarket(user, 'Denmark');
    await user.click(within(danish).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'Agency roles may not change the legal approval.',
    );
  });

  it('says when the project has no markets', async () => {
    renderPage(legalApi('SUPER_ADMIN', { [LIST]: { content: [] } }), URL);
    expect(await screen.findByText('This project has no markets yet: add them in the overview.')).toBeInTheDocument();
  });
});
