// Presence: an edit form's lease (PUT /presence/{resource}/{id}/{lease}) reaches the streams of
// every instance on the database as `event: presence`, only for users who may read the record;
// DELETE drops it. docs/adr/0345-presence-leases-over-notify.md.
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { ReceivedEvent } from './helpers/event-stream.js';
import { createProject } from './helpers/projects.js';
import { problem } from './helpers/test-app.js';
import { twoInstances } from './helpers/two-instances.js';

// every call goes through `a` (streams are on both): a keep-alive connection of a call to `b` held
// b's close for Fastify's keep-alive timeout (72 s)
const { a, b, open } = twoInstances();

const account = (role: string) => DEMO_ACCOUNTS.find((demo) => demo.role === role)!;
type Editors = { eid: string; name: string; since: string }[];
const presenceOf = (id: string, editors: (list: Editors) => boolean) => (event: ReceivedEvent) =>
  event.event === 'presence' && event.data.id === id && editors(event.data.editors as Editors);
const lease = () => randomUUID();

test("an editor's lease taken on one instance reaches a reader's stream on the other with their name and since when; leaving drops it", async () => {
  const uuid = await createProject(a);
  const watcher = await open(b, 'SUPER_ADMIN');
  const brandManager = account('BRAND_MANAGER');
  const mine = lease();

  const taken = await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${uuid}/${mine}` });
  expect(taken.statusCode).toBe(200);
  expect(taken.json()).toEqual({ editors: [], leaseSeconds: 25, renewSeconds: 10 });
  const here = await watcher.waitFor(presenceOf(uuid, (editors) => editors.length === 1));
  expect(here.data).toMatchObject({ resource: 'project', id: uuid, editors: [{ eid: brandManager.sub, name: brandManager.displayName }] });
  const since = (here.data.editors as Editors)[0]!.since;
  expect(Math.abs(Date.parse(since) - Date.now())).toBeLessThan(10_000);

  // a second editor is told who is already there (and since when)
  const second = await a.call('SUPER_ADMIN', { method: 'PUT', url: `/presence/project/${uuid}/${lease()}` });
  expect(second.json().editors).toEqual([{ eid: brandManager.sub, name: brandManager.displayName, since }]);

  // a renewal keeps the start
  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${uuid}/${mine}` })).statusCode).toBe(200);
  const third = await a.call('AGENCY_MANAGER', { method: 'PUT', url: `/presence/project/${uuid}/${lease()}` });
  expect(third.json().editors.find((editor: { eid: string }) => editor.eid === brandManager.sub)?.since).toBe(since);

  const left = await a.call('BRAND_MANAGER', { method: 'DELETE', url: `/presence/project/${uuid}/${mine}` });
  expect(left.statusCode).toBe(204);
  await watcher.waitFor(presenceOf(uuid, (editors) => editors.length === 2 && !editors.some((editor) => editor.eid === brandManager.sub)));
});

