// File exports to disk: POST /{r}/exports makes a signed link the browser downloads without a
// bearer token; the link is bound to its user, collection, format and filters, and lives a minute.
// Also the news and translations CSV exports, and 50,000 rows streamed through a link.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { EXPORT_LINK_SECONDS, signGrant, type ExportGrant } from '../src/exports/export-link.js';
import { EXPORT_MAX_ROWS } from '../src/http/download.js';
import { translationStrings } from '../src/translations/translation-table.js';
import { users } from '../src/users/user-table.js';
import { parseCsv } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const today = () => new Date().toISOString().slice(0, 10);

interface Link {
  url: string;
  rows: number;
  expiresAt: string;
  fileName: string;
}

async function makeLink(as: Role, collection: string, body: Record<string, unknown>) {
  return t.call(as, { method: 'POST', url: `/${collection}/exports`, body });
}

async function link(as: Role, collection: string, body: Record<string, unknown>): Promise<Link> {
  const res = await makeLink(as, collection, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** What the browser does with the link: a plain GET, no bearer token. */
async function follow(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvRows = (bytes: Buffer) => parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
const tokenOf = (url: string) => new URL(url).searchParams.get('link')!;
const grantOf = (url: string): ExportGrant => JSON.parse(Buffer.from(tokenOf(url).split('.')[0]!, 'base64url').toString('utf8'));

/** The body of a problem answer read by `follow`. */
const problemOf = ({ status, bytes }: { status: number; bytes: Buffer }) => ({ status, ...JSON.parse(bytes.toString('utf8')) });

/** Every row of a list, page by page. */
async function listAll(as: Role, collection: string, filter?: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call(as, {
      method: 'GET',
      url: `/${collection}?${new URLSearchParams({ page: String(page), size: '100', ...(filter ? { $filter: filter } : {}) })}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    rows.push(...body.content);
    if (page >= body.totalPages) return rows;
  }
}

describe('news and translations export CSV', () => {
  test("GET /news-items/export.csv: every item the filter selects, in the list's order", async () => {
    await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/news-items/csv-news',
      headers: { 'if-none-match': '*' },
      body: { handle: 'ottilia-news', title: '=Quarterly "cookie" news, part 2', summary: 'Short', body: 'Text', published: true },
    });
    const res = await t.call('SUPER_ADMIN', {
      method: 'GET',
      url: `/news-items/export.csv?${new URLSearchParams({ $filter: "contains(title,'cookie')", $orderBy: 'title asc' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="news-items-${today()}.csv"`);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['ID', 'Title', 'Published', 'Last changed', 'Summary', 'Link']);
    const listed = await listAll('SUPER_ADMIN', 'news-items', "contains(title,'cookie')");
    expect(rows.map((row) => row[0])).toEqual(
      listed.sort((a, b) => String(a.title).localeCompare(String(b.title))).map((item) => item.eid),
    );
    // a title a spreadsheet would run as a formula is written as text
    expect(rows.find((row) => row[0] === 'csv-news')?.slice(1, 3)).toEqual([`'=Quarterly "cookie" news, part 2`, today()]);
  });

  test('GET /translation-strings/export.csv: the filtered strings with their English', async () => {
    const filter = "namespace eq 'admin' and language eq 'en'";
    const res = await t.call('SUPER_ADMIN', {
      method: 'GET',
      url: `/translation-strings/export.csv?${new URLSearchParams({ $filter: filter })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="translation-strings-${today()}.csv"`);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Key', 'Namespace', 'Language', 'Text', 'English', 'Edited', 'Last changed', 'Project']);
    const listed = await listAll('SUPER_ADMIN', 'translation-strings', filter);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => row[0])).toEqual(listed.map((row) => row.key));
    expect(new Set(rows.map((row) => `${row[1]}/${row[2]}`))).toEqual(new Set(['admin/en']));
  });

  test("they need the list's permission, and a bad filter is a 400", async () => {
    expect(problem(await t.call('AGENCY_USER', { method: 'GET', url: '/news-items/export.csv' })).code).toBe('forbidden');
    expect(problem(await t.call('AGENCY_USER', { method: 'GET', url: '/translation-strings/export.csv' })).code).toBe('forbidden');
    expect((await t.call(null, { method: 'GET', url: '/news-items/export.csv' })).statusCode).toBe(401);
    const res = await t.call('SUPER_ADMIN', {
      method: 'GET',
      url: `/translation-strings/export.csv?${new URLSearchParams({ $filter: "colour eq 'red'" })}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('signed download links', () => {
  test('POST /brands/exports answers the count and a link the browser downloads without a token', async () => {
    const filter = "contains(name,'a')";
    const before = Date.now();
    const made = await link('SUPER_ADMIN', 'brands', { format: 'csv', $filter: filter, $orderBy: 'name desc' });
    const listed = await listAll('SUPER_ADMIN', 'brands', filter);
    expect(made.rows).toBe(listed.length);
    expect(made.fileName).toBe(`brands-${today()}.csv`);
    expect(new Date(made.expiresAt).getTime()).toBeGreaterThan(before + (EXPORT_LINK_SECONDS - 2) * 1000);
    expect(new Date(made.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + EXPORT_LINK_SECONDS * 1000);
    expect(made.url).toMatch(new RegExp(`^${t.baseUrl}/brands/exports\\?link=[\\w-]+\\.[\\w-]+$`));
    // no bearer token, nor anything else of the session, in the link
    expect(made.url).not.toMatch(/eyJ[\w-]+\.eyJ/);

    const file = await follow(made.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="brands-${today()}.csv"`);
    expect(file.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(file.bytes);
    expect(header?.[0]).toBe('ID');
    expect(rows).toHaveLength(made.rows);
    // the filter and the order the link was made for
    expect(rows.map((row) => row[0])).toEqual(
      listed.sort((a, b) => String(b.name).localeCompare(String(a.name), 'en')).map((brand) => brand.eid),
    );
  });

  test("the link runs with its maker's visibility: an agency manager's users file holds their agency only", async () => {
    const made = await link('AGENCY_MANAGER', 'users', { format: 'csv' });
    const agencyEid = account('AGENCY_MANAGER').agencyEid!;
    expect(made.rows).toBe(await countRows(t.db, users, sql`${users.agencyEid} = ${agencyEid}`));
    const [, ...rows] = csvRows((await follow(made.url)).bytes);
    expect(rows).toHaveLength(made.rows);
    expect(made.rows).toBeLessThan(await countRows(t.db, users));
  });

  test('the projects workbook through a link', async () => {
    const made = await link('BRAND_MANAGER', 'projects', { format: 'xlsx', $filter: "status eq 'DRAFT'", $orderBy: 'name asc' });
    expect(made.fileName).toBe(`projects-${today()}.xlsx`);
    const file = await follow(made.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projects')!;
    expect(sheet.rowCount).toBe(made.rows + 1);
    const statuses = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) statuses.add(row.getCell(6).value);
    });
    expect([...statuses]).toEqual(['Draft']);
  });

  test('a link is refused once it has expired: 410 export-link-expired', async () => {
    const grant: ExportGrant = { sub: account('SUPER_ADMIN').sub, res: 'brands', fmt: 'csv', exp: Math.floor(Date.now() / 1000) - 1 };
    const answer = await follow(`${t.baseUrl}/brands/exports?link=${signGrant(t.app.config.exportSigningKey, grant)}`);
    expect(problemOf(answer)).toMatchObject({ status: 410, code: 'export-link-expired' });
    // the browser saves the refusal instead of leaving the portal for it
    expect(answer.headers['content-disposition']).toBe('attachment; filename="brands-export-failed.json"');
  });

  test('a changed link is refused: another user, filter, collection or format, or another key', async () => {
    const made = await link('AGENCY_MANAGER', 'users', { format: 'csv', $filter: "state eq 'ACTIVE'" });
    const grant = grantOf(made.url);
    const [, signature] = tokenOf(made.url).split('.');
    const forged = (changes: Partial<ExportGrant>) =>
      `${Buffer.from(JSON.stringify({ ...grant, ...changes })).toString('base64url')}.${signature}`;
    for (const token of [
      forged({ sub: account('SUPER_ADMIN').sub }),
      forged({ filter: undefined }),
      forged({ exp: grant.exp + 3600 }),
      `${tokenOf(made.url)}x`,
      signGrant('another-key-another-key-another-key', grant),
    ]) {
      expect(problemOf(await follow(`${t.baseUrl}/users/exports?link=${token}`))).toMatchObject({
        status: 403,
        code: 'export-link-invalid',
      });
    }
    // a link for one collection or format does not open another
    expect(problemOf(await follow(`${t.baseUrl}/brands/exports?link=${tokenOf(made.url)}`))).toMatchObject({
      status: 403,
      code: 'export-link-invalid',
    });
    const xlsx = signGrant(t.app.config.exportSigningKey, { ...grant, fmt: 'xlsx' });
    expect(problemOf(await follow(`${t.baseUrl}/users/exports?link=${xlsx}`))).toMatchObject({ status: 403, code: 'export-link-invalid' });
    // not a token at all
    expect((await follow(`${t.baseUrl}/users/exports?link=not-a-token`)).status).toBe(400);
    // the genuine one still works
    expect((await follow(made.url)).status).toBe(200);
  });

  test('a link of a user who may not (or no longer) read the list is refused', async () => {
    const exp = Math.floor(Date.now() / 1000) + 30;
    const agencyUser = signGrant(t.app.config.exportSigningKey, { sub: account('AGENCY_USER').sub, res: 'users', fmt: 'csv', exp });
    expect(problemOf(await follow(`${t.baseUrl}/users/exports?link=${agencyUser}`))).toMatchObject({ status: 403, code: 'forbidden' });
    const nobody = signGrant(t.app.config.exportSigningKey, { sub: 'no-such-user', res: 'users', fmt: 'csv', exp });
    expect(problemOf(await follow(`${t.baseUrl}/users/exports?link=${nobody}`))).toMatchObject({ status: 403, code: 'user-disabled' });
    // POST itself needs the permission
    expect(problem(await makeLink('AGENCY_USER', 'users', { format: 'csv' })).code).toBe('forbidden');
  });

  test('a bad request for a link: wrong format, unknown field, filter the list refuses', async () => {
    expect((await makeLink('SUPER_ADMIN', 'projects', { format: 'csv' })).statusCode).toBe(400);
    expect((await makeLink('SUPER_ADMIN', 'brands', { format: 'csv', page: 2 })).statusCode).toBe(400);
    expect(problem(await makeLink('SUPER_ADMIN', 'brands', { format: 'csv', $filter: "colour eq 'red'" })).status).toBe(400);
    expect((await t.call(null, { method: 'POST', url: '/brands/exports', body: { format: 'csv' } })).statusCode).toBe(401);
  });
});

describe('50,000 rows', () => {
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into ${translationStrings} (project_id, language, namespace, key, value, english)
      select 'bulk', 'en', 'bulk', 'key.' || lpad(n::text, 6, '0'), 'Text ' || n, 'Text ' || n from generate_series(1, ${EXPORT_MAX_ROWS}) as n`);
  }, 120_000);

  test('are streamed through a link, every one, in order', async () => {
    const made = await link('SUPER_ADMIN', 'translation-strings', { format: 'csv', $filter: "projectId eq 'bulk'" });
    expect(made.rows).toBe(EXPORT_MAX_ROWS);
    const res = await fetch(made.url);
    expect(res.status).toBe(200);
    // read as the browser saves it: chunk by chunk, as they arrive
    let chunks = 0;
    let lines = 0;
    let last = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      chunks++;
      const text = last + decoder.decode(chunk, { stream: true });
      const parts = text.split('\r\n');
      last = parts.pop()!;
      lines += parts.length;
      if (lines === 2) expect(parts.at(-1)).toMatch(/^key\.000001,bulk,en,Text 1,/);
    }
    expect(last).toBe('');
    expect(lines).toBe(EXPORT_MAX_ROWS + 1);
    expect(chunks).toBeGreaterThan(10);
  }, 120_000);

  test('one more than the cap is refused before a link is made: 422 export-too-large', async () => {
    const res = await makeLink('SUPER_ADMIN', 'translation-strings', { format: 'csv' });
    expect(res.statusCode).toBe(422);
    expect(problem(res).code).toBe('export-too-large');
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/translation-strings/export.csv' })).statusCode).toBe(422);
  });
});
