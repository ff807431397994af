// POST /projects/bulk-delete: the DELETE /projects/{id} rules for many projects at once, all or nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { history } from '../src/db/history-table.js';
import { createProject } from './helpers/projects.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const bulkDelete = (who: Role | null, body: unknown) => t.call(who, { method: 'POST', url: '/projects/bulk-delete', body });
const exists = async (uuid: string) => (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).statusCode === 200;

test.each([
  ['SUPER_ADMIN', true],
  ['BRAND_MANAGER', true],
  ['AGENCY_MANAGER', true],
  ['AGENCY_USER', false],
] as const)('as %s: allowed %s', async (role, allowed) => {
  const ids = [await createProject(t), await createProject(t)];
  const res = await bulkDelete(role, { ids });
  if (allowed) {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    for (const id of ids) expect(await exists(id)).toBe(false);
    const rows = await t.db.select().from(history).where(eq(history.resourceId, ids[0]!));
    expect(rows.at(-1)).toMatchObject({ resource: 'project', action: 'delete' });
  } else {
    expect(problem(res)).toMatchObject({ status: 403, code: 'forbidden', permission: 'projectsDelete' });
    for (const id of ids) expect(await exists(id)).toBe(true);
  }
});

test('without a token: 401, nothing deleted', async () => {
  const id = await createProject(t);
  expect((await bulkDelete(null, { ids: [id] })).statusCode).toBe(401);
  expect(await exists(id)).toBe(true);
});

test('an unknown id refuses all with 422 listing it; nothing is deleted', async () => {
  const id = await createProject(t);
  const missing = randomUUID();
  const res = await bulkDelete('SUPER_ADMIN', { ids: [id, missing] });
  expect(problem(res)).toMatchObject({ status: 422, code: 'unknown-ids', ids: [missing] });
  expect(await exists(id)).toBe(true);
});

test("another agency's project counts as unknown for an agency role: nothing is deleted", async () => {
  const own = await createProject(t);
  const other = await createProject(t, { agencyEid: 'AG-BLUEPEAK' });
  const res = await bulkDelete('AGENCY_MANAGER', { ids: [own, other] });
  expect(problem(res)).toMatchObject({ status: 422, code: 'unknown-ids', ids: [other] });
  expect(await exists(own)).toBe(true);
  expect(await exists(other)).toBe(true);
});

test('two overlapping bulk deletes: one deletes, the other finds them gone; no deadlock', async () => {
  const ids = [await createProject(t), await createProject(t), await createProject(t)];
  const answers = await Promise.all([bulkDelete('SUPER_ADMIN', { ids }), bulkDelete('SUPER_ADMIN', { ids: [...ids].reverse() })]);
  expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  for (const id of ids) expect(await exists(id)).toBe(false);
});

test.each([
  ['no ids', { ids: [] }],
  ['an id that is not a uuid', { ids: ['nope'] }],
  ['ids as text', { ids: randomUUID() }],
  ['eids instead of ids', { eids: [randomUUID()] }],
])('%s is a 400', async (_what, body) => {
  expect((await bulkDelete('SUPER_ADMIN', body)).statusCode).toBe(400);
});