test('a stream opened later, on another instance, is told at once who is editing what', async () => {
  const uuid = await createProject(a);
  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${uuid}/${lease()}` })).statusCode).toBe(200);
  // the lease has reached instance b's board once b's own stream shows it
  await (await open(b, 'SUPER_ADMIN')).waitFor(presenceOf(uuid, (editors) => editors.length === 1));
  const later = await open(b, 'AGENCY_MANAGER');
  expect((await later.waitFor(presenceOf(uuid, (editors) => editors.length === 1))).data.editors).toMatchObject([
    { name: account('BRAND_MANAGER').displayName },
  ]);
});

test("an agency user can neither announce nor learn presence on another agency's project", async () => {
  const elsewhere = await createProject(a, { agencyEid: 'AG-BLUEPEAK', name: 'Another agency presence' });
  const own = await createProject(a, { agencyEid: 'AG-NORTHWIND', name: 'Own agency presence' });
  const agencyUser = await open(b, 'AGENCY_USER');

  const refused = await a.call('AGENCY_USER', { method: 'PUT', url: `/presence/project/${elsewhere}/${lease()}` });
  expect(refused.statusCode).toBe(404);
  expect(problem(refused).code).toBe('not-found');

  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${elsewhere}/${lease()}` })).statusCode).toBe(200);
  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${own}/${lease()}` })).statusCode).toBe(200);
  // the later lease arrives after the earlier one: by then the other agency's would have come
  await agencyUser.waitFor(presenceOf(own, (editors) => editors.length === 1));
  expect(agencyUser.events.some((event) => JSON.stringify(event.data).includes(elsewhere))).toBe(false);
});

test("one market's legal data and the age gate are records of their own: their leases name the part, for the project's readers only", async () => {
  const uuid = await createProject(a, { agencyEid: 'AG-BLUEPEAK', name: 'Parts presence' });
  const watcher = await open(b, 'SUPER_ADMIN');
  const agencyUser = await open(b, 'AGENCY_USER');
  const legal = `${uuid}/DK`;
  const taken = await a.call('BRAND_MANAGER', {
    method: 'PUT',
    url: `/presence/project-legal-data/${encodeURIComponent(legal)}/${lease()}`,
  });
  expect(taken.statusCode).toBe(200);
  expect((await watcher.waitFor(presenceOf(legal, (editors) => editors.length === 1))).data).toMatchObject({
    resource: 'project-legal-data',
    editors: [{ name: account('BRAND_MANAGER').displayName }],
  });
  // the project itself has nobody at it
  expect(watcher.events.some(presenceOf(uuid, () => true))).toBe(false);
  const gate = `${uuid}/current`;
  expect(
    (await a.call('SUPER_ADMIN', { method: 'PUT', url: `/presence/project-age-gate/${encodeURIComponent(gate)}/${lease()}` })).statusCode,
  ).toBe(200);
  await watcher.waitFor(presenceOf(gate, (editors) => editors.length === 1));
  const refused = await a.call('AGENCY_USER', {
    method: 'PUT',
    url: `/presence/project-legal-data/${encodeURIComponent(legal)}/${lease()}`,
  });
  expect(refused.statusCode).toBe(404);
  // a later lease on the agency's own project arrives after the parts' would have
  const own = await createProject(a, { agencyEid: 'AG-NORTHWIND', name: 'Own parts presence' });
  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${own}/${lease()}` })).statusCode).toBe(200);
  await agencyUser.waitFor(presenceOf(own, (editors) => editors.length === 1));
  expect(agencyUser.events.some((event) => JSON.stringify(event.data).includes(uuid))).toBe(false);
});

test('only its holder drops a lease', async () => {
  const uuid = await createProject(a);
  const watcher = await open(a, 'SUPER_ADMIN');
  const held = lease();
  expect((await a.call('BRAND_MANAGER', { method: 'PUT', url: `/presence/project/${uuid}/${held}` })).statusCode).toBe(200);
  await watcher.waitFor(presenceOf(uuid, (editors) => editors.length === 1));
  expect((await a.call('AGENCY_MANAGER', { method: 'DELETE', url: `/presence/project/${uuid}/${held}` })).statusCode).toBe(204);
  // a later change of the board (another editor) still lists the holder
  expect((await a.call('SUPER_ADMIN', { method: 'PUT', url: `/presence/project/${uuid}/${lease()}` })).statusCode).toBe(200);
  const after = await watcher.waitFor(presenceOf(uuid, (editors) => editors.length === 2));
  expect((after.data.editors as Editors).map((editor) => editor.name)).toContain(account('BRAND_MANAGER').displayName);
});

test('an unknown kind of record is 404 and a malformed lease 400, as problem+json', async () => {
  const unknown = await a.call('SUPER_ADMIN', { method: 'PUT', url: `/presence/spaceship/1/${lease()}` });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.headers['content-type']).toContain('application/problem+json');
  const malformed = await a.call('SUPER_ADMIN', { method: 'PUT', url: '/presence/project/x/no' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.headers['content-type']).toContain('application/problem+json');
  expect((await a.call(null, { method: 'PUT', url: `/presence/project/x/${lease()}` })).statusCode).toBe(401);
});
