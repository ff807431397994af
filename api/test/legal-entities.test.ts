// Legal entities: country names, unknown markets, no active flag, delete refused while legal data uses them.
import { eq } from 'drizzle-orm';
import { legalEntities } from '../src/legal-entities/legal-entity-table.js';
import { projectLegalData } from '../src/projects/legal-data/legal-data-table.js';
import { createRecord, FIXTURES, fieldsOf, newEid } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const fixture = FIXTURES['legal-entities']!;
const put = (eid: string, body: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/legal-entities/${eid}`, headers, body });

test('the list: by name, with the country name; filters on the country name', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/legal-entities?page=0&size=250' });
  const content = res.json().content as { eid: string; name: string; country: string; countryName: string }[];
  expect(content.map((e) => e.name)).toEqual((await t.db.select().from(legalEntities)).map((e) => e.name).sort());
  expect(content.find((e) => e.eid === 'LE-OTTILIA-GO')).toMatchObject({ country: 'NL', countryName: 'Netherlands' });
  const de = await t.call('SUPER_ADMIN', {
    method: 'GET',
    url: `/legal-entities?$filter=${encodeURIComponent("countryName eq 'germany'")}`,
  });
  expect(de.json().content.map((e: { eid: string }) => e.eid)).toEqual(['LE-OTTILIA-DE']);
});

test('create answers the country name; a move to another country is recorded', async () => {
  const eid = newEid();
  const res = await put(eid, { name: 'Ottilia Polska Sp. z o.o.', country: 'PL' });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    eid,
    name: 'Ottilia Polska Sp. z o.o.',
    country: 'PL',
    countryName: 'Poland',
    version: 1,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  const moved = await put(eid, { ...res.json<Record<string, unknown>>(), country: 'GO' }, { 'if-match': '"1"' });
  expect(moved.json()).toMatchObject({ country: 'GO', countryName: 'Global', version: 2 });
});

test('an unknown country is a 422 unknown-market naming the field', async () => {
  const eid = newEid();
  const res = await put(eid, { name: 'Nowhere Ltd', country: 'ZZ' });
  expect(res.statusCode).toBe(422);
  expect(problem(res)).toMatchObject({ code: 'unknown-market', field: 'country' });
  expect(await countRows(t.db, legalEntities, eq(legalEntities.eid, eid))).toBe(0);
});

test('required fields and duplicate names', async () => {
  expect(fieldsOf(await put(newEid(), { name: 'No Country' }))).toEqual(['body.country']);
  expect(fieldsOf(await put(newEid(), { country: 'DK' }))).toEqual(['body.name']);
  expect(problem(await put(newEid(), { name: 'ottilia uk ltd', country: 'GB' }))).toMatchObject({ status: 409, code: 'duplicate-name' });
});

test('legal entities have no active flag: no bulk activation, no isActive in a body', async () => {
  const bulk = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/legal-entities/active-state',
    body: { eids: ['LE-OTTILIA-DK'], isActive: false },
  });
  expect(bulk.statusCode).toBe(400);
  expect(fieldsOf(await put(newEid(), { name: 'Flagged', country: 'DK', isActive: true }))).toEqual(['body.isActive']);
});

test('an entity used by market legal data cannot be deleted; an unused one can', async () => {
  const used = await countRows(t.db, projectLegalData, eq(projectLegalData.legalEntityEid, 'LE-OTTILIA-DK'));
  expect(used).toBeGreaterThan(0);
  const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: '/legal-entities/LE-OTTILIA-DK' });
  expect(problem(res)).toMatchObject({ status: 409, code: 'in-use', usage: { legalData: used } });
  expect(problem(res).detail).toContain(`${used} market legal-data rows`);
  expect(await countRows(t.db, legalEntities, eq(legalEntities.eid, 'LE-OTTILIA-DK'))).toBe(1);

  const { eid } = await createRecord(t, fixture);
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/legal-entities/${eid}` })).statusCode).toBe(204);
});
