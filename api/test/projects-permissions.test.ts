// Each role gets exactly what the permission matrix (spec section 6) allows on each project route.
import { randomUUID } from 'node:crypto';
import { users } from '../src/users/user-table.js';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { createProject, newProjectBody } from './helpers/projects.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

// Projects of the demo agency, so agency roles can see them and only the permission decides.
const allowed: Record<string, Record<Role, boolean>> = {
  read: { SUPER_ADMIN: true, BRAND_MANAGER: true, AGENCY_MANAGER: true, AGENCY_USER: true },
  create: { SUPER_ADMIN: true, BRAND_MANAGER: true, AGENCY_MANAGER: true, AGENCY_USER: false },
  edit: { SUPER_ADMIN: true, BRAND_MANAGER: true, AGENCY_MANAGER: true, AGENCY_USER: true },
  delete: { SUPER_ADMIN: true, BRAND_MANAGER: true, AGENCY_MANAGER: true, AGENCY_USER: false },
};
const roles = Object.keys(allowed.read!) as Role[];

test.each(roles)('GET /projects and GET /projects/{id} as %s', async (role) => {
  const uuid = await createProject(t);
  const list = await t.call(role, { method: 'GET', url: '/projects' });
  expect(list.statusCode).toBe(allowed.read![role] ? 200 : 403);
  const one = await t.call(role, { method: 'GET', url: `/projects/${uuid}` });
  expect(one.statusCode).toBe(allowed.read![role] ? 200 : 403);
});

test.each(roles)('PUT /projects/{id} creating as %s', async (role) => {
  const uuid = randomUUID();
  const res = await t.call(role, { method: 'PUT', url: `/projects/${uuid}`, headers: { 'if-none-match': '*' }, body: newProjectBody() });
  if (allowed.create![role]) {
    expect(res.statusCode).toBe(201);
  } else {
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'projectsCreate' });
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).statusCode).toBe(404);
  }
});

test.each(roles)('PUT /projects/{id} updating as %s', async (role) => {
  const uuid = await createProject(t);
  const res = await t.call(role, {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"1"' },
    body: newProjectBody({ name: `Edited by ${role}` }),
  });
  expect(res.statusCode).toBe(allowed.edit![role] ? 200 : 403);
  if (allowed.edit![role]) expect(res.json().name).toBe(`Edited by ${role}`);
});

test.each(roles)('DELETE /projects/{id} as %s', async (role) => {
  const uuid = await createProject(t);
  const res = await t.call(role, { method: 'DELETE', url: `/projects/${uuid}` });
  const after = await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` });
  if (allowed.delete![role]) {
    expect(res.statusCode).toBe(204);
    expect(after.statusCode).toBe(404);
  } else {
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission: 'projectsDelete' });
    expect(after.statusCode).toBe(200);
  }
});

test('a refusal names the missing permission in words', async () => {
  const uuid = await createProject(t);
  const res = await t.call('AGENCY_USER', { method: 'DELETE', url: `/projects/${uuid}` });
  expect(problem(res).detail).toBe('This needs the projectsDelete permission, which your role does not have.');
});

test('a registered user without a role is refused on every project route', async () => {
  await t.db.insert(users).values({ eid: 'roleless', email: 'roleless@ottilia.example', displayName: 'Roleless', roles: [] });
  const token = { token: await t.tokens.mint('roleless') };
  const uuid = await createProject(t);
  const calls = [
    [{ method: 'GET', url: '/projects' }, 'projectsRead'],
    [{ method: 'GET', url: `/projects/${uuid}` }, 'projectsRead'],
    [{ method: 'PUT', url: `/projects/${uuid}`, headers: { 'if-match': '"1"' }, body: newProjectBody() }, 'projectsEdit'],
    [{ method: 'DELETE', url: `/projects/${uuid}` }, 'projectsDelete'],
  ] as const;
  for (const [request, permission] of calls) {
    const res = await t.call(token, { ...request, headers: { ...('headers' in request ? request.headers : {}) } });
    expect(res.statusCode).toBe(403);
    expect(problem(res)).toMatchObject({ code: 'forbidden', permission });
  }
});
