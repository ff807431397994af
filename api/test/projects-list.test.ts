// GET /projects: paging, sorting, filtering and totals, and hostile list parameters.
import { and, eq, gt, sql } from 'drizzle-orm';
import { brands } from '../src/brands/brand-table.js';
import { history } from '../src/db/history-table.js';
import { projectMarkets, projects } from '../src/projects/project-table.js';
import { DEMO_SIZES } from '../src/seed/demo.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

interface Row {
  uuid: string;
  name: string;
  createdAt: string;
  estimatedGoLiveDate: string | null;
  status: string;
  brand: { name: string };
  hasAgeGateway: boolean;
}
const list = async (params: Record<string, string> = {}) => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects?${new URLSearchParams(params)}` });
  return res;
};
const page = async (params: Record<string, string> = {}) => {
  const res = await list(params);
  expect(res.statusCode).toBe(200);
  return res.json() as { content: Row[]; page: number; size: number; totalElements: number; totalPages: number };
};

describe('paging and sorting', () => {
  test('the default is page 1 of 20, newest first, with totals', async () => {
    const body = await page();
    expect(body).toMatchObject({ page: 1, size: 20, totalElements: DEMO_SIZES.projects, totalPages: DEMO_SIZES.projects / 20 });
    expect(body.content).toHaveLength(20);
    const times = body.content.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = await t.db.select({ uuid: projects.uuid }).from(projects).orderBy(sql`${projects.createdAt} desc`).limit(1);
    expect(body.content[0]!.uuid).toBe(newest!.uuid);
  });

  test('pages cut one stable order into pieces', async () => {
    const whole = (await page({ size: '100' })).content.map((p) => p.uuid);
    const third = (await page({ size: '5', page: '3' })).content.map((p) => p.uuid);
    expect(third).toEqual(whole.slice(10, 15));
    const last = await page({ page: '10' });
    expect(last.content).toHaveLength(20);
    const beyond = await page({ page: '11' });
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(DEMO_SIZES.projects);
  });

  test('a select list asks page 0 with size 250', async () => {
    const body = await page({ page: '0', size: '250' });
    expect(body.content).toHaveLength(DEMO_SIZES.projects);
  });

  test('$orderBy sorts by a joined name, then by the next term', async () => {
    const body = await page({ $orderBy: 'brandName asc, createdAt desc', size: '100' });
    // the seed's brand names all start with different letters
    const initials = body.content.map((p) => p.brand.name[0]!);
    expect(initials).toEqual([...initials].sort());
    const aurora = body.content.filter((p) => p.brand.name === 'Aurora Gin').map((p) => Date.parse(p.createdAt));
    expect(aurora).toEqual([...aurora].sort((a, b) => b - a));
  });

  test('sorting by brand, agency or type name follows a rename at once, new projects included', async () => {
    const byBrand = async () => (await page({ $orderBy: 'brandName desc', size: '100' })).content.map((p) => p.brand.name);
    const first = (await byBrand())[0]!;
    const [last] = await t.db.select().from(brands).where(eq(brands.name, 'Aurora Gin'));
    const current = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/brands/${last!.eid}` })).json();
    const renamed = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/brands/${last!.eid}`,
      headers: { 'if-match': `"${current.version}"` },
      body: { ...current, name: 'Zenith Gin' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await byBrand())[0]).toBe('Zenith Gin');
    expect(first).not.toBe('Zenith Gin');
    const agencies = (await page({ $orderBy: 'agencyName asc', $filter: 'agencyEid ne null', size: '100' })).content as unknown as {
      agency: { name: string };
    }[];
    const names = agencies.map((p) => p.agency.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const [row] = await t.db
      .select({ brand: projects.brandSortName, type: projects.typeSortName })
      .from(projects)
      .where(eq(projects.brandEid, last!.eid))
      .limit(1);
    expect(row).toMatchObject({ brand: 'zenith gin', type: expect.any(String) });
    // the later tests filter by the seed's name
    const back = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/brands/${last!.eid}` })).json();
    await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/brands/${last!.eid}`,
      headers: { 'if-match': `"${back.version}"` },
      body: { ...back, name: 'Aurora Gin' },
    });
  });

  test('$orderBy on a date, descending', async () => {
    const body = await page({ $orderBy: 'estimatedGoLiveDate desc', $filter: 'estimatedGoLiveDate ne null', size: '100' });
    const dates = body.content.map((p) => p.estimatedGoLiveDate!);
    expect(dates.every(Boolean)).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('filtering', () => {
  test('by brand name, with the total of the filter', async () => {
    const body = await page({ $filter: "brandName eq 'Aurora Gin'", size: '100' });
    const [aurora] = await t.db.select().from(brands).where(eq(brands.name, 'Aurora Gin'));
    const expected = await countRows(t.db, projects, eq(projects.brandEid, aurora!.eid));
    expect(expected).toBeGreaterThan(0);
    expect(body.totalElements).toBe(expected);
    expect(body.content.every((p) => p.brand.name === 'Aurora Gin')).toBe(true);
  });

  test('contains() is case-insensitive', async () => {
    const body = await page({ $filter: "contains(name,'GIN')", size: '100' });
    expect(body.totalElements).toBeGreaterThan(0);
    expect(body.content.every((p) => p.name.toLowerCase().includes('gin'))).toBe(true);
  });

  test('combined conditions on status, a flag and the creation time', async () => {
    const since = '2025-06-01T00:00:00Z';
    const body = await page({ $filter: `status eq 'DRAFT' and hasAgeGateway eq true and createdAt gt ${since}`, size: '100' });
    const expected = await countRows(
      t.db,
      projects,
      and(eq(projects.status, 'DRAFT'), eq(projects.hasAgeGateway, true), gt(projects.createdAt, new Date(since))),
    );
    expect(body.totalElements).toBe(expected);
    for (const p of body.content) {
      expect(p).toMatchObject({ status: 'DRAFT', hasAgeGateway: true });
      expect(Date.parse(p.createdAt)).toBeGreaterThan(Date.parse(since));
    }
  });

  test('LIKE wildcards in a search are literal', async () => {
    expect((await page({ $filter: "contains(name,'%')" })).totalElements).toBe(0);
    expect((await page({ $filter: "contains(name,'_')" })).totalElements).toBe(0);
  });

  test('a quote inside a literal is doubled and matches nothing here', async () => {
    expect((await page({ $filter: "name eq 'Aurora''s Gin'" })).totalElements).toBe(0);
  });

  test('the total follows writes (count cache invalidated)', async () => {
    const before = (await page()).totalElements;
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/projects/0b7c6a52-8d0e-4c4f-9f55-6f6f0e2b1a01',
      body: { name: 'Counted', brandEid: 'BR-VELA', projectTypeEid: 'PT-EVENT' },
    });
    expect(res.statusCode).toBe(201);
    expect((await page()).totalElements).toBe(before + 1);
  });
});

describe('hostile list parameters answer 400 and change nothing', () => {
  const hostile: [string, Record<string, string>][] = [
    ['SQL after a literal', { $filter: "name eq 'x'; drop table projects; --" }],
    ['a tautology outside the grammar', { $filter: "name eq 'x' or 1 eq 1" }],
    ['breaking out of parentheses', { $filter: "brandName eq 'Aurora Gin') or (1 eq 1" }],
    ['an unterminated string', { $filter: "name eq 'x" }],
    ['a lone quote', { $filter: "'" }],
    ['an unknown field', { $filter: "password eq 'x'" }],
    ['a prototype key as field', { $filter: "constructor eq 'x'" }],
    ['an unsupported function', { $filter: "substringof('a',name)" }],
    ['a raw SQL function', { $filter: 'pg_sleep(5) eq 1' }],
    ['a comparison with the wrong type', { $filter: "hasAgeGateway eq 'yes'" }],
    ['a 10 KB string', { $filter: `name eq '${'a'.repeat(10_000)}'` }],
    ['deep nesting', { $filter: `${'('.repeat(200)}name eq 'x'${')'.repeat(200)}` }],
    ['an unknown $orderBy field', { $orderBy: 'secret asc' }],
    ['SQL in $orderBy', { $orderBy: 'name; drop table projects' }],
    ['a bad direction', { $orderBy: 'name sideways' }],
    ['an expression in $orderBy', { $orderBy: '(select 1)' }],
    ['a negative page', { page: '-1' }],
    ['a huge size', { size: '100000' }],
    ['a page that is not a number', { page: 'abc' }],
  ];

  test.each(hostile)('%s', async (_what, params) => {
    const counts = async () => [await countRows(t.db, projects), await countRows(t.db, projectMarkets), await countRows(t.db, history)];
    const before = await counts();
    const res = await list(params);
    expect(res.statusCode).toBe(400);
    const body = problem(res);
    expect(body.status).toBe(400);
    expect(body.detail).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  test('the API stays responsive after hostile input', async () => {
    const started = Date.now();
    await list({ $filter: 'pg_sleep(5) eq 1' });
    expect((await page()).totalElements).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
