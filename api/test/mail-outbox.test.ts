// Mail that is never lost (src/mail/outbox.ts): a mail is written with the change that causes it,
// and two API instances' workers deliver each one exactly once after an SMTP outage.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { queryRows } from '../src/db/client.js';
import { agencies } from '../src/agencies/agency-table.js';
import { mailOutbox } from '../src/mail/outbox-table.js';
import { outboxStats } from '../src/mail/outbox.js';
import { FIXTURES, unique } from './helpers/reference-data.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

type Instance = Pick<TestApp, 'call'>;

/** A PENDING agency asked for by the demo brand manager, with its own main contact address. */
async function requestAgency(t: Instance) {
  const eid = `AG-${unique()}`;
  const res = await t.call('BRAND_MANAGER', {
    method: 'PUT',
    url: `/agencies/${eid}`,
    headers: { 'if-none-match': '*' },
    body: { ...FIXTURES.agencies!.body(unique()), isActive: false },
  });
  expect(res.statusCode).toBe(201);
  return eid;
}

const approve = (t: Instance, eid: string) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/agencies/${eid}/review`, headers: { 'if-match': '"1"' }, body: { decision: 'APPROVED' } });

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('the outbox is written in the transaction of the change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  test('a committed decision has its mail in the outbox when the request answers, and the sink gets it once', async () => {
    const eid = await requestAgency(t);
    expect((await approve(t, eid)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${(await t.db.select().from(agencies).where(eq(agencies.eid, eid)))[0]!.name}`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'agency-approved', html: expect.stringContaining('<p>Good news: the agency') });
    await t.waitForMail();
    expect(t.mailer.sink!.messages().filter((m) => m.subject === rows[0]!.subject)).toHaveLength(1);
  }, 60_000);

  test('a decision whose transaction fails at commit leaves no mail: no outbox row, no job, nothing sent', async () => {
    const eid = await requestAgency(t);
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.eid, eid));
    // a deferred check fails the review's transaction at COMMIT, after the mail was written
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$;
      create constraint trigger refuse_commit after insert on history deferrable initially deferred
        for each row when (new.resource_id = '${eid}' and new.action = 'review') execute function refuse_commit();`),
    );
    const jobsBefore = await queryRows(t.db, sql`select count(*)::int as n from pgboss.job`);
    try {
      expect((await approve(t, eid)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_commit on history`);
    }
    expect((await t.db.select().from(agencies).where(eq(agencies.eid, eid)))[0]).toMatchObject({ reviewState: 'PENDING', version: 1 });
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${`%${agency!.name}`}`),
    ).toHaveLength(0);
    expect(await queryRows(t.db, sql`select count(*)::int as n from pgboss.job`)).toEqual(jobsBefore);
    // a worker poll or two later, still nothing
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mailer.sink!.messages().filter((m) => m.subject.includes(agency!.name))).toHaveLength(0);
  }, 60_000);
});

/** A real SMTP server on a fixed port that can go down (port closed) and come back. */
async function startSmtpServer() {
  const received: { messageId: string; to: string[] }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const up = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
          received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { url: () => `smtp://127.0.0.1:${port}`, received, up, down };
}

test('SMTP down for a while, two API instances: nothing is lost and each mail goes out exactly once', async () => {
  const smtp = await startSmtpServer();
  await smtp.down();
  // production waits 30 s doubling up to an hour (mail-settings.ts); here 1 s doubling up to 4 s
  const first = await startTestApp({
    env: { SMTP_URL: smtp.url(), MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_DELAY_MAX_SECONDS: '4', MAIL_MAX_ATTEMPTS: '100' },
  });
  try {
    const second = await first.startAnotherInstance();
    const instances = [first, second];
    const MAILS = 8;
    const eids = [];
    for (let i = 0; i < MAILS; i++) eids.push(await requestAgency(first));
    // the decisions stand at once, whichever instance takes them, while no mail can leave
    for (const [i, eid] of eids.entries()) expect((await approve(instances[i % 2]!, eid)).statusCode).toBe(200);

    const queued = await outboxStats(first.db);
    expect(queued).toMatchObject({ queued: MAILS, sent: 0, dead: 0 });
    // down until every mail failed twice at least (each retried by a worker of either instance)
    await until(
      'two failed attempts per mail',
      async () => ((await queryRows(first.db, sql`select min(attempts)::int as min from mail_outbox`))[0]!.min as number) >= 2,
    );
    expect(smtp.received).toHaveLength(0);
    const during = await outboxStats(first.db);
    expect(during).toMatchObject({ queued: MAILS, retrying: MAILS, sent: 0, dead: 0 });
    const [{ failed }] = (await queryRows(first.db, sql`select sum(attempts)::int as failed from mail_outbox`)) as [{ failed: number }];

    await smtp.up();
    await until('every mail sent', async () => (await outboxStats(first.db)).sent === MAILS);
    // another round of polls: nothing more arrives
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const ids = smtp.received.map((m) => m.messageId);
    const duplicates = ids.length - new Set(ids).size;
    const rows = await first.db.select().from(mailOutbox);
    expect(ids).toHaveLength(MAILS);
    expect(duplicates).toBe(0);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => `<${r.id}@ottilia.example>`)));
    expect(await outboxStats(first.db)).toMatchObject({ queued: 0, retrying: 0, sent: MAILS, dead: 0 });
    // the figures the issue asks for
    console.log(
      `mail outage: queued ${MAILS}, failed attempts during the outage ${failed}, retried ${during.retrying}, sent ${ids.length}, duplicates ${duplicates}`,
    );
  } finally {
    await first.close();
    await smtp.down();
  }
}, 180_000);

