import { ApiError, clearChangedElsewhere, clearPresence, noteChangedElsewhere, notePresence } from '@ottilia/shared-auth';
import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_STYLE, type AgeGate } from '../../lib/age-gate';
import AgeGateTab from '../../pages/age-gate-tab';
import { renderRemote } from '@ottilia/shared-admin/testing';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const GATE = `/projects/${PROJECT}/age-gateway`;
/** The gate's record path, as the live updates name it (shared-auth's live-keys). */
const RECORD = `${GATE}/current`;
const gate = (overrides: Partial<AgeGate> = {}): AgeGate => ({
  eid: 'AGW-1',
  projectId: PROJECT,
  style: { ...DEFAULT_STYLE, headline: 'Are you {age}?' },
  markets: [{ marketCode: 'SE', countryName: 'Sweden', minimumAge: 20, minimumAgeSource: 'legal-data', isActive: true }],
  availableMarkets: [{ marketCode: 'DK', countryName: 'Denmark', minimumAge: 18, minimumAgeSource: 'age-gate' }],
  version: 3,
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const preview = () => screen.getByRole('figure', { name: 'Preview of the age gate' });

describe('age gate tab', () => {
  it("shows the style in a live preview with the first market's age, and saves it with If-Match", async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      {
        [`GET ${GATE}/current`]: gate(),
        [`PUT ${GATE}/AGW-1/style`]: ({ body }: FakeRequest) => gate({ style: (body as { style: AgeGate['style'] }).style, version: 4 }),
      },
      'AGENCY_USER',
    );
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    expect(
      await within(await screen.findByRole('figure', { name: 'Preview of the age gate' })).findByRole('heading', { name: 'Are you 20?' }),
    ).toBeInTheDocument();
    const headline = screen.getByLabelText(/^Headline/);
    await user.clear(headline);
    await user.type(headline, 'Welcome, {{age}+?');
    expect(within(preview()).getByRole('heading', { name: 'Welcome, 20+?' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Layout'), 'split');
    await user.click(screen.getByRole('button', { name: 'Save style' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    const [put] = api.requests(`PUT ${GATE}/AGW-1/style`);
    expect(put).toMatchObject({ ifMatch: '"3"', body: { style: { headline: 'Welcome, {age}+?', layout: 'split' } } });
    expect(screen.getByText('Sweden: minimum age 20 (from the legal data)')).toBeInTheDocument();
  });

  it('says why the age gate cannot be read, with the reference to quote, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi(
      {
        [`GET ${GATE}/current`]: () => {
          if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The age gate is unavailable.'), reference: '4bf92f35' });
          return gate();
        },
      },
      'AGENCY_USER',
    );
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The age gate is unavailable.Reference: 4bf92f35 Copy reference');
    expect(within(alert).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'Preview of the age gate' })).toBeInTheDocument();
  });

  it('a project without a gate starts from the defaults and creates it with If-None-Match', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${GATE}/current`]: () => {
        throw problem(404, 'age-gate-not-found', 'none');
      },
      [`PUT ${GATE}/current/style`]: gate({ markets: [], version: 1 }),
    });
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    expect(await screen.findByText('This project has no age gate yet. Saving its style creates it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save style' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${GATE}/current/style`)[0]).toMatchObject({ ifNoneMatch: '*', body: { style: DEFAULT_STYLE } });
  });

  it("shows the API's contrast refusal on the colour field", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${GATE}/current`]: gate(),
      [`PUT ${GATE}/AGW-1/style`]: () => {
        throw problem(422, 'insufficient-contrast', 'textColor on backgroundColor has a contrast of 1.2:1', { field: 'style.textColor' });
      },
    });
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    const headline = await screen.findByLabelText(/^Headline/);
    await user.type(headline, '!');
    await user.click(screen.getByRole('button', { name: 'Save style' }));
    expect(await screen.findByText('textColor on backgroundColor has a contrast of 1.2:1')).toBeInTheDocument();
    expect(screen.getByLabelText('Text colour')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says who else edits the gate and, before saving, a change saved elsewhere; its Reload latest keeps the edit on the newer version', async () => {
    const user = userEvent.setup();
    const lease = /^PUT \/presence\/project-age-gate\/[^/]+%2Fcurrent\/[\w-]+$/;
    const api = fakeApi(
      {
        [`GET ${GATE}/current`]: gate(),
        [`PUT ${GATE}/AGW-1/style`]: ({ body }: FakeRequest) => gate({ style: (body as { style: AgeGate['style'] }).style, version: 5 }),
      },
      'AGENCY_USER',
      [
        { match: lease, route: { editors: [], leaseSeconds: 25, renewSeconds: 10 } },
        { match: /^DELETE \/presence\//, route: undefined },
      ],
    );
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    const form = await screen.findByRole('form', { name: 'Age gate style' });
    // the form holds a lease on the gate (not on the project)
    await waitFor(() => expect(api.requests().some((request) => lease.test(`${request.method} ${request.path}`))).toBe(true));

    const since = new Date(2026, 11, 2, 14, 5).toISOString();
    act(() => notePresence(RECORD, [{ eid: 'U2', name: 'Bruno Keller', since }]));
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(since));
    expect(within(form).getByRole('status')).toHaveTextContent(`Bruno Keller is also editing this age gate (since ${time})`);

    await user.type(within(form).getByLabelText(/^Headline/), '!');
    act(() => noteChangedElsewhere({ path: RECORD, resource: 'project-age-gate', byName: 'Bruno Keller', at: Date.now(), version: 4 }));
    expect(await within(form).findByText(/^Bruno Keller changed this age gate \d+ s ago$/)).toBeInTheDocument();
    api.on({ [`GET ${GATE}/current`]: gate({ style: { ...gate().style, denyLabel: 'Not yet' }, version: 4 }) });
    await user.click(within(form).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Deny button/)).toHaveValue('Not yet'));
    expect(within(form).getByLabelText(/^Headline/)).toHaveValue('Are you {age}?!');
    await user.click(within(form).getByRole('button', { name: 'Save style' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(`PUT ${GATE}/AGW-1/style`)[0]).toMatchObject({ ifMatch: '"4"' });
    act(() => {
      clearPresence();
      clearChangedElsewhere(RECORD);
    });
  });

  it('adds and removes markets', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${GATE}/current`]: gate(),
      [`PUT ${GATE}/AGW-1/markets`]: gate({
        markets: [
          ...gate().markets,
          { marketCode: 'DK', countryName: 'Denmark', minimumAge: 18, minimumAgeSource: 'age-gate', isActive: true },
        ],
        availableMarkets: [],
        version: 4,
      }),
      [`DELETE ${GATE}/AGW-1/markets/SE`]: gate({ markets: [], version: 5 }),
    });
    renderRemote(api, { ui: <AgeGateTab projectId={PROJECT} /> });
    await user.selectOptions(await screen.findByLabelText('Market to add'), 'DK');
    await user.click(screen.getByRole('button', { name: 'Add market' }));
    expect(await screen.findByText('Denmark: minimum age 18 (default, no legal data yet)')).toBeInTheDocument();
    expect(api.requests(`PUT ${GATE}/AGW-1/markets`)[0]!.body).toEqual({ marketCode: 'DK' });
    expect(await screen.findByText('Your changes were saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Sweden' }));
    expect(await screen.findByText('No markets yet: the gate is shown in no market.')).toBeInTheDocument();
  });
});
