// GET /projects/export-excel: the project list as a workbook, read back with exceljs.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { EXPORT_MAX_ROWS } from '../src/http/download.js';
import { visibleTo } from '../src/projects/project-queries.js';
import { loadCurrentUser } from '../src/auth/current-user.js';
import { createProject } from './helpers/projects.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

type Caller = 'SUPER_ADMIN' | 'BRAND_MANAGER' | 'AGENCY_MANAGER' | 'AGENCY_USER' | { token: string };
type Cell = string | Date | null;

/** How the screens write each status. */
const STATUS_LABELS: Record<string, string | undefined> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  PUBLISHED: 'Published',
};
const HEADER = [
  'ID',
  'Name',
  'Agency',
  'Brand',
  'Type of website',
  'Status',
  'Created',
  'Estimated go-live',
  'Markets',
  'Global policies',
  'Age gateway',
  'Cookie consent',
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Date().toISOString().slice(0, 10);

const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `?${new URLSearchParams(defined)}` : '';
};

/** The raw download: fetch directly, since the test client reads bodies as text. */
async function download(as: Caller, params: Record<string, string | undefined> = {}) {
  const token = typeof as === 'string' ? await t.tokens.forRole(as) : as.token;
  const res = await fetch(`${t.baseUrl}/projects/export-excel${query(params)}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function readSheet({ status, bytes }: { status: number; bytes: Buffer }) {
  if (status !== 200) throw new Error(`export refused: ${status} ${bytes.toString('utf8')}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Projects']);
  const sheet = workbook.getWorksheet('Projects')!;
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(HEADER.map((_h, i) => (row.getCell(i + 1).value ?? null) as Cell));
  });
  return { sheet, header: rows[0], rows: rows.slice(1) };
}

interface ListProject {
  uuid: string;
  name: string;
  createdAt: string;
  estimatedGoLiveDate: string | null;
  status: string;
  agency: { name: string } | null;
  brand: { name: string };
  projectTypeName: string;
  markets: string[];
  hasGlobalPolicies: boolean;
  hasAgeGateway: boolean;
  hasCookieConsent: boolean;
}