test("after its last attempt a mail is DEAD, counted as such, and an operator's resend delivers it once", async () => {
  const smtp = await startSmtpServer();
  await smtp.down();
  const t = await startTestApp({ env: { SMTP_URL: smtp.url(), MAIL_RETRY_DELAY_SECONDS: '1', MAIL_MAX_ATTEMPTS: '2' } });
  try {
    const eid = await requestAgency(t);
    expect((await approve(t, eid)).statusCode).toBe(200);
    await until('the mail given up', async () => (await outboxStats(t.db)).dead === 1);
    const [dead] = await t.db.select().from(mailOutbox);
    expect(dead).toMatchObject({ state: 'DEAD', attempts: 2, lastError: expect.stringContaining('ECONNREFUSED'), sentAt: null });
    expect(await outboxStats(t.db)).toMatchObject({ queued: 0, dead: 1, sent: 0 });

    await smtp.up();
    expect(await t.outbox.resend()).toBe(1);
    await until('the mail sent', async () => (await outboxStats(t.db)).sent === 1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${dead!.id}@ottilia.example>`]);
    expect(await t.outbox.resend()).toBe(0); // nothing dead any more
  } finally {
    await t.close();
    await smtp.down();
  }
}, 120_000);

/** `node scripts/mail-outage.mjs <seconds> [mails]` measures a longer outage with this test. */
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_SECONDS ?? 3) * 1000;
const OUTAGE_MAILS = Number(process.env.MAIL_OUTAGE_MAILS ?? 5);

test(
  "with production's backoff (30 s, doubling), mail queued during an outage leaves within seconds of the server's return, once each",
  async () => {
    const smtp = await startSmtpServer();
    await smtp.down();
    const t = await startTestApp({ env: { SMTP_URL: smtp.url() } });
    try {
      const MAILS = OUTAGE_MAILS;
      const down = Date.now();
      for (let i = 0; i < MAILS; i++) expect((await approve(t, await requestAgency(t))).statusCode).toBe(200);
      await until(
        'a failed attempt per mail',
        async () => ((await queryRows(t.db, sql`select min(attempts)::int as min from mail_outbox`))[0]!.min as number) >= 1,
      );
      // the outage (a short one in npm test: the backoff alone would wait 30 to 60 s)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, down + OUTAGE_MS - Date.now())));

      await smtp.up();
      const back = Date.now();
      await until('every mail sent', async () => (await outboxStats(t.db)).sent === MAILS, 60_000);
      const delayMs = Date.now() - back;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const ids = smtp.received.map((m) => m.messageId);
      const [{ attempts }] = (await queryRows(t.db, sql`select sum(attempts)::int as attempts from mail_outbox`)) as [{ attempts: number }];
      console.log(
        `mail outage of ${Math.round((back - down) / 1000)} s: ${MAILS} mails, ${attempts} attempts, last sent ${delayMs} ms after the server was back, ${ids.length - new Set(ids).size} duplicates`,
      );
      expect(ids).toHaveLength(MAILS);
      expect(new Set(ids).size).toBe(MAILS);
      expect(delayMs).toBeLessThan(15_000);
    } finally {
      await t.close();
      await smtp.down();
    }
  },
  240_000 + OUTAGE_MS,
);
