// The mailer delivers over SMTP to the in-process sink; GET /dev/mail shows what arrived.
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ seed: false }); }, 120_000);
afterAll(() => t?.close());

test('a mail sent through the mailer arrives at /dev/mail', async () => {
  await t.mailer.send({
    to: 'chloe.martin@northwind-digital.example',
    subject: 'Your agency request was approved – Harbor Lights Agency',
    text: 'Hello Chloé,\nthe agency you asked for is approved.',
  });
  await t.mailer.send({ to: 'someone.else@ottilia.example', subject: 'Other', text: 'Other mail' });

  const res = await t.call(null, { method: 'GET', url: '/dev/mail' });
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

  const filtered = (await t.call(null, { method: 'GET', url: '/dev/mail?to=CHLOE.MARTIN@northwind-digital.example' })).json();
  expect(filtered.map((m: { subject: string }) => m.subject)).toEqual(['Your agency request was approved – Harbor Lights Agency']);
  // the same messages, for jest tests that prefer the accessor
  expect(t.mailer.sink!.messages().map((m) => m.subject)).toEqual(mails.map((m) => m.subject));
});

test('/dev/mail does not exist in production', async () => {
  const production = await startTestApp({ seed: false, env: { NODE_ENV: 'production' } });
  try {
    expect((await production.call(null, { method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  } finally {
    await production.close();
  }
}, 60_000);
