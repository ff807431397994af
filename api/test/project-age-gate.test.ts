// The age gate of a project (spec section 7 "Age gate"): roles, visibility, the style's
// validation, markets with their minimum age from the legal data, preconditions and history.
import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { ageGates } from '../src/projects/age-gate/age-gate-table.js';
import { users } from '../src/users/user-table.js';
import { DEFAULT_STYLE } from '../src/projects/age-gate/age-gate-schemas.js';
import { createProject } from './helpers/projects.js';
import { fieldsOf } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type Caller = Parameters<TestApp['call']>[0];
const base = (uuid: string, gate = 'current') => `/projects/${uuid}/age-gateway/${gate}`;
const get = (as: Caller, uuid: string, gate?: string) => t.call(as, { method: 'GET', url: base(uuid, gate) });
const putStyle = (as: Caller, uuid: string, style: unknown, headers: Record<string, string> = {}, gate?: string) =>
  t.call(as, { method: 'PUT', url: `${base(uuid, gate)}/style`, headers, body: { style } });
const putMarket = (as: Caller, uuid: string, body: unknown, headers: Record<string, string> = {}, gate?: string) =>
  t.call(as, { method: 'PUT', url: `${base(uuid, gate)}/markets`, headers, body });
const delMarket = (as: Caller, uuid: string, market: string, headers: Record<string, string> = {}, gate?: string) =>
  t.call(as, { method: 'DELETE', url: `${base(uuid, gate)}/markets/${market}`, headers });

const style = (overrides: Record<string, unknown> = {}) => ({ ...DEFAULT_STYLE, headline: 'Welcome', ...overrides });

