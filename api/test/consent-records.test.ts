// Consent that lasts and can be proven (issue 27 item 5): the public record endpoint (bad input,
// rate limit), the lifetime setting, the owners' CSV export (a signed link the browser downloads,
// and the bearer route), the retention purge, and the revision that follows the cookie list.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { ROLES } from '@ottilia/shared-contracts/permissions';
import { consentRecords } from '../src/consent/consent-table.js';
import { consentRecordsOf, purgeConsentRecords } from '../src/consent/consent-records.js';
import { signGrant, type ExportGrant } from '../src/exports/export-link.js';
import { projectMembers } from '../src/projects/members/member-table.js';
import { projects } from '../src/projects/project-table.js';
import { users } from '../src/users/user-table.js';
import { createProject } from './helpers/projects.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CONSENT_RECORDS_PER_MINUTE: '1000' } });
}, 120_000);
afterAll(() => t?.close());

const agencyUser = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
const choice = (overrides: Record<string, unknown> = {}) => ({
  visitorId: randomUUID(),
  revision: '0123456789abcdef',
  choice: { necessary: true, functional: true, performance: false },
  market: 'dk',
  ageGate: 'passed',
  ...overrides,
});
const post = (projectId: string, body: unknown, contentType = 'application/json') =>
  t.call(null, {
    method: 'POST',
    url: `/consent/${projectId}/records`,
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const csv = (as: Parameters<TestApp['call']>[0], projectId: string) =>
  t.call(as, { method: 'GET', url: `/projects/${projectId}/consent-records.csv` });
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
const makeLink = (as: Parameters<TestApp['call']>[0], projectId: string, body: unknown = { format: 'csv' }) =>
  t.call(as, { method: 'POST', url: `/projects/${projectId}/consent-records/exports`, body });
/** What the browser does with a link: a plain GET, no bearer token. */
async function follow(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), text: await res.text() };
}
const problemOf = ({ status, text }: { status: number; text: string }) => ({ status, ...JSON.parse(text) });
const tokenOf = (url: string) => new URL(url).searchParams.get('link')!;
const grantOf = (url: string): ExportGrant => JSON.parse(Buffer.from(tokenOf(url).split('.')[0]!, 'base64url').toString('utf8'));

async function foreignProject() {
  const [row] = await t.db
    .select({ uuid: projects.uuid })
    .from(projects)
    .where(
      and(
        ne(projects.agencyEid, agencyUser.agencyEid!),
        notExists(
          t.db
            .select()
            .from(projectMembers)
            .where(and(eq(projectMembers.projectUuid, projects.uuid), eq(projectMembers.userEid, agencyUser.sub))),
        ),
      ),
    )
    .limit(1);
  return row!.uuid;
}

