/**
 * Issue 15 item 4: agency roles cannot move a project out of their own agency (422
 * agency-move-not-allowed), and no change may leave a project invisible to whoever made it.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { createProject, newProjectBody } from './helpers/projects.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const get = (as: 'AGENCY_USER' | 'AGENCY_MANAGER' | 'SUPER_ADMIN', uuid: string) => t.call(as, { method: 'GET', url: `/projects/${uuid}` });

describe.each(['AGENCY_USER', 'AGENCY_MANAGER'] as const)('%s', (role) => {
  test.each([['other'], [null]])('cannot set a project of their agency to "other agency" (%j); it stays theirs', async (agencyEid) => {
    const uuid = await createProject(t); // AG-NORTHWIND, the demo agency roles' agency
    const res = await t.call(role, {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-match': '"1"' },
      body: newProjectBody({ agencyEid }),
    });
    expect(res.statusCode).toBe(422);
    expect(problem(res)).toMatchObject({ code: 'agency-move-not-allowed', field: 'agencyEid' });
    const after = await get(role, uuid);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ agencyEid: 'AG-NORTHWIND', version: 1 });
  });

  test('cannot move a project they are a member of out of their agency either', async () => {
    const uuid = await createProject(t);
    const member = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    expect((await t.call('SUPER_ADMIN', { method: 'PUT', url: `/projects/${uuid}/members/${member.sub}` })).statusCode).toBe(201);
    const res = await t.call(role, {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-match': '"1"' },
      body: newProjectBody({ agencyEid: 'other' }),
    });
    expect(problem(res)).toMatchObject({ status: 422, code: 'agency-move-not-allowed' });
    expect((await get('AGENCY_USER', uuid)).json().agencyEid).toBe('AG-NORTHWIND');
  });

  test("may still edit their agency's project otherwise", async () => {
    const uuid = await createProject(t);
    const res = await t.call(role, {
      method: 'PUT',
      url: `/projects/${uuid}`,
      headers: { 'if-match': '"1"' },
      body: newProjectBody({ name: `Renamed by ${role}` }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: `Renamed by ${role}`, agencyEid: 'AG-NORTHWIND' });
  });
});

test('a Super Admin may still move a project to "other agency"', async () => {
  const uuid = await createProject(t);
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"1"' },
    body: newProjectBody({ agencyEid: 'other' }),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ agencyEid: null, agency: null });
});

test('an Agency Manager cannot remove themselves from an "other agency" project they only see as a member', async () => {
  const manager = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_MANAGER')!;
  const uuid = randomUUID();
  expect(
    (
      await t.call('AGENCY_MANAGER', {
        method: 'PUT',
        url: `/projects/${uuid}`,
        headers: { 'if-none-match': '*' },
        body: newProjectBody({ agencyEid: 'other' }),
      })
    ).statusCode,
  ).toBe(201);
  const res = await t.call('AGENCY_MANAGER', { method: 'DELETE', url: `/projects/${uuid}/members/${manager.sub}` });
  expect(res.statusCode).toBe(422);
  expect(problem(res)).toMatchObject({ code: 'project-would-be-invisible', field: 'userEid' });
  expect((await get('AGENCY_MANAGER', uuid)).statusCode).toBe(200);
  // a Super Admin sees every project and may remove the member
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/projects/${uuid}/members/${manager.sub}` })).statusCode).toBe(204);
});