describe('roles', () => {
  test.each(ROLES)('%s creates the gate, saves its style, adds and removes markets', async (role: Role) => {
    const uuid = await createProject(t, { markets: ['DK', 'SE'] });
    expect(problem(await get(role, uuid))).toMatchObject({ status: 404, code: 'age-gate-not-found' });
    const created = await putStyle(role, uuid, style());
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    const { eid } = created.json();
    expect(eid).toMatch(/^AGW-/);
    const updated = await putStyle(role, uuid, style({ layout: 'split' }), { 'if-match': '"1"' }, eid);
    expect(updated.json()).toMatchObject({ eid, version: 2, style: { layout: 'split', headline: 'Welcome' } });
    const added = await putMarket(role, uuid, { marketCode: 'DK' }, {}, eid);
    expect(added.statusCode).toBe(201);
    expect(added.json().markets).toEqual([
      { marketCode: 'DK', countryName: 'Denmark', minimumAge: 18, minimumAgeSource: 'age-gate', isActive: true },
    ]);
    const removed = await delMarket(role, uuid, 'DK', { 'if-match': '"3"' }, eid);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ markets: [], version: 4 });
    expect((await get(role, uuid, eid)).statusCode).toBe(200);
  });

  test('a user without a role is refused; without a token 401', async () => {
    await t.db.insert(users).values({ eid: 'gate-roleless', email: 'gate-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
    const token = { token: await t.tokens.mint('gate-roleless') };
    const uuid = await createProject(t);
    expect(problem(await get(token, uuid))).toMatchObject({ status: 403, permission: 'projectsRead' });
    expect(problem(await putStyle(token, uuid, style()))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect(problem(await putMarket(token, uuid, { marketCode: 'DK' }))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect(problem(await delMarket(token, uuid, 'DK'))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect((await get(null, uuid)).statusCode).toBe(401);
    expect(await t.db.select().from(ageGates).where(eq(ageGates.projectUuid, uuid))).toEqual([]);
  });
});

describe('visibility', () => {
  test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)("another agency's project is 404 project-not-found for %s", async (role) => {
    const uuid = await createProject(t, { agencyEid: 'AG-BLUEPEAK' });
    await putStyle('SUPER_ADMIN', uuid, style());
    for (const res of [
      await get(role, uuid),
      await putStyle(role, uuid, style({ headline: 'Hijacked' }), { 'if-match': '"1"' }),
      await putMarket(role, uuid, { marketCode: 'DK' }),
      await delMarket(role, uuid, 'DK'),
    ])
      expect(problem(res)).toMatchObject({ status: 404, code: 'project-not-found' });
    expect((await get('BRAND_MANAGER', uuid)).json().style.headline).toBe('Welcome');
  });

  test("a gate id that is not the project's is 404 age-gate-not-found", async () => {
    const uuid = await createProject(t);
    await putStyle('SUPER_ADMIN', uuid, style());
    expect(problem(await get('SUPER_ADMIN', uuid, 'AGW-NOPE'))).toMatchObject({ status: 404, code: 'age-gate-not-found' });
    expect(problem(await putStyle('SUPER_ADMIN', await createProject(t), style(), {}, 'AGW-NOPE'))).toMatchObject({
      status: 404,
      code: 'age-gate-not-found',
    });
  });
});

describe('style validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['an unknown layout', { layout: 'diagonal' }, 'body.style.layout'],
    ['a colour that is not #RRGGBB', { textColor: 'black' }, 'body.style.textColor'],
    ['a short colour', { buttonColor: '#fff' }, 'body.style.buttonColor'],
    ['an empty headline', { headline: '' }, 'body.style.headline'],
    ['a headline over 120', { headline: 'h'.repeat(121) }, 'body.style.headline'],
    ['a logo that is not an http URL', { logoUrl: 'javascript:alert(1)' }, 'body.style.logoUrl'],
    ['a background that is not a URL', { backgroundImageUrl: 'image.png' }, 'body.style.backgroundImageUrl'],
    ['remember days over 365', { rememberVisitorDays: 366 }, 'body.style.rememberVisitorDays'],
    ['an unknown style field', { font: 'Comic Sans' }, 'body.style.font'],
  ];
  test.each(invalid)('%s is 400 naming the field', async (_what, overrides, field) => {
    const uuid = await createProject(t);
    const res = await putStyle('SUPER_ADMIN', uuid, style(overrides));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });

  test('a missing style field is 400', async () => {
    const uuid = await createProject(t);
    const { headline: _omit, ...rest } = style();
    expect(problem(await putStyle('SUPER_ADMIN', uuid, rest)).errors).toEqual([{ field: 'body.style.headline', message: 'is required' }]);
  });

  test('text without 4.5:1 contrast is 422 insufficient-contrast naming the field', async () => {
    const uuid = await createProject(t);
    expect(problem(await putStyle('SUPER_ADMIN', uuid, style({ textColor: '#777777', backgroundColor: '#888888' })))).toMatchObject({
      status: 422,
      code: 'insufficient-contrast',
      field: 'style.textColor',
    });
    expect(problem(await putStyle('SUPER_ADMIN', uuid, style({ buttonTextColor: '#FFFFFF', buttonColor: '#FFFF00' })))).toMatchObject({
      status: 422,
      code: 'insufficient-contrast',
      field: 'style.buttonTextColor',
    });
  });

  test('images may be set and cleared', async () => {
    const uuid = await createProject(t);
    const saved = await putStyle(
      'SUPER_ADMIN',
      uuid,
      style({ logoUrl: 'https://cdn.example.com/logo.png', backgroundImageUrl: 'http://localhost:4000/uploads/bg.jpg' }),
    );
    expect(saved.json().style).toMatchObject({
      logoUrl: 'https://cdn.example.com/logo.png',
      backgroundImageUrl: 'http://localhost:4000/uploads/bg.jpg',
    });
    const cleared = await putStyle('SUPER_ADMIN', uuid, style({ logoUrl: null }), { 'if-match': '"1"' });
    expect(cleared.json().style.logoUrl).toBeNull();
  });
});

