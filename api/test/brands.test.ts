// Brands: list defaults and filters, validation, project counts, renames reaching the project list, delete.
import { eq } from 'drizzle-orm';
import { brands } from '../src/brands/brand-table.js';
import { projects } from '../src/projects/project-table.js';
import { createProject } from './helpers/projects.js';
import { createRecord, FIXTURES, fieldsOf, newEid, unique } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const fixture = FIXTURES.brands!;
const list = async (query = '') => {
  const res = await t.call('BRAND_MANAGER', { method: 'GET', url: `/brands${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    content: { eid: string; name: string; type: string; isActive: boolean; projectCount: number }[];
    totalElements: number;
    page: number;
    size: number;
    totalPages: number;
  };
};
const put = (eid: string, body: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/brands/${eid}`, headers, body });

describe('list', () => {
  test('defaults: page 1 of 20, sorted by name, with project counts from the projects table', async () => {
    const body = await list();
    const seeded = await t.db.select().from(brands);
    expect(body).toMatchObject({ page: 1, size: 20, totalElements: seeded.length, totalPages: 1 });
    const names = body.content.map((b) => b.name);
    expect(names).toEqual(seeded.map((b) => b.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const aurora = body.content.find((b) => b.eid === 'BR-AURORA-GIN')!;
    expect(aurora.projectCount).toBe(await countRows(t.db, projects, eq(projects.brandEid, 'BR-AURORA-GIN')));
    expect(aurora.projectCount).toBeGreaterThan(0);
    expect(body.content.find((b) => b.eid === 'BR-OLD-HARBOUR')).toMatchObject({ isActive: false, type: 'spirits' });
  });

  test('filters by type and flag, sorts descending, and pages', async () => {
    const wine = await list(
      `?$filter=${encodeURIComponent("type eq 'wine' and isActive eq true")}&$orderBy=${encodeURIComponent('name desc')}`,
    );
    expect(wine.content.map((b) => b.name)).toEqual(['Ridgeback Shiraz', 'Maren Vineyards', 'Castello Brio']);
    const second = await list('?page=2&size=5');
    const all = await list('?size=100');
    expect(second.content.map((b) => b.eid)).toEqual(all.content.slice(5, 10).map((b) => b.eid));
  });

  test('a select list is page 0 with size 250; an unknown field is refused', async () => {
    const select = await list('?page=0&size=250');
    expect(select.content.length).toBe(select.totalElements);
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/brands?$filter=${encodeURIComponent("colour eq 'red'")}` });
    expect(problem(res).code).toBe('filter-unknown-field');
  });

  test("a new project shows in the brand's project count at once (cached pages follow project writes)", async () => {
    const before = (await list('?size=100')).content.find((b) => b.eid === 'BR-VELA')!.projectCount;
    await createProject(t, { brandEid: 'BR-VELA' });
    expect((await list('?size=100')).content.find((b) => b.eid === 'BR-VELA')!.projectCount).toBe(before + 1);
  });
});

describe('create and update', () => {
  test('stores the type in lower case and trims the name; GET answers the same with its ETag', async () => {
    const eid = newEid();
    const res = await put(eid, { name: '  Polaris Gin  ', type: ' Spirits ' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe(`/brands/${eid}`);
    expect(res.json()).toEqual({
      eid,
      name: 'Polaris Gin',
      type: 'spirits',
      isActive: true,
      projectCount: 0,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const got = await t.call('BRAND_MANAGER', { method: 'GET', url: `/brands/${eid}` });
    expect(got.headers.etag).toBe('"1"');
    expect(got.json()).toEqual(res.json());
    expect((await list(`?$filter=${encodeURIComponent(`eid eq '${eid}'`)}`)).content).toHaveLength(1);
  });

  test('the record from a GET can be sent back with a change', async () => {
    const { eid, record } = await createRecord(t, fixture);
    const res = await put(eid, { ...record, isActive: false }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, version: 2 });
  });

  test('renaming a brand changes the name the project list shows at once', async () => {
    const { eid } = await createRecord(t, fixture);
    const uuid = await createProject(t, { brandEid: eid });
    const before = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects?$filter=${encodeURIComponent(`uuid eq '${uuid}'`)}` });
    expect(before.json().content[0].brand.eid).toBe(eid);
    const renamed = `Renamed Brand ${unique()}`;
    expect((await put(eid, { name: renamed, type: 'spirits' }, { 'if-match': '"1"' })).statusCode).toBe(200);
    const after = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects?$filter=${encodeURIComponent(`uuid eq '${uuid}'`)}` });
    expect(after.json().content[0].brand.name).toBe(renamed);
    const byName = await t.call('SUPER_ADMIN', {
      method: 'GET',
      url: `/projects?$filter=${encodeURIComponent(`brandName eq '${renamed}'`)}`,
    });
    expect(byName.json().totalElements).toBe(1);
  });
});

describe('validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { type: 'wine' }, 'body.name'],
    ['a blank name', { name: '   ', type: 'wine' }, 'body.name'],
    ['a name over 120 characters', { name: 'x'.repeat(121), type: 'wine' }, 'body.name'],
    ['a missing type', { name: 'No Type' }, 'body.type'],
    ['an unknown property', { name: 'Extra', type: 'wine', colour: 'red' }, 'body.colour'],
    ['a flag that is not a boolean', { name: 'Flag', type: 'wine', isActive: 'yes' }, 'body.isActive'],
  ];

  test.each(invalid)('%s is a 400 naming the field, nothing stored', async (_what, body, field) => {
    const eid = newEid();
    const res = await put(eid, body);
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBe('invalid-request');
    expect(fieldsOf(res)).toContain(field);
    expect(await countRows(t.db, brands, eq(brands.eid, eid))).toBe(0);
  });

  test('a name already taken, in any case, is a 409 duplicate-name naming the field', async () => {
    const eid = newEid();
    const res = await put(eid, { name: 'AURORA gin', type: 'spirits' });
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({
      code: 'duplicate-name',
      field: 'name',
      errors: [{ field: 'body.name', message: expect.stringContaining('another brand') }],
    });
    expect(await countRows(t.db, brands, eq(brands.eid, eid))).toBe(0);
  });

  test("keeping one's own name is not a duplicate", async () => {
    const { eid, record } = await createRecord(t, fixture);
    const res = await put(eid, { name: record.name.toUpperCase(), type: 'wine' }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
  });

  test('a body eid that differs from the path is a 400', async () => {
    const res = await put(newEid(), { eid: 'BR-OTHER', name: 'Mismatch', type: 'wine' });
    expect(problem(res)).toMatchObject({ code: 'eid-mismatch', field: 'eid' });
  });

  test('an eid with characters outside letters, digits, . _ - is a 400', async () => {
    const res = await put("x' or '1'='1", { name: 'Bad id', type: 'wine' });
    expect(res.statusCode).toBe(400);
  });
});
