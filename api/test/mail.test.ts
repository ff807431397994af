// The mailer delivers over SMTP to the in-process sink; GET /dev/mail shows what arrived, to
// Super Admins only, and exists only when DEV_MAIL_READER=on (the test helper sets it).
import { loadConfig } from '../src/config.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

test('a mail sent through the mailer arrives at /dev/mail, read by a Super Admin', async () => {
  await t.mailer.send({
    to: 'chloe.martin@northwind-digital.example',
    subject: 'Your agency request was approved – Harbor Lights Agency',
    text: 'Hello Chloé,\nthe agency you asked for is approved.',
  });
  await t.mailer.send({ to: 'someone.else@ottilia.example', subject: 'Other', text: 'Other mail' });

  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/mail' });
  expect(res.statusCode).toBe(200);
  const mails = res.json() as { to: string[]; subject: string; text: string; from: string; date: string }[];
  expect(mails).toHaveLength(2);
  expect(mails[0]).toMatchObject({
    to: ['chloe.martin@northwind-digital.example'],
    from: 'no-reply@ottilia.example',
    subject: 'Your agency request was approved – Harbor Lights Agency',
    text: expect.stringContaining('Hello Chloé,\nthe agency you asked for is approved.'),
  });
  expect(Date.parse(mails[0]!.date)).not.toBeNaN();

  const filtered = (await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/mail?to=CHLOE.MARTIN@northwind-digital.example' })).json();
  expect(filtered.map((m: { subject: string }) => m.subject)).toEqual(['Your agency request was approved – Harbor Lights Agency']);
  // the same messages, for jest tests that prefer the accessor
  expect(t.mailer.sink!.messages().map((m) => m.subject)).toEqual(mails.map((m) => m.subject));
});

test('without a token, with a forged one or with another role, /dev/mail shows no mail', async () => {
  await t.mailer.send({ to: 'someone@ottilia.example', subject: 'Secret', text: 'Not for you' });
  const anonymous = await t.call(null, { method: 'GET', url: '/dev/mail' });
  expect(anonymous.statusCode).toBe(401);
  expect(problem(anonymous).code).toBe('unauthorized');
  expect(anonymous.body).not.toContain('Secret');

  const forged = await t.call({ token: await t.tokens.mint('SUPER_ADMIN-sub', { foreignKey: true }) }, { method: 'GET', url: '/dev/mail' });
  expect(forged.statusCode).toBe(401);

  for (const role of ['BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as const) {
    const res = await t.call(role, { method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(403);
    expect(problem(res).code).toBe('super-admin-only');
    expect(res.body).not.toContain('Secret');
  }
});

test('/dev/mail does not exist unless DEV_MAIL_READER=on, and never in production', async () => {
  const deployment = await startTestApp({ env: { DEV_MAIL_READER: '' } });
  try {
    expect((await deployment.call('SUPER_ADMIN', { method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  } finally {
    await deployment.close();
  }
  expect(loadConfig({ NODE_ENV: 'development' }).devMailReader).toBe(false);
  expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAIL_READER: 'on' })).toThrow(/cannot be used with NODE_ENV=production/);
}, 60_000);