/** Every page of GET /projects with the same filter and order. */
async function listAll(as: Caller, params: Record<string, string | undefined> = {}) {
  const all: ListProject[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call(as, { method: 'GET', url: `/projects${query({ ...params, page: String(page), size: '100' })}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    all.push(...body.content);
    if (page >= body.totalPages) return all;
  }
}

/** The row the export should hold for a project of the list. */
const expectedRow = (p: ListProject): Cell[] => [
  p.uuid,
  p.name,
  p.agency?.name ?? 'Other agency',
  p.brand.name,
  p.projectTypeName,
  STATUS_LABELS[p.status] ?? p.status,
  new Date(p.createdAt),
  p.estimatedGoLiveDate ? new Date(`${p.estimatedGoLiveDate}T00:00:00Z`) : null,
  p.markets.join(', '),
  p.hasGlobalPolicies ? 'Yes' : 'No',
  p.hasAgeGateway ? 'Yes' : 'No',
  p.hasCookieConsent ? 'Yes' : 'No',
];

async function expectExportEqualsList(as: Caller, params: Record<string, string | undefined> = {}) {
  const res = await download(as, params);
  expect(res.status).toBe(200);
  const { header, rows } = await readSheet(res);
  expect(header).toEqual(HEADER);
  const list = await listAll(as, params);
  expect(rows).toEqual(list.map(expectedRow));
  return rows;
}

test.each(ROLES)('%s may export (projectsRead)', async (role) => {
  const res = await download(role);
  expect(res.status).toBe(200);
});

test('a user without a role is refused; without a token 401', async () => {
  await t.db.insert(users).values({ eid: 'export-roleless', email: 'export-roleless@ottilia.example', displayName: 'Roleless', roles: [] });
  const refused = await t.call({ token: await t.tokens.mint('export-roleless') }, { method: 'GET', url: '/projects/export-excel' });
  expect(refused.statusCode).toBe(403);
  expect(problem(refused)).toMatchObject({ code: 'forbidden', permission: 'projectsRead' });
  expect((await t.call(null, { method: 'GET', url: '/projects/export-excel' })).statusCode).toBe(401);
});

test('an attachment named projects-<today>.xlsx with the spreadsheet content type', async () => {
  const res = await download('SUPER_ADMIN');
  expect(res.headers['content-type']).toBe(XLSX);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="projects-${today()}.xlsx"`);
  // a zip file (PK)
  expect([...res.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
});

test("every project, in the list's default order, row for row as GET /projects shows them", async () => {
  const rows = await expectExportEqualsList('SUPER_ADMIN');
  expect(rows).toHaveLength(await countRows(t.db, projects));
});

test('the filter and order of the list apply, lookup fields included', async () => {
  const published = await expectExportEqualsList('BRAND_MANAGER', { $filter: "status eq 'PUBLISHED'", $orderBy: 'name asc' });
  expect(published.length).toBeGreaterThan(0);
  expect(published.every((row) => row[5] === 'Published')).toBe(true);
  expect(published.length).toBeLessThan(await countRows(t.db, projects));

  const byAgency = await expectExportEqualsList('SUPER_ADMIN', {
    $filter: "contains(agencyName,'north') or agencyEid eq null",
    $orderBy: 'agencyName desc, estimatedGoLiveDate asc',
  });
  expect(byAgency.length).toBeGreaterThan(0);
  expect(byAgency.every((row) => row[2] === 'Northwind Digital' || row[2] === 'Other agency')).toBe(true);

  const none = await download('SUPER_ADMIN', { $filter: "name eq 'No project has this name'" });
  expect((await readSheet(none)).rows).toEqual([]);
});

test.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)('%s exports exactly the projects it can see', async (role) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const rows = await expectExportEqualsList(role);
  const user = (await loadCurrentUser(t.db, account.sub))!;
  expect(rows).toHaveLength(await countRows(t.db, projects, visibleTo(user)));
  expect(rows.length).toBeLessThan(await countRows(t.db, projects));

  // another agency's project, even when the filter names it, is absent
  const foreign = await createProject(t, { agencyEid: 'AG-BLUEPEAK', name: 'Bluepeak export secret' });
  const filtered = await download(role, { $filter: `uuid eq '${foreign}'` });
  expect((await readSheet(filtered)).rows).toEqual([]);
  expect((await readSheet(await download('BRAND_MANAGER', { $filter: `uuid eq '${foreign}'` }))).rows).toHaveLength(1);
});

test('the header is bold and frozen, dates are Excel dates shown dd/mm/yyyy, columns fit their content', async () => {
  const uuid = await createProject(t, { name: 'Format check', estimatedGoLiveDate: '2026-12-24', agencyEid: 'other' });
  const { sheet, rows } = await readSheet(await download('SUPER_ADMIN', { $filter: `uuid eq '${uuid}'` }));
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const row = sheet.getRow(2);
  for (const column of [7, 8]) {
    expect(row.getCell(column).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(column).numFmt).toBe('dd/mm/yyyy');
  }
  expect(rows[0]![7]).toEqual(new Date('2026-12-24T00:00:00Z'));
  expect(rows[0]![2]).toBe('Other agency');
  const widths = HEADER.map((_h, i) => sheet.getColumn(i + 1).width!);
  // wide enough for a uuid and for every header, bounded for long names
  expect(widths[0]).toBeGreaterThanOrEqual(36);
  HEADER.forEach((header, i) => expect(widths[i]).toBeGreaterThanOrEqual(header.length));
  expect(Math.max(...widths)).toBeLessThanOrEqual(60);
});

test('text that looks like a formula stays text', async () => {
  const uuid = await createProject(t, { name: '=HYPERLINK("http://evil.example","x")' });
  const { sheet } = await readSheet(await download('SUPER_ADMIN', { $filter: `uuid eq '${uuid}'` }));
  const cell = sheet.getRow(2).getCell(2);
  expect(cell.type).toBe(ExcelJS.ValueType.String);
  expect(cell.value).toBe('=HYPERLINK("http://evil.example","x")');
});

test('a bad filter is refused as the list refuses it', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/export-excel${query({ $filter: "colour eq 'red'" })}` });
  expect(problem(res)).toMatchObject({ status: 400, code: 'filter-unknown-field', parameter: '$filter' });
  const order = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/export-excel${query({ $orderBy: 'colour asc' })}` });
  expect(problem(order).code).toBe('orderby-unknown-field');
});

// Last: it adds more projects than an export may hold.
test(`more than ${EXPORT_MAX_ROWS} matching projects are refused with export-too-large; a narrower filter works`, async () => {
  const bulk = EXPORT_MAX_ROWS + 1 - (await countRows(t.db, projects));
  await t.db.execute(sql`
    insert into ${projects} (uuid, name, brand_eid, project_type_eid)
    select gen_random_uuid(), 'Bulk export ' || n, 'BR-AURORA-GIN', 'PT-CAMPAIGN' from generate_series(1, ${bulk}) as n`);
  // written behind the API's back: the table's trigger tells the list caches
  expect(await countRows(t.db, projects)).toBe(EXPORT_MAX_ROWS + 1);

  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects/export-excel' });
  expect(problem(res)).toMatchObject({ status: 422, code: 'export-too-large' });
  expect(problem(res).detail).toBe(`More than ${EXPORT_MAX_ROWS} projects match; narrow the filter and export again.`);

  const narrow = await download('SUPER_ADMIN', { $filter: "not startswith(name,'Bulk export ')" });
  expect(narrow.status).toBe(200);
  expect((await readSheet(narrow)).rows).toHaveLength(EXPORT_MAX_ROWS + 1 - bulk);
}, 300_000); // 50,001 rows on the embedded database, beside the browser passes on two cores
