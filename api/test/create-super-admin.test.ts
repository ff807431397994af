/** The first administrator: invited through the directory, idempotent, refused while another exists unless forced. */
import { eq, sql } from 'drizzle-orm';
import { createSuperAdmin } from '../src/admin/create-super-admin.js';
import { history } from '../src/db/history-table.js';
import { users } from '../src/users/user-table.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false, identity: true });
}, 120_000);
afterAll(() => t?.close());

const run = (email: string, force = false) =>
  createSuperAdmin(
    { db: t.db, directory: t.app.directory, outbox: t.outbox, appOrigin: 'https://portal.ottilia.example' },
    { email, force },
  );
const superAdmins = () =>
  t.db
    .select({ eid: users.eid, email: users.email, state: users.state })
    .from(users)
    .where(sql`${users.roles}[1] = 'SUPER_ADMIN'`)
    .orderBy(users.email);
// mail leaves through the outbox: wait for the worker to deliver what is queued
const mailsTo = async (email: string) => {
  await t.waitForMail();
  return t.mailer.sink!.messages().filter((m) => m.to.includes(email));
};

test('invites the first Super Admin through the directory and the mail', async () => {
  const outcome = await run('first.admin@ottilia.example');
  expect(outcome).toMatchObject({ result: 'invited' });
  const eid = (outcome as { eid: string }).eid;
  expect(await superAdmins()).toEqual([{ eid, email: 'first.admin@ottilia.example', state: 'INVITED' }]);
  // the account exists in the directory (the local identity provider)
  expect((await t.identity!.admin('GET', `/accounts/${encodeURIComponent(eid)}`)).status).toBe(200);
  const [mail] = await mailsTo('first.admin@ottilia.example');
  expect(mail?.subject).toBe('You are invited to the Ottilia portal');
  expect(mail?.text).toMatch(/as Super Admin/);
  expect(mail?.text).toMatch(/https:\/\/portal\.ottilia\.example\/\?invitation=\S+/);
  const [created] = await t.db.select().from(history).where(eq(history.resourceId, eid));
  expect(created).toMatchObject({ action: 'create', actorEid: 'operator:create-super-admin' });
}, 60_000);

test('is idempotent: the same e-mail again changes nothing and sends nothing', async () => {
  const before = await superAdmins();
  expect(await run('First.Admin@ottilia.example')).toMatchObject({ result: 'already-super-admin', state: 'INVITED' });
  expect(await superAdmins()).toEqual(before);
  expect(await mailsTo('first.admin@ottilia.example')).toHaveLength(1);
});

test('refuses another Super Admin while one exists; --force invites them, and re-invites an INVITED one', async () => {
  expect(await run('second.admin@ottilia.example')).toEqual({ result: 'refused', superAdmins: ['first.admin@ottilia.example'] });
  expect(await superAdmins()).toHaveLength(1);
  expect(await mailsTo('second.admin@ottilia.example')).toHaveLength(0);

  expect(await run('second.admin@ottilia.example', true)).toMatchObject({ result: 'invited' });
  expect((await superAdmins()).map((u) => u.email)).toEqual(['first.admin@ottilia.example', 'second.admin@ottilia.example']);
  expect(await mailsTo('second.admin@ottilia.example')).toHaveLength(1);

  expect(await run('first.admin@ottilia.example', true)).toMatchObject({ result: 'invited' });
  expect(await mailsTo('first.admin@ottilia.example')).toHaveLength(2);
  expect(await superAdmins()).toHaveLength(2);
}, 60_000);

test('refuses what is not an e-mail address', async () => {
  await expect(run('not-an-address')).rejects.toThrow(/is not an e-mail address/);
});
