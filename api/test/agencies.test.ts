// Agencies: list defaults, select list, filters, validation, requests by brand managers, delete refusals.
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { agencies } from '../src/agencies/agency-table.js';
import { history } from '../src/db/history-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { createRecord, FIXTURES, fieldsOf, historyRows, newEid, unique } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const fixture = FIXTURES.agencies!;
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'BRAND_MANAGER')!;
const agencyManager = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
interface Agency {
  eid: string;
  name: string;
  marketCode: string;
  marketName: string;
  isActive: boolean;
  reviewState: string;
  requestedBy: { eid: string; displayName: string; email: string } | null;
  projectCount: number;
}
const list = async (query = '') => {
  const res = await t.call('BRAND_MANAGER', { method: 'GET', url: `/agencies${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { content: Agency[]; totalElements: number; page: number; size: number };
};
const q = (text: string) => encodeURIComponent(text);
const put = (
  eid: string,
  body: unknown,
  headers: Record<string, string> = { 'if-none-match': '*' },
  role: 'SUPER_ADMIN' | 'BRAND_MANAGER' = 'SUPER_ADMIN',
) => t.call(role, { method: 'PUT', url: `/agencies/${eid}`, headers, body });
const validBody = (overrides: Record<string, unknown> = {}) => ({ ...fixture.body(unique()), ...overrides });

describe('list', () => {
  test('defaults: sorted by name, market names (GO is Global), requester, project counts', async () => {
    const body = await list();
    const seeded = await t.db.select().from(agencies);
    expect(body.totalElements).toBe(seeded.length);
    expect(body.content.map((a) => a.name)).toEqual(
      seeded.map((a) => a.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(body.content.find((a) => a.eid === 'AG-GLOBE-ANCHOR')).toMatchObject({ marketCode: 'GO', marketName: 'Global' });
    expect(body.content.find((a) => a.eid === 'AG-HARBOR-LIGHTS')).toMatchObject({
      reviewState: 'PENDING',
      requestedBy: { eid: agencyManager.sub, displayName: agencyManager.displayName, email: agencyManager.email },
    });
    const northwind = body.content.find((a) => a.eid === 'AG-NORTHWIND')!;
    expect(northwind.requestedBy).toBeNull();
    expect(northwind.projectCount).toBe(await countRows(t.db, projects, eq(projects.agencyEid, 'AG-NORTHWIND')));
  });

  test('the select list: active agencies only, by name, page 0 of 250', async () => {
    const body = await list(`?page=0&size=250&$filter=${q('isActive eq true')}&$orderBy=${q('name asc')}`);
    const active = await t.db.select().from(agencies).where(eq(agencies.isActive, true));
    expect(body.content.map((a) => a.eid).sort()).toEqual(active.map((a) => a.eid).sort());
    expect(body.content.every((a) => a.isActive)).toBe(true);
    const names = body.content.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test('filters on the market name, the review state and search', async () => {
    expect((await list(`?$filter=${q("marketName eq 'france'")}`)).content.map((a) => a.eid)).toEqual(['AG-ATELIER']);
    const rejected = await list(`?$filter=${q("reviewState eq 'REJECTED'")}`);
    expect(rejected.content.map((a) => a.eid)).toEqual(['AG-CANVAS']);
    const search = await list(`?$filter=${q("contains(name,'NORTH') or contains(marketName,'north')")}`);
    expect(search.content.map((a) => a.eid)).toEqual(['AG-NORTHWIND']);
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/agencies?$filter=${q("reviewState eq 'MAYBE'")}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('create and update', () => {
  test('a brand manager asks for a new agency: PENDING, requested by them', async () => {
    const eid = newEid();
    const res = await put(eid, validBody({ name: 'Lighthouse Studio', marketCode: 'SE' }), { 'if-none-match': '*' }, 'BRAND_MANAGER');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eid,
      name: 'Lighthouse Studio',
      marketCode: 'SE',
      marketName: 'Sweden',
      isActive: true,
      reviewState: 'PENDING',
      reviewReason: null,
      requestedBy: { eid: manager.sub, displayName: manager.displayName, email: manager.email },
      projectCount: 0,
      version: 1,
    });
    const [created] = await historyRows(t, 'agency', eid);
    expect(created).toMatchObject({
      action: 'create',
      actorEid: manager.sub,
      changes: expect.objectContaining({ name: { from: null, to: 'Lighthouse Studio' }, reviewState: { from: null, to: 'PENDING' } }),
    });
  });

  test('a brand manager may create but not edit agencies', async () => {
    const { eid } = await createRecord(t, fixture);
    const before = (await t.db.select().from(agencies).where(eq(agencies.eid, eid)))[0];
    const res = await put(eid, validBody(), { 'if-match': '"1"' }, 'BRAND_MANAGER');
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'agenciesEdit' });
    expect((await t.db.select().from(agencies).where(eq(agencies.eid, eid)))[0]).toEqual(before);
  });

  test('an update changes the editable fields only; review state and requester stay', async () => {
    const { eid } = await createRecord(t, fixture);
    const res = await put(
      eid,
      validBody({ name: 'Edited Agency', marketCode: 'GO', mainContactEmail: 'new.contact@agency.example', isActive: false }),
      { 'if-match': '"1"' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited Agency',
      marketCode: 'GO',
      marketName: 'Global',
      mainContactEmail: 'new.contact@agency.example',
      isActive: false,
      reviewState: 'PENDING',
      version: 2,
    });
    const [, updated] = await historyRows(t, 'agency', eid);
    expect(updated!.changes).toMatchObject({
      name: { to: 'Edited Agency' },
      marketCode: { from: 'DK', to: 'GO' },
      isActive: { from: true, to: false },
    });
    expect(updated!.changes).not.toHaveProperty('reviewState');
  });

  test('renaming an agency changes the agency name the project list shows at once', async () => {
    const uuid = await createProject(t);
    const url = `/projects?$filter=${q(`uuid eq '${uuid}'`)}`;
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url })).json().content[0].agency.name).toBe('Northwind Digital');
    const current = await t.call('SUPER_ADMIN', { method: 'GET', url: '/agencies/AG-NORTHWIND' });
    const renamed = await put(
      'AG-NORTHWIND',
      { ...current.json<Record<string, unknown>>(), name: 'Northwind Digital Group' },
      { 'if-match': current.headers.etag! },
    );
    expect(renamed.statusCode).toBe(200);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url })).json().content[0].agency.name).toBe('Northwind Digital Group');
  });
});

describe('validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'body.name'],
    ['a missing market', { marketCode: undefined }, 'body.marketCode'],
    ['a missing main contact', { mainContactName: undefined }, 'body.mainContactName'],
    ['a missing e-mail', { mainContactEmail: undefined }, 'body.mainContactEmail'],
    ['an e-mail without @', { mainContactEmail: 'tess.agency.example' }, 'body.mainContactEmail'],
    ['a name over 120 characters', { name: 'A'.repeat(121) }, 'body.name'],
    ['a blank contact name', { mainContactName: ' ' }, 'body.mainContactName'],
  ];

  test.each(invalid)('%s is a 400 naming the field, nothing stored', async (_what, overrides, field) => {
    const eid = newEid();
    const res = await put(eid, validBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe('invalid-request');
    expect(fieldsOf(res)).toContain(field);
    expect(await countRows(t.db, agencies, eq(agencies.eid, eid))).toBe(0);
  });

  test('the e-mail message says what is wrong', async () => {
    const res = await put(newEid(), validBody({ mainContactEmail: 'not-an-address' }));
    expect(problem(res).errors).toContainEqual({ field: 'body.mainContactEmail', message: 'must be an e-mail address' });
  });

  test('an unknown market is a 422 unknown-market naming the field', async () => {
    const eid = newEid();
    const res = await put(eid, validBody({ marketCode: 'XX' }));
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'unknown-market', field: 'marketCode', errors: [{ field: 'body.marketCode' }] });
    expect(await countRows(t.db, agencies, eq(agencies.eid, eid))).toBe(0);
  });

  test('a taken name in another case is a 409 duplicate-name', async () => {
    const res = await put(newEid(), validBody({ name: 'bluepeak STUDIO' }));
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'duplicate-name', field: 'name' });
  });
});

describe('delete', () => {
  test('an agency with projects is refused with 409 in-use naming the count; nothing is deleted', async () => {
    const used = await countRows(t.db, projects, eq(projects.agencyEid, 'AG-BLUEPEAK'));
    const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: '/agencies/AG-BLUEPEAK' });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({ code: 'in-use', usage: { projects: used } });
    expect(problem(res).detail).toContain(`${used} projects`);
    expect(await countRows(t.db, agencies, eq(agencies.eid, 'AG-BLUEPEAK'))).toBe(1);
  });

  test('an agency that only users belong to is refused too', async () => {
    const { eid } = await createRecord(t, fixture);
    await t.db
      .insert(users)
      .values({ eid: `user-${eid}`, email: `${eid}@agency.example`, displayName: 'Agency Person', roles: ['AGENCY_USER'], agencyEid: eid });
    const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/agencies/${eid}` });
    expect(problem(res)).toMatchObject({ status: 409, code: 'in-use', usage: { projects: 0, users: 1 } });
    expect(problem(res).detail).toBe('This agency is used by 1 user, so it cannot be deleted; move them to another agency first.');
  });

  test('an unused agency is deleted, with a history row of its last values', async () => {
    const { eid } = await createRecord(t, fixture, { name: 'Short Lived Agency' });
    const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/agencies/${eid}` });
    expect(res.statusCode).toBe(204);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/agencies/${eid}` })).statusCode).toBe(404);
    const rows = await t.db.select().from(history).where(eq(history.resourceId, eid));
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      changes: expect.objectContaining({ name: { from: 'Short Lived Agency', to: null } }),
    });
  });
});