describe('markets and minimum age', () => {
  test("the minimum age comes from the market's legal data where filled in, else the gate's own", async () => {
    const uuid = await createProject(t, { markets: ['DK', 'SE', 'DE'] });
    await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${uuid}/legal-data/SE`,
      headers: { 'if-none-match': '*' },
      body: { minimumDrinkingAge: 20 },
    });
    await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/projects/${uuid}/legal-data/DE`,
      headers: { 'if-none-match': '*' },
      body: { imprint: 'no age' },
    });
    const first = await putMarket('AGENCY_USER', uuid, { marketCode: 'SE', minimumAge: 16 });
    expect(first.statusCode).toBe(201);
    await putMarket('AGENCY_USER', uuid, { marketCode: 'DE', minimumAge: 16 });
    const gate = (await get('AGENCY_USER', uuid)).json();
    expect(gate.markets).toEqual([
      { marketCode: 'DE', countryName: 'Germany', minimumAge: 16, minimumAgeSource: 'age-gate', isActive: true },
      { marketCode: 'SE', countryName: 'Sweden', minimumAge: 20, minimumAgeSource: 'legal-data', isActive: true },
    ]);
    expect(gate.availableMarkets).toEqual([{ marketCode: 'DK', countryName: 'Denmark', minimumAge: 18, minimumAgeSource: 'age-gate' }]);
    expect(gate.style).toEqual(DEFAULT_STYLE);
  });

  test('changing a market: 200; unchanged keeps the version; a stale If-Match is 412', async () => {
    const uuid = await createProject(t);
    await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK' });
    const changed = await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK', minimumAge: 21, isActive: false }, { 'if-match': '"2"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().markets[0]).toMatchObject({ minimumAge: 21, isActive: false });
    expect((await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK', minimumAge: 21 })).json().version).toBe(3);
    expect(problem(await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK', minimumAge: 19 }, { 'if-match': '"1"' }))).toMatchObject({
      status: 412,
      currentVersion: 3,
    });
  });

  test("a market that is not the project's is 422 market-not-in-project; removing one the gate lacks is 404", async () => {
    const uuid = await createProject(t, { markets: ['DK'] });
    expect(problem(await putMarket('SUPER_ADMIN', uuid, { marketCode: 'FR' }))).toMatchObject({
      status: 422,
      code: 'market-not-in-project',
      field: 'marketCode',
    });
    expect(fieldsOf(await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK', minimumAge: 30 }))).toEqual(['body.minimumAge']);
    await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK' });
    expect(problem(await delMarket('SUPER_ADMIN', uuid, 'SE'))).toMatchObject({ status: 404, code: 'age-gate-market-not-found' });
    expect(problem(await delMarket('SUPER_ADMIN', await createProject(t), 'DK'))).toMatchObject({
      status: 404,
      code: 'age-gate-not-found',
    });
  });

  test('a market removed from the project disappears from the gate', async () => {
    const uuid = await createProject(t, { markets: ['DK', 'SE'] });
    await putMarket('SUPER_ADMIN', uuid, { marketCode: 'SE' });
    const project = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` });
    const body = { ...project.json(), markets: ['DK'] };
    expect(
      (await t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${uuid}`, headers: { 'if-match': project.headers.etag! }, body }))
        .statusCode,
    ).toBe(200);
    expect((await get('SUPER_ADMIN', uuid)).json().markets).toEqual([]);
  });
});

describe('preconditions and history', () => {
  test('updating the style needs If-Match (428), a stale one is 412; creating twice with If-None-Match is 412', async () => {
    const uuid = await createProject(t);
    await putStyle('SUPER_ADMIN', uuid, style(), { 'if-none-match': '*' });
    expect(problem(await putStyle('SUPER_ADMIN', uuid, style({ headline: 'B' })))).toMatchObject({ status: 428 });
    expect(problem(await putStyle('SUPER_ADMIN', uuid, style({ headline: 'B' }), { 'if-match': '"5"' }))).toMatchObject({
      status: 412,
      code: 'version-mismatch',
    });
    expect(problem(await putStyle('SUPER_ADMIN', uuid, style(), { 'if-none-match': '*' }))).toMatchObject({
      status: 412,
      code: 'already-exists',
    });
  });

  test('every write adds a history row', async () => {
    const uuid = await createProject(t);
    const { eid } = (await putStyle('SUPER_ADMIN', uuid, style())).json();
    await putStyle('SUPER_ADMIN', uuid, style({ headline: 'Hello' }), { 'if-match': '"1"' });
    await putMarket('SUPER_ADMIN', uuid, { marketCode: 'DK' });
    await delMarket('SUPER_ADMIN', uuid, 'DK');
    const rows = await t.db
      .select()
      .from(history)
      .where(and(eq(history.resource, 'project-age-gate'), eq(history.resourceId, `${uuid}/${eid}`)))
      .orderBy(history.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(rows[1]!.changes).toEqual({ headline: { from: 'Welcome', to: 'Hello' } });
    expect(rows[3]!.changes).toEqual({ marketRemoved: 'DK' });
  });

  test("a seeded gate's older style reads with defaults for what it lacks", async () => {
    const [seeded] = await t.db.select().from(ageGates).limit(1);
    const res = await get('SUPER_ADMIN', seeded!.projectUuid, seeded!.eid);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().style).sort()).toEqual(Object.keys(DEFAULT_STYLE).sort());
  });
});