describe('POST /consent/{projectId}/records', () => {
  test('records the choice without a token, as JSON or as the text/plain a beacon sends, and stores no address', async () => {
    const uuid = await createProject(t);
    const first = choice();
    const res = await post(uuid, first);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(
      (
        await post(
          uuid,
          JSON.stringify(choice({ market: null, ageGate: 'off', choice: { functional: false } })),
          'text/plain;charset=UTF-8',
        )
      ).statusCode,
    ).toBe(204);
    const rows = await t.db.select().from(consentRecords).where(eq(consentRecords.projectUuid, uuid)).orderBy(consentRecords.recordedAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      visitorId: first.visitorId,
      granted: 'necessary,functional',
      refused: 'performance',
      revision: '0123456789abcdef',
      market: 'DK',
      ageGate: 'passed',
    });
    expect(rows[1]).toMatchObject({ granted: 'necessary', refused: 'functional', market: null, ageGate: 'off' });
    expect(Date.now() - rows[0]!.recordedAt.getTime()).toBeLessThan(60_000);
    // the row has no column that could hold the caller's address
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'ageGate',
      'granted',
      'id',
      'market',
      'projectUuid',
      'recordedAt',
      'refused',
      'revision',
      'site',
      'visitorId',
    ]);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  test.each([
    ['a visitor id that is not a uuid', choice({ visitorId: 'me' })],
    ['a malformed revision', choice({ revision: 'abc' })],
    ['an unknown category', choice({ choice: { necessary: true, tracking: true } })],
    ['an unknown age gate outcome', choice({ ageGate: 'maybe' })],
    ['an extra field', choice({ ip: '10.0.0.1' })],
    ['a market that is not a country code', choice({ market: 'denmark' })],
  ])('%s is 400', async (_what, body) => {
    const uuid = await createProject(t);
    expect(problem(await post(uuid, body)).status).toBe(400);
  });

  test('a body that is not JSON is 400, refusing necessary cookies 422, an unknown project 404, a bad id 400', async () => {
    const uuid = await createProject(t);
    expect(problem(await post(uuid, '{not json', 'text/plain')).status).toBe(400);
    expect(problem(await post(uuid, choice({ choice: { necessary: false } })))).toMatchObject({ status: 422, code: 'necessary-refused' });
    expect(problem(await post(randomUUID(), choice()))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await post('Portal', choice())).status).toBe(400);
    expect(problem(await post('portal-x', choice())).status).toBe(400);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.projectUuid, uuid))).toEqual([]);
  });

  test("is rate limited per address: 429 with Retry-After once the minute's budget is spent", async () => {
    const limited = await startTestApp({ env: { CONSENT_RECORDS_PER_MINUTE: '3' } });
    try {
      const uuid = await createProject(limited);
      const send = () => limited.call(null, { method: 'POST', url: `/consent/${uuid}/records`, body: choice() });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(problem(refused)).toMatchObject({ status: 429, code: 'too-many-requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.db.select().from(consentRecords).where(eq(consentRecords.projectUuid, uuid))).toHaveLength(3);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe("the portal's own records (ADR 0271)", () => {
  const portalCsv = (as: Parameters<TestApp['call']>[0]) => t.call(as, { method: 'GET', url: '/portal/consent-records.csv' });

  test("the portal's banner records as a project's script does; the records are the portal's, in no project's file", async () => {
    const uuid = await createProject(t);
    expect((await post(uuid, choice())).statusCode).toBe(204);
    const mine = choice({ market: null, ageGate: 'off', choice: { necessary: true, functional: false } });
    const res = await post('portal', JSON.stringify(mine), 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.visitorId, mine.visitorId));
    expect(row).toMatchObject({ site: 'portal', projectUuid: null, granted: 'necessary', refused: 'functional', ageGate: 'off' });
    // the project's owners get their visitors only; the portal's file has its visitors only
    expect(rowsOf((await csv('SUPER_ADMIN', uuid)).body)).toHaveLength(2);
    const file = await portalCsv('SUPER_ADMIN');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="portal-consent-records-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = rowsOf(file.body);
    expect(lines[0]).toBe('Recorded at (UTC),Visitor id,Granted,Refused,Revision,Market,Age gate');
    expect(lines.some((line) => line.includes(mine.visitorId))).toBe(true);
    const portalRows = await t.db.select().from(consentRecords).where(eq(consentRecords.site, 'portal'));
    expect(lines).toHaveLength(portalRows.length + 1);
  });

  test('only Super Admins read them, through a signed link as well', async () => {
    await post('portal', choice());
    for (const role of ROLES.filter((r) => r !== 'SUPER_ADMIN'))
      expect(problem(await portalCsv(role))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(problem(await portalCsv(null)).status).toBe(401);
    const link = await t.call('SUPER_ADMIN', { method: 'POST', url: '/portal/consent-records/exports', body: { format: 'csv' } });
    expect(link.statusCode).toBe(201);
    const { url, rows } = link.json() as { url: string; rows: number };
    expect(rows).toBeGreaterThan(0);
    const followed = await follow(url);
    expect(followed.status).toBe(200);
    expect(rowsOf(followed.text)).toHaveLength(rows + 1);
  });

  test('hostile input is refused with a problem, never stored', async () => {
    const before = (await t.db.select().from(consentRecords).where(eq(consentRecords.site, 'portal'))).length;
    expect(problem(await post('portal', '{"visitorId":', 'text/plain')).status).toBe(400);
    expect(problem(await post('portal', choice({ choice: { necessary: false } })))).toMatchObject({
      status: 422,
      code: 'necessary-refused',
    });
    expect(problem(await post('portal', choice({ site: 'portal' }))).status).toBe(400);
    expect(problem(await post('portal', choice({ revision: "'; drop table consent_records; --" }))).status).toBe(400);
    expect(problem(await post('portal', [choice()])).status).toBe(400);
    expect(problem(await post('portal', 'x'.repeat(10_000), 'text/plain')).status).toBe(400);
    expect(problem(await post('portal%2F..', choice())).status).toBe(400);
    expect((await t.db.select().from(consentRecords).where(eq(consentRecords.site, 'portal'))).length).toBe(before);
  });

  test('the table holds a record for a project or for the portal, never both or neither', async () => {
    const uuid = await createProject(t);
    const row = { visitorId: randomUUID(), granted: 'necessary', refused: '', revision: '0123456789abcdef', ageGate: 'off' as const };
    await expect(t.db.insert(consentRecords).values({ ...row, projectUuid: uuid, site: 'portal' })).rejects.toThrow();
    await expect(t.db.insert(consentRecords).values(row)).rejects.toThrow();
  });
});

describe('consent settings: the lifetime of a choice', () => {
  const get = (as: Parameters<TestApp['call']>[0], uuid: string) =>
    t.call(as, { method: 'GET', url: `/projects/${uuid}/consent-settings` });
  const put = (as: Parameters<TestApp['call']>[0], uuid: string, body: unknown, headers: Record<string, string> = {}) =>
    t.call(as, { method: 'PUT', url: `/projects/${uuid}/consent-settings`, body, headers });
  const configOf = async (uuid: string) => {
    const body = (await t.call(null, { method: 'GET', url: `/consent/${uuid}/consent.js`, headers: { 'accept-encoding': 'identity' } }))
      .body;
    return JSON.parse(/\}\)\((\{.*\})\);\n$/s.exec(body)![1]!.replace(/\\u003c/g, '<'));
  };

  test('defaults to 12 months; whoever may edit the project changes it and the script carries it', async () => {
    const uuid = await createProject(t, { agencyEid: agencyUser.agencyEid });
    const initial = await get('AGENCY_USER', uuid);
    expect(initial.json()).toEqual({ lifetimeMonths: 12, version: 0 });
    expect(initial.headers.etag).toBe('"0"');
    expect((await configOf(uuid)).lifetimeMonths).toBe(12);
    const saved = await put('AGENCY_USER', uuid, { lifetimeMonths: 6 }, { 'if-match': '"0"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ lifetimeMonths: 6, version: 1 });
    expect((await configOf(uuid)).lifetimeMonths).toBe(6);
    expect(problem(await put('AGENCY_USER', uuid, { lifetimeMonths: 3 }, { 'if-match': '"0"' })).status).toBe(412);
    expect((await put('SUPER_ADMIN', uuid, { lifetimeMonths: 3 })).json()).toEqual({ lifetimeMonths: 3, version: 2 });
  });

  test("out of range or not whole is 400; another agency's project 404; without a role 403; without a token 401", async () => {
    const uuid = await createProject(t);
    for (const lifetimeMonths of [0, 25, 1.5, '12']) expect(problem(await put('SUPER_ADMIN', uuid, { lifetimeMonths })).status).toBe(400);
    const foreign = await foreignProject();
    expect(problem(await get('AGENCY_USER', foreign))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await put('AGENCY_USER', foreign, { lifetimeMonths: 1 }))).toMatchObject({ status: 404, code: 'project-not-found' });
    await t.db
      .insert(users)
      .values({ eid: 'consent-roleless', email: 'consent-roleless@ottilia.example', displayName: 'Roleless', roles: [] })
      .onConflictDoNothing();
    const token = { token: await t.tokens.mint('consent-roleless') };
    expect(problem(await put(token, uuid, { lifetimeMonths: 1 }))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect((await get(null, uuid)).statusCode).toBe(401);
  });

  test('the revision follows the cookie list and its texts, not only the set of categories', async () => {
    const uuid = await createProject(t);
    const putCookie = (body: object, headers: Record<string, string> = {}) =>
      t.call('SUPER_ADMIN', { method: 'PUT', url: `/cookies/${uuid}/en`, body, headers });
    const created = (await putCookie({ name: '_ga', category: 'performance', duration: '2y', description: 'Counts visits.' })).json();
    const before = (await configOf(uuid)).revision;
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    // same categories, another description: a new revision
    await putCookie(
      { id: created.id, name: '_ga', category: 'performance', duration: '2y', description: 'Counts visits and sessions.' },
      { 'if-match': '"1"' },
    );
    const described = (await configOf(uuid)).revision;
    expect(described).not.toBe(before);
    // a second cookie in the same category: a new revision again
    await putCookie({ name: '_gid', category: 'performance', duration: '1d' });
    expect((await configOf(uuid)).revision).not.toBe(described);
    // the lifetime is not part of what the visitor answered: same revision
    const revision = (await configOf(uuid)).revision;
    await t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${uuid}/consent-settings`, body: { lifetimeMonths: 2 } });
    expect((await configOf(uuid)).revision).toBe(revision);
  });
});

describe('POST /projects/{id}/consent-records/exports: the signed link the browser downloads', () => {
  test.each(ROLES)(
    "%s, who may edit the project's cookies, gets the count and a link; the link gives the records, oldest first, without a token",
    async (role) => {
      const uuid = await createProject(t, { agencyEid: agencyUser.agencyEid });
      const a = choice({ choice: { necessary: true, functional: true } });
      expect((await post(uuid, a)).statusCode).toBe(204);
      expect((await post(uuid, choice({ market: 'SE' }))).statusCode).toBe(204);
      const made = await makeLink(role, uuid);
      expect(made.statusCode).toBe(201);
      expect(made.headers['cache-control']).toBe('no-store');
      const link = made.json();
      expect(link).toMatchObject({ rows: 2, fileName: expect.stringMatching(/^consent-records-\d{4}-\d{2}-\d{2}\.csv$/) });
      expect(link.url).toMatch(new RegExp(`^${t.baseUrl}/projects/${uuid}/consent-records/exports\\?link=`));
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      const file = await follow(link.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
      expect(file.headers['cache-control']).toBe('no-store');
      const lines = rowsOf(file.text);
      expect(lines[0]).toBe('Recorded at (UTC),Visitor id,Granted,Refused,Revision,Market,Age gate');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+Z,${a.visitorId},"necessary,functional",,0123456789abcdef,DK,passed$`),
      );
      expect(lines[2]).toContain(',SE,passed');
    },
  );

  test("another agency's project is 404 to its agency users, an unknown project 404, a bad id or a filter 400; without the permission 403, without a token 401", async () => {
    const foreign = await foreignProject();
    expect(problem(await makeLink('AGENCY_USER', foreign))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await makeLink('AGENCY_MANAGER', foreign))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await makeLink('SUPER_ADMIN', randomUUID()))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await makeLink('SUPER_ADMIN', 'portal')).status).toBe(400);
    // the file is every record of the project: there is nothing to filter
    expect(problem(await makeLink('SUPER_ADMIN', foreign, { format: 'csv', $filter: "market eq 'DK'" })).status).toBe(400);
    expect(problem(await makeLink('SUPER_ADMIN', foreign, { format: 'xlsx' })).status).toBe(400);
    await t.db
      .insert(users)
      .values({ eid: 'consent-roleless', email: 'consent-roleless@ottilia.example', displayName: 'Roleless', roles: [] })
      .onConflictDoNothing();
    const token = { token: await t.tokens.mint('consent-roleless') };
    expect(problem(await makeLink(token, foreign))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect((await makeLink(null, foreign)).statusCode).toBe(401);
  });

  test('a changed link is refused 403, an expired one 410, and the browser saves the refusal as a file', async () => {
    const uuid = await createProject(t);
    const other = await createProject(t);
    const made = (await makeLink('SUPER_ADMIN', uuid)).json();
    const grant = grantOf(made.url);
    expect(grant.res).toBe(`projects/${uuid}/consent-records`);
    const [, signature] = tokenOf(made.url).split('.');
    const forged = (changes: Partial<ExportGrant>) =>
      `${Buffer.from(JSON.stringify({ ...grant, ...changes })).toString('base64url')}.${signature}`;
    const at = (projectId: string, token: string) => `${t.baseUrl}/projects/${projectId}/consent-records/exports?link=${token}`;
    for (const url of [
      at(uuid, forged({ res: `projects/${other}/consent-records` })),
      at(uuid, forged({ exp: grant.exp + 3600 })),
      at(uuid, `${tokenOf(made.url)}x`),
      at(uuid, signGrant('another-key-another-key-another-key', grant)),
      // one project's link does not open another's records, nor another collection
      at(other, tokenOf(made.url)),
      `${t.baseUrl}/users/exports?link=${tokenOf(made.url)}`,
    ]) {
      expect(problemOf(await follow(url))).toMatchObject({ status: 403, code: 'export-link-invalid' });
    }
    const expired = await follow(at(uuid, signGrant(t.app.config.exportSigningKey, { ...grant, exp: Math.floor(Date.now() / 1000) - 1 })));
    expect(problemOf(expired)).toMatchObject({ status: 410, code: 'export-link-expired' });
    expect(expired.headers['content-disposition']).toBe('attachment; filename="consent-records-export-failed.json"');
    expect((await follow(at(uuid, 'not-a-token'))).status).toBe(400);
    // the genuine one still works
    expect((await follow(made.url)).status).toBe(200);
  });

  test('a link runs as its maker now: a project they no longer see (or that is gone) is 404, a maker without the permission 403', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const foreign = await foreignProject();
    const asAgencyUser = signGrant(t.app.config.exportSigningKey, {
      sub: agencyUser.sub,
      res: `projects/${foreign}/consent-records`,
      fmt: 'csv',
      exp,
    });
    expect(problemOf(await follow(`${t.baseUrl}/projects/${foreign}/consent-records/exports?link=${asAgencyUser}`))).toMatchObject({
      status: 404,
      code: 'project-not-found',
    });
    const gone = randomUUID();
    const unknown = signGrant(t.app.config.exportSigningKey, {
      sub: DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!.sub,
      res: `projects/${gone}/consent-records`,
      fmt: 'csv',
      exp,
    });
    expect(problemOf(await follow(`${t.baseUrl}/projects/${gone}/consent-records/exports?link=${unknown}`))).toMatchObject({
      status: 404,
      code: 'project-not-found',
    });
    await t.db
      .insert(users)
      .values({ eid: 'consent-roleless', email: 'consent-roleless@ottilia.example', displayName: 'Roleless', roles: [] })
      .onConflictDoNothing();
    const roleless = signGrant(t.app.config.exportSigningKey, {
      sub: 'consent-roleless',
      res: `projects/${foreign}/consent-records`,
      fmt: 'csv',
      exp,
    });
    expect(problemOf(await follow(`${t.baseUrl}/projects/${foreign}/consent-records/exports?link=${roleless}`))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  test('the file is read in batches that follow the last row, so records recorded in the same instant are each written once, in order', async () => {
    const uuid = await createProject(t);
    // one microsecond instant and its neighbours: a millisecond cursor would repeat or skip these
    const at = (iso: string) => ({
      projectUuid: uuid,
      visitorId: randomUUID(),
      granted: 'necessary',
      refused: '',
      revision: '0123456789abcdef',
      ageGate: 'off' as const,
      recordedAt: new Date(iso),
    });
    await t.db
      .insert(consentRecords)
      .values([...Array.from({ length: 5 }, () => at('2026-01-01T00:00:00.123Z')), at('2026-01-01T00:00:00.124Z')]);
    await t.db.execute(
      sql`update consent_records set recorded_at = recorded_at + make_interval(secs => 0.0004) where project_uuid = ${uuid} and visitor_id in (select visitor_id from consent_records where project_uuid = ${uuid} order by id limit 2)`,
    );
    const expected = await t.db
      .select({ id: consentRecords.id })
      .from(consentRecords)
      .where(eq(consentRecords.projectUuid, uuid))
      .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
    const read: string[] = [];
    for await (const batch of consentRecordsOf(t.db, { projectUuid: uuid }, 2)) read.push(...batch.map((row) => row.id));
    expect(read).toEqual(expected.map((row) => row.id));
    expect(read).toHaveLength(6);
  });
});

describe('GET /projects/{id}/consent-records.csv (a bearer caller)', () => {
  test.each(ROLES)("%s, who may edit the project's cookies, downloads its records oldest first", async (role) => {
    const uuid = await createProject(t, { agencyEid: agencyUser.agencyEid });
    const a = choice({ choice: { necessary: true, functional: true } });
    const b = choice({ market: '=cmd', ageGate: 'not-required' });
    expect((await post(uuid, a)).statusCode).toBe(204);
    expect((await post(uuid, choice({ market: 'SE' }))).statusCode).toBe(204);
    const res = await csv(role, uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="consent-records-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = rowsOf(res.body);
    expect(lines[0]).toBe('Recorded at (UTC),Visitor id,Granted,Refused,Revision,Market,Age gate');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+Z,${a.visitorId},"necessary,functional",,0123456789abcdef,DK,passed$`));
    expect(lines[2]).toContain(',SE,passed');
    expect(b.market).toBe('=cmd'); // not a country code: refused before it reaches a file
    expect(problem(await post(uuid, b)).status).toBe(400);
  });

  test("another agency's project is 404 to its agency users; others 403 or 401", async () => {
    const foreign = await foreignProject();
    expect(problem(await csv('AGENCY_USER', foreign))).toMatchObject({ status: 404, code: 'project-not-found' });
    expect(problem(await csv('AGENCY_MANAGER', foreign))).toMatchObject({ status: 404, code: 'project-not-found' });
    await t.db
      .insert(users)
      .values({ eid: 'consent-roleless', email: 'consent-roleless@ottilia.example', displayName: 'Roleless', roles: [] })
      .onConflictDoNothing();
    const token = { token: await t.tokens.mint('consent-roleless') };
    expect(problem(await csv(token, foreign))).toMatchObject({ status: 403, permission: 'projectsEdit' });
    expect((await csv(null, foreign)).statusCode).toBe(401);
  });
});

describe('retention', () => {
  test('the purge deletes the records older than the retention period and keeps the rest', async () => {
    const uuid = await createProject(t);
    const at = (iso: string) => ({
      projectUuid: uuid,
      visitorId: randomUUID(),
      granted: 'necessary',
      refused: '',
      revision: '0123456789abcdef',
      ageGate: 'off' as const,
      recordedAt: new Date(iso),
    });
    await t.db.insert(consentRecords).values([at('2024-01-14T00:00:00Z'), at('2024-01-16T00:00:00Z'), at('2025-06-01T00:00:00Z')]);
    expect(await purgeConsentRecords(t.db, 24, new Date('2026-01-15T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ recordedAt: consentRecords.recordedAt })
      .from(consentRecords)
      .where(eq(consentRecords.projectUuid, uuid))
      .orderBy(consentRecords.recordedAt);
    expect(left.map((r) => r.recordedAt.toISOString())).toEqual(['2024-01-16T00:00:00.000Z', '2025-06-01T00:00:00.000Z']);
  });

  test('runs when the API starts, with CONSENT_RECORD_RETENTION_MONTHS', async () => {
    const uuid = await createProject(t);
    await t.db.insert(consentRecords).values({
      projectUuid: uuid,
      visitorId: randomUUID(),
      granted: 'necessary',
      refused: '',
      revision: '0123456789abcdef',
      ageGate: 'off',
      recordedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await t.db.insert(consentRecords).values({
      projectUuid: uuid,
      visitorId: randomUUID(),
      granted: 'necessary',
      refused: '',
      revision: '0123456789abcdef',
      ageGate: 'off',
      recordedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const other = await t.startAnotherInstance({ CONSENT_RECORD_RETENTION_MONTHS: '1' });
    try {
      const left = await t.db.select().from(consentRecords).where(eq(consentRecords.projectUuid, uuid));
      expect(left).toHaveLength(1);
    } finally {
      await other.close();
    }
  }, 60_000);
});
