// GET /events: every committed write reaches the streams of every instance on the database, only
// for records the stream's user may read; Last-Event-ID resumes; the per-user cap answers 429.
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { MAX_STREAMS_PER_USER } from '../src/events/event-routes.js';
import { openStream } from './helpers/event-stream.js';
import { createProject, newProjectBody } from './helpers/projects.js';
import { twoInstances } from './helpers/two-instances.js';

const { a, b, open } = twoInstances();

const superAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN')!;
const about = (uuid: string) => (event: { data: Record<string, unknown> }) => event.data.id === uuid;

test('a write through one instance reaches a stream on the other, after its commit, with who made it', async () => {
  const onB = await open(b, 'BRAND_MANAGER');
  const uuid = await createProject(a);
  const created = await onB.waitFor(about(uuid));
  expect(created.event).toBe('change');
  expect(created.data).toMatchObject({
    resource: 'project',
    id: uuid,
    type: 'created',
    version: 1,
    by: superAdmin.sub,
    byName: superAdmin.displayName,
  });
  expect(created.id).toMatch(/^\d+$/);

  const renamed = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"1"' },
    body: newProjectBody({ name: 'Renamed live' }),
  });
  expect(renamed.statusCode).toBe(200);
  expect((await onB.waitFor((event) => about(uuid)(event) && event.data.type === 'updated')).data.version).toBe(2);
});

test('a write that is refused or rolled back announces nothing', async () => {
  const onA = await open(a, 'SUPER_ADMIN');
  const uuid = await createProject(a);
  const stale = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"7"' },
    body: newProjectBody({ name: 'Stale' }),
  });
  expect(stale.statusCode).toBe(412);
  const marker = await createProject(a);
  await onA.waitFor(about(marker));
  expect(onA.events.filter(about(uuid)).map((event) => event.data.type)).toEqual(['created']);
});

test("a project's part with a form of its own (one market's legal data) is announced with its own version", async () => {
  const watcher = await open(b, 'BRAND_MANAGER');
  const uuid = await createProject(a);
  const part = (event: { data: Record<string, unknown> }) => event.data.id === `${uuid}/DK`;
  const body = { privacyPolicyUrl: 'https://www.aurora-gin.example/dk/privacy', isApproved: false };
  const created = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}/legal-data/DK`,
    headers: { 'if-none-match': '*' },
    body,
  });
  expect(created.statusCode).toBe(201);
  expect((await watcher.waitFor(part)).data).toMatchObject({ resource: 'project-legal-data', project: uuid, type: 'created', version: 1 });
  const updated = await a.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}/legal-data/DK`,
    headers: { 'if-match': '"1"' },
    body: { ...body, termsUrl: 'https://www.aurora-gin.example/dk/terms' },
  });
  expect(updated.statusCode).toBe(200);
  expect((await watcher.waitFor((event) => part(event) && event.data.type === 'updated')).data.version).toBe(updated.json().version);
});

test("an agency user receives no event about another agency's project, not even its id", async () => {
  const agencyUser = await open(b, 'AGENCY_USER');
  const admin = await open(b, 'SUPER_ADMIN');
  const elsewhere = await createProject(a, { agencyEid: 'AG-BLUEPEAK', name: 'Another agency live' });
  const own = await createProject(a, { agencyEid: 'AG-NORTHWIND', name: 'Own agency live' });
  await admin.waitFor(about(own));
  await agencyUser.waitFor(about(own));
  expect(agencyUser.events.some((event) => JSON.stringify(event.data).includes(elsewhere))).toBe(false);
  expect(admin.events.some(about(elsewhere))).toBe(true);
});

test('Last-Event-ID replays what a stream missed while away', async () => {
  const first = await open(a, 'SUPER_ADMIN');
  const before = await createProject(a);
  await first.waitFor(about(before));
  const resumeFrom = first.lastId()!;
  first.close();
  const missed = await createProject(b);
  // a later write seen on the instance: the missed one reached its ring before it
  const watcher = await open(a, 'BRAND_MANAGER');
  const marker = await createProject(a);
  await watcher.waitFor(about(marker));

  const resumed = await open(a, 'SUPER_ADMIN', resumeFrom);
  expect((await resumed.waitFor(about(missed))).data.type).toBe('created');
  expect(resumed.events.some(about(before))).toBe(false);

  const unknown = await open(a, 'SUPER_ADMIN', '999999999');
  expect((await unknown.waitFor((event) => event.event === 'reset')).data).toEqual({});
});

test(`a user may hold ${MAX_STREAMS_PER_USER} streams; one more is refused with 429 problem+json`, async () => {
  for (let i = 0; i < MAX_STREAMS_PER_USER; i++) expect((await open(a, 'AGENCY_MANAGER')).status).toBe(200);
  const refused = await open(a, 'AGENCY_MANAGER');
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toMatchObject({ code: 'too-many-streams', status: 429 });
  // another user is not counted against them
  expect((await open(a, 'AGENCY_USER')).status).toBe(200);
});

test('without a token the stream is refused with 401', async () => {
  const response = await fetch(`${a.baseUrl}/events`);
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
});

test('a closing instance ends its streams with a retry hint', async () => {
  const other = await a.startAnotherInstance();
  const stream = await openStream(other.baseUrl, await a.tokens.forRole('SUPER_ADMIN'));
  await other.close();
  await stream.ended();
  expect(stream.events.some((event) => event.event === 'closing')).toBe(true);
});
