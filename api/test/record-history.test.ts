// Histories people can read: news items and translation strings have one, seeded and imported
// records start with their creation, and entries name the records they refer to by id.
import { DEMO_ACCOUNTS, SAMPLE_PROJECT_ID } from '@ottilia/shared-contracts/demo-accounts';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { newEid } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const historyOf = (as: Role, url: string) => t.call(as, { method: 'GET', url: `${url}/history` });
const news = (overrides: object = {}) => ({
  title: 'Consent banner refreshed',
  summary: 'Clearer categories.',
  published: false,
  ...overrides,
});

describe('news items', () => {
  test("a news item's history lists its creation and changes, newest first, and outlives the item", async () => {
    const eid = newEid();
    const url = `/news-items/${eid}`;
    expect((await t.call('SUPER_ADMIN', { method: 'PUT', url, headers: { 'if-none-match': '*' }, body: news() })).statusCode).toBe(201);
    expect(
      (await t.call('SUPER_ADMIN', { method: 'PUT', url, headers: { 'if-match': '"1"' }, body: news({ title: 'Consent banner v2' }) }))
        .statusCode,
    ).toBe(200);
    const res = await historyOf('SUPER_ADMIN', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      {
        action: 'update',
        actor: { eid: admin.sub, displayName: admin.displayName },
        changes: { title: { from: 'Consent banner refreshed', to: 'Consent banner v2' } },
      },
      { action: 'create', actor: { eid: admin.sub } },
    ]);
    expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await historyOf('SUPER_ADMIN', url)).json().map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  test('a news item that never was has no history (404); only those who may read news items see one (403)', async () => {
    expect(problem(await historyOf('SUPER_ADMIN', `/news-items/${newEid()}`))).toMatchObject({ status: 404, code: 'news-item-not-found' });
    expect(problem(await historyOf('BRAND_MANAGER', '/news-items/NEWS-1')).status).toBe(403);
  });

  test("a seeded news item's history starts with its creation by the system", async () => {
    expect((await historyOf('SUPER_ADMIN', '/news-items/NEWS-1')).json()).toEqual([
      expect.objectContaining({ action: 'create', actor: null }),
    ]);
  });
});

describe('translation strings', () => {
  const firstString = async () => {
    const res = await t.call('SUPER_ADMIN', {
      method: 'GET',
      url: `/translation-strings?size=1&$filter=${encodeURIComponent("key eq 'nav.home'")}`,
    });
    return res.json().content[0] as { eid: string; value: string; version: number };
  };

  test('an imported string starts with its creation; an edit and a reset follow it', async () => {
    const string = await firstString();
    const url = `/translation-strings/${string.eid}`;
    expect((await historyOf('SUPER_ADMIN', url)).json()).toEqual([expect.objectContaining({ action: 'create', actor: null })]);
    expect(
      (await t.call('SUPER_ADMIN', { method: 'PUT', url, headers: { 'if-match': `"${string.version}"` }, body: { value: 'Start' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('SUPER_ADMIN', { method: 'POST', url: `${url}/reset`, headers: { 'if-match': `"${string.version + 1}"` } })).statusCode,
    ).toBe(200);
    expect((await historyOf('SUPER_ADMIN', url)).json()).toMatchObject([
      { action: 'update', actor: { eid: admin.sub }, changes: { value: { from: 'Start', to: string.value } } },
      { action: 'update', changes: { value: { from: string.value, to: 'Start' } } },
      { action: 'create', actor: null },
    ]);
  });

  test('a string that does not exist has no history (404); only those who may edit strings see one (403)', async () => {
    expect(problem(await historyOf('SUPER_ADMIN', '/translation-strings/999999999'))).toMatchObject({
      status: 404,
      code: 'translation-string-not-found',
    });
    expect(problem(await historyOf('AGENCY_MANAGER', `/translation-strings/${(await firstString()).eid}`)).status).toBe(403);
  });
});

describe('seeded records', () => {
  test.each([
    ['/brands/BR-AURORA-GIN'],
    ['/agencies/AG-NORTHWIND'],
    ['/project-types/PT-CAMPAIGN'],
    ['/email-domains/ED-OTTILIA'],
    [`/users/${admin.sub}`],
  ])('%s: its history starts with its creation', async (url) => {
    const entries = (await historyOf('SUPER_ADMIN', url)).json();
    expect(entries.at(-1)).toMatchObject({ action: 'create', actor: null });
  });

  test("a seeded project's history starts with its creation by its creator, when it was created", async () => {
    const project = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${SAMPLE_PROJECT_ID}` })).json();
    const entries = (await historyOf('SUPER_ADMIN', `/projects/${SAMPLE_PROJECT_ID}`)).json();
    expect(entries.at(-1)).toMatchObject({ action: 'create', kind: 'project', at: project.createdAt, actor: { eid: expect.any(String) } });
  });
});

test('an entry names the records its changes refer to by id', async () => {
  // a new agency is requested by the user who creates it
  const eid = newEid();
  const body = { name: `Names ${eid}`, marketCode: 'DE', mainContactName: 'Jo', mainContactEmail: 'jo@example.com' };
  expect(
    (await t.call('SUPER_ADMIN', { method: 'PUT', url: `/agencies/${eid}`, headers: { 'if-none-match': '*' }, body })).statusCode,
  ).toBe(201);
  const [created] = (await historyOf('SUPER_ADMIN', `/agencies/${eid}`)).json();
  expect(created.changes).toMatchObject({ requestedBy: { from: null, to: admin.sub }, marketCode: { from: null, to: 'DE' } });
  expect(created.names).toEqual({ [admin.sub]: admin.displayName, DE: 'Germany' });
});
