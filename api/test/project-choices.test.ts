// GET /projects/choices: what the project form and the list's column filters offer.
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../src/agencies/agency-table.js';
import { brands } from '../src/brands/brand-table.js';
import { legalEntities } from '../src/legal-entities/legal-entity-table.js';
import { markets } from '../src/markets/market-table.js';
import { projectTypes } from '../src/project-types/project-type-table.js';
import { users } from '../src/users/user-table.js';
import { createRecord, FIXTURES } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

interface Choices {
  agencies: { eid: string; name: string; marketCode: string; isActive: boolean }[];
  brands: { eid: string; name: string; isActive: boolean }[];
  projectTypes: { eid: string; name: string; isActive: boolean }[];
  markets: { code: string; countryName: string }[];
  legalEntities: { eid: string; name: string; country: string; countryName: string }[];
}

const choicesAs = async (as: Parameters<TestApp['call']>[0]) => {
  const res = await t.call(as, { method: 'GET', url: '/projects/choices' });
  expect(res.statusCode).toBe(200);
  return res.json<Choices>();
};
const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
const northwind = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!.agencyEid!;

test.each(ROLES)('every role with projectsRead gets the choices (%s)', async (role) => {
  const res = await t.call(role, { method: 'GET', url: '/projects/choices' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual(['agencies', 'brands', 'projectTypes', 'markets', 'legalEntities']);
});

test.each(ROLES)('%s gets every legal entity with its country, sorted by name', async (role) => {
  const rows = await t.db
    .select({ eid: legalEntities.eid, name: legalEntities.name, country: legalEntities.country, countryName: markets.countryName })
    .from(legalEntities)
    .innerJoin(markets, eq(markets.code, legalEntities.country));
  const expected = rows.sort((a, b) => byName(a.name, b.name) || (a.eid < b.eid ? -1 : 1));
  expect(expected.length).toBeGreaterThan(1);
  expect((await choicesAs(role)).legalEntities).toEqual(expected);
});

test('a user without a role, or without a token, is refused', async () => {
  await t.db
    .insert(users)
    .values({ eid: 'choices-roleless', email: 'choices-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
  const refused = await t.call({ token: await t.tokens.mint('choices-roleless') }, { method: 'GET', url: '/projects/choices' });
  expect(refused.statusCode).toBe(403);
  expect(problem(refused)).toMatchObject({ code: 'forbidden', permission: 'projectsRead' });
  expect((await t.call(null, { method: 'GET', url: '/projects/choices' })).statusCode).toBe(401);
});

test('the path is not taken for a project id', async () => {
  // /projects/:id would answer 400 (not a uuid) if the static route did not win
  const res = await t.call('BRAND_MANAGER', { method: 'GET', url: '/projects/choices' });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json().uuid).toBeUndefined();
});

test('a non-agency role gets every record, inactive ones with their flag, each list sorted by name', async () => {
  const choices = await choicesAs('BRAND_MANAGER');
  const [agencyRows, brandRows, typeRows, marketRows] = await Promise.all([
    t.db.select().from(agencies),
    t.db.select().from(brands),
    t.db.select().from(projectTypes),
    t.db.select().from(markets),
  ]);
  expect(choices.agencies).toHaveLength(agencyRows.length);
  expect(choices.brands).toHaveLength(brandRows.length);
  expect(choices.projectTypes).toHaveLength(typeRows.length);
  expect(choices.markets).toHaveLength(marketRows.length);
  for (const list of [choices.agencies, choices.brands, choices.projectTypes]) {
    expect(list.map((r) => r.name)).toEqual(list.map((r) => r.name).sort(byName));
  }
  expect(choices.markets.map((m) => m.countryName)).toEqual(choices.markets.map((m) => m.countryName).sort(byName));
  expect(choices.markets).toContainEqual({ code: 'GO', countryName: 'Global' });

  const inactiveAgency = agencyRows.find((a) => !a.isActive)!;
  expect(choices.agencies.find((a) => a.eid === inactiveAgency.eid)).toEqual({
    eid: inactiveAgency.eid,
    name: inactiveAgency.name,
    marketCode: inactiveAgency.marketCode,
    isActive: false,
  });
  expect(choices.brands.find((b) => b.eid === 'BR-OLD-HARBOUR')).toEqual({
    eid: 'BR-OLD-HARBOUR',
    name: 'Old Harbour Liqueur',
    isActive: false,
  });
  expect(choices.brands.find((b) => b.eid === 'BR-AURORA-GIN')).toEqual({ eid: 'BR-AURORA-GIN', name: 'Aurora Gin', isActive: true });
});

test('names sort regardless of case', async () => {
  const fixture = FIXTURES.brands!;
  const zeta = await createRecord(t, fixture, { name: 'zeta choices brand' });
  const alpha = await createRecord(t, fixture, { name: 'Alpha Choices Brand' });
  const beta = await createRecord(t, fixture, { name: 'beta choices brand' });
  const eids = (await choicesAs('SUPER_ADMIN')).brands.map((b) => b.eid);
  expect(eids.indexOf(alpha.eid)).toBeLessThan(eids.indexOf(beta.eid));
  expect(eids.indexOf(beta.eid)).toBeLessThan(eids.indexOf(zeta.eid));
});

test('a newly created legal entity is offered at once, in name order regardless of case', async () => {
  const fixture = FIXTURES['legal-entities']!;
  const later = await createRecord(t, fixture, { name: 'zz choices entity ApS', country: 'FR' });
  const earlier = await createRecord(t, fixture, { name: 'ZY Choices Entity ApS', country: 'DK' });
  const { legalEntities: offered } = await choicesAs('AGENCY_USER');
  expect(offered.find((e) => e.eid === later.eid)).toEqual({
    eid: later.eid,
    name: 'zz choices entity ApS',
    country: 'FR',
    countryName: 'France',
  });
  expect(offered.find((e) => e.eid === earlier.eid)).toEqual({
    eid: earlier.eid,
    name: 'ZY Choices Entity ApS',
    country: 'DK',
    countryName: 'Denmark',
  });
  const eids = offered.map((e) => e.eid);
  expect(eids.indexOf(earlier.eid)).toBeLessThan(eids.indexOf(later.eid));
});

test('a type of website is active only with the flag and a state that is missing or ACTIVE', async () => {
  const { eid } = await createRecord(t, FIXTURES['project-types']!, { name: 'Stateful type' });
  const isActive = async () => (await choicesAs('SUPER_ADMIN')).projectTypes.find((p) => p.eid === eid)!.isActive;
  expect(await isActive()).toBe(true);
  await t.db.update(projectTypes).set({ state: null }).where(eq(projectTypes.eid, eid));
  expect(await isActive()).toBe(true);
  await t.db.update(projectTypes).set({ state: 'INACTIVE' }).where(eq(projectTypes.eid, eid));
  expect(await isActive()).toBe(false);
  await t.db.update(projectTypes).set({ state: 'ACTIVE', isActive: false }).where(eq(projectTypes.eid, eid));
  expect(await isActive()).toBe(false);
});

test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)('%s gets only its own agency, with every brand, type and market', async (role) => {
  const choices = await choicesAs(role);
  const [own] = await t.db.select().from(agencies).where(eq(agencies.eid, northwind));
  expect(choices.agencies).toEqual([{ eid: own!.eid, name: own!.name, marketCode: own!.marketCode, isActive: own!.isActive }]);
  expect(choices.brands).toEqual((await choicesAs('SUPER_ADMIN')).brands);
  expect(choices.markets.length).toBe((await t.db.select().from(markets)).length);
});

test('an agency user without an agency gets no agency', async () => {
  await t.db.insert(users).values({
    eid: 'choices-no-agency',
    email: 'choices-no-agency@ottilia.example',
    displayName: 'Loose Agency User',
    roles: ['AGENCY_USER'],
  });
  const choices = await choicesAs({ token: await t.tokens.mint('choices-no-agency') });
  expect(choices.agencies).toEqual([]);
  expect(choices.brands.length).toBeGreaterThan(0);
});
