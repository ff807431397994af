// Project types (types of website): case-insensitive order, the { id, name, isActive } body, state, delete.
import { eq } from 'drizzle-orm';
import { projectTypes } from '../src/project-types/project-type-table.js';
import { projects } from '../src/projects/project-table.js';
import { createRecord, FIXTURES, historyRows, newEid } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const fixture = FIXTURES['project-types']!;
const put = (eid: string, body: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/project-types/${eid}`, headers, body });
const names = async (query = '') =>
  ((await t.call('SUPER_ADMIN', { method: 'GET', url: `/project-types${query}` })).json().content as { name: string }[]).map((p) => p.name);

test('the list is sorted by name whatever the case', async () => {
  await createRecord(t, fixture, { name: 'age gate only' });
  await createRecord(t, fixture, { name: 'Zine' });
  await createRecord(t, fixture, { name: 'apps' });
  const sorted = await names('?size=100');
  expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  expect(sorted.slice(0, 2)).toEqual(['age gate only', 'apps']);
  expect(sorted.at(-1)).toBe('Zine');
  expect(await names(`?$filter=${encodeURIComponent('isActive eq false')}`)).toEqual(['Careers site']);
});

test('records carry state and the project count', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/project-types/PT-CAMPAIGN' });
  expect(res.json()).toMatchObject({
    eid: 'PT-CAMPAIGN',
    name: 'Campaign microsite',
    isActive: true,
    state: null,
    projectCount: await countRows(t.db, projects, eq(projects.projectTypeEid, 'PT-CAMPAIGN')),
  });
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/project-types/PT-CAREERS' })).json()).toMatchObject({
    isActive: false,
    state: 'INACTIVE',
  });
});

test('the body { id, name, isActive } creates and updates; state follows the flag', async () => {
  const eid = newEid();
  const created = await put(eid, { id: eid, name: 'Podcast site', isActive: true });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ eid, name: 'Podcast site', isActive: true, state: 'ACTIVE', projectCount: 0, version: 1 });
  const off = await put(eid, { id: eid, name: 'Podcast site', isActive: false }, { 'if-match': '"1"' });
  expect(off.json()).toMatchObject({ isActive: false, state: 'INACTIVE', version: 2 });
  const [, update] = await historyRows(t, 'project-type', eid);
  expect(update!.changes).toEqual({ isActive: { from: true, to: false }, state: { from: 'ACTIVE', to: 'INACTIVE' } });
});

test('an id that differs from the path is a 400', async () => {
  expect(problem(await put(newEid(), { id: 'PT-OTHER', name: 'Mismatch' }))).toMatchObject({ code: 'eid-mismatch', field: 'id' });
});

test('renaming keeps a row without state as it is', async () => {
  const current = await t.call('SUPER_ADMIN', { method: 'GET', url: '/project-types/PT-EVENT' });
  const res = await put('PT-EVENT', { id: 'PT-EVENT', name: 'Event page', isActive: true }, { 'if-match': current.headers.etag! });
  expect(res.json()).toMatchObject({ name: 'Event page', isActive: true, state: null });
});

test('a type used by projects cannot be deleted; an unused one can', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'DELETE', url: '/project-types/PT-BRAND-SITE' });
  expect(problem(res)).toMatchObject({ status: 409, code: 'in-use' });
  expect(problem(res).detail).toMatch(/^This project type is used by \d+ projects, so it cannot be deleted/);
  expect(await countRows(t.db, projectTypes, eq(projectTypes.eid, 'PT-BRAND-SITE'))).toBe(1);
  const { eid } = await createRecord(t, fixture);
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/project-types/${eid}` })).statusCode).toBe(204);
});
