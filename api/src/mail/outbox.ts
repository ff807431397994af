/**
 * Mail that is never lost (docs/adr/0061-mail-through-a-transactional-outbox.md). `enqueue` renders a mail into
 * mail_outbox and adds a pg-boss job for it, both inside the caller's transaction: the mail exists
 * exactly when the change that causes it commits. Every API instance runs a worker; pg-boss hands
 * each job to one of them and retries a failed send with exponential backoff. A job is completed
 * only after the SMTP server accepted the mail, and the outbox row is claimed (a lease) and marked
 * SENT around the send, so a job that runs twice (expired, or re-sent by an operator) never sends a
 * SENT mail again. What SMTP cannot promise: a crash between the server's acceptance and the SENT
 * mark sends that mail once more (with the same Message-ID, which receivers may use to drop it).
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type DrizzleTransactionLike, type JobWithMetadata } from 'pg-boss';
import type { Database, Executor, Transaction } from '../db/client.js';
import { mailOutbox } from './outbox-table.js';
import { renderMail, type MailTemplate, type TemplateValues } from './mail-templates.js';
import type { Mailer } from './mailer.js';
import type { MailSettings } from './mail-settings.js';

export const MAIL_QUEUE = 'mail-outbox';
/** pg-boss's tables, apart from the portal's. */
const BOSS_SCHEMA = 'pgboss';
/**
 * How long a worker owns a mail it sends: longer than the transport's timeouts together
 * (mailer.ts), so a lease never ends while its SMTP dialogue still runs.
 */
const CLAIM_SECONDS = 300;
/** pg-boss gives a job that long before it counts it as lost and retries it. */
const JOB_EXPIRE_SECONDS = 120;
/** While the SMTP server cannot be reached, how often the worker knocks (docs/adr/0142). */
const PROBE_MS = 2_000;

/**
 * Whether a send failed because the server could not be reached or the connection broke (nodemailer's
 * ECONNECTION, ETIMEDOUT, ESOCKET, EDNS…: no SMTP reply code), rather than because the server
 * answered and refused the mail (a reply code such as 550), which keeps its backoff.
 */
export const isTransportFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { responseCode?: unknown }).responseCode !== 'number';

/** A mail to send: the template (src/mail/templates) and the values of its placeholders. */
export interface MailRequest {
  to: string | string[];
  template: MailTemplate;
  values: TemplateValues;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailOutbox {
  /** Writes the mail and its job in `tx`, the transaction of the change the mail is about. */
  enqueue(tx: Transaction, mail: MailRequest): Promise<string>;
  /** Gives DEAD mails (all, or these ids) a new round of attempts; answers how many. */
  resend(ids?: string[]): Promise<number>;
  /** Installs or updates pg-boss's schema and starts this instance's worker (unless `worker: false`). */
  start(log: Log, options?: { worker?: boolean }): Promise<void>;
  /** Stops the worker, letting a send under way finish. */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  /** A `pg` connection string to the same database (pg-boss keeps its own small pool). */
  url: string;
  /** The embedded database: no autovacuum to watch, and no concurrent reindexing. */
  embedded: boolean;
  mailer: Mailer;
  settings: MailSettings;
}

type OutboxJob = JobWithMetadata<{ id: string }>;

export function createMailOutbox({ db, url, embedded, mailer, settings }: OutboxOptions): MailOutbox {
  const boss = new PgBoss({
    connectionString: url,
    max: 2,
    schema: BOSS_SCHEMA,
    schedule: false,
    monitorVacuum: !embedded,
    reindex: !embedded,
  });
  let log: Log | null = null;
  let started = false;
  let workerId: string | null = null;
  // mails of this worker that wait for the SMTP server to come back, and the probe that watches for it
  const waitingForServer = new Set<string>();
  let probe: NodeJS.Timeout | null = null;
  boss.on('error', (error) => log?.error({ err: error }, 'mail queue error'));

  const jobOptions = {
    retryLimit: settings.maxAttempts - 1,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: JOB_EXPIRE_SECONDS,
  };
  // drizzle's query promise is typed `unknown`; pg-boss's adapter reads its `rows` as `pg` answers them
  const addJob = (tx: Transaction, id: string) =>
    boss.send(MAIL_QUEUE, { id }, { ...jobOptions, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });

  async function deliver(job: OutboxJob) {
    const { id } = job.data;
    const [mail] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.state, 'QUEUED'),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!mail) {
      const [row] = await db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row || row.state !== 'QUEUED') return; // sent (or given up) already: nothing to do
      throw new Error('another worker is sending this mail'); // its lease decides; look again later
    }
    try {
      await mailer.send({ to: mail.recipients, subject: mail.subject, text: mail.text, html: mail.html }, { id: mail.id });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      await db
        .update(mailOutbox)
        .set({ lastError: error instanceof Error ? error.message : String(error), claimedUntil: null, state: last ? 'DEAD' : 'QUEUED' })
        .where(eq(mailOutbox.id, id));
      log?.[last ? 'error' : 'warn'](
        { mail: id, attempt: job.retryCount + 1, of: job.retryLimit + 1, err: error },
        last ? 'mail not sent after its last attempt' : 'mail not sent, will retry',
      );
      if (!last && isTransportFailure(error)) waitForServer(id);
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({ state: 'SENT', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /**
   * The server could not be reached: rather than each mail waiting out its backoff (minutes after a
   * long outage), probe the server every PROBE_MS and, once it answers, make this worker's waiting
   * retries due now and wake the worker. The lease (`claimedUntil`) still guards against a double send.
   */
  function waitForServer(id: string) {
    waitingForServer.add(id);
    probe ??= setInterval(() => {
      mailer.verify().then(releaseWaiting, () => {});
    }, PROBE_MS);
  }

  async function releaseWaiting() {
    if (!probe) return;
    clearInterval(probe);
    probe = null;
    const ids = [...waitingForServer];
    waitingForServer.clear();
    try {
      await db.execute(sql`update ${sql.identifier(BOSS_SCHEMA)}.job set start_after = now()
        where name = ${MAIL_QUEUE} and state = 'retry' and data->>'id' in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      log?.info({ mails: ids.length }, 'the SMTP server answers again: waiting mails released');
      if (workerId) boss.notifyWorker(workerId);
    } catch (error) {
      log?.warn({ err: error }, 'waiting mails could not be released; they keep their backoff');
    }
  }

  return {
    async enqueue(tx, { to, template, values }) {
      const rendered = renderMail(template, values);
      const [row] = await tx
        .insert(mailOutbox)
        .values({ template, recipients: Array.isArray(to) ? to : [to], ...rendered })
        .returning({ id: mailOutbox.id });
      await addJob(tx, row!.id);
      return row!.id;
    },
    resend: (ids) =>
      db.transaction(async (tx) => {
        const revived = await tx
          .update(mailOutbox)
          .set({ state: 'QUEUED', lastError: null })
          .where(and(eq(mailOutbox.state, 'DEAD'), ids ? inArray(mailOutbox.id, ids) : undefined))
          .returning({ id: mailOutbox.id });
        for (const { id } of revived) await addJob(tx, id);
        return revived.length;
      }),
    async start(logger, { worker = true } = {}) {
      log = logger;
      started = true;
      await boss.start();
      await boss.createQueue(MAIL_QUEUE); // a no-op when it exists (instances may start at once)
      if (worker)
        workerId = await boss.work(
          MAIL_QUEUE,
          { pollingIntervalSeconds: settings.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => deliver(job as OutboxJob),
        );
    },
    async stop() {
      if (probe) clearInterval(probe);
      probe = null;
      if (started) await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}

export interface OutboxStats {
  /** Mails waiting to be sent (first attempt or a retry), and the age of the oldest, in seconds. */
  queued: number;
  oldestQueuedSeconds: number | null;
  /** Of those, the ones that failed at least once. */
  retrying: number;
  sent: number;
  /** Given up after the last attempt; an operator re-sends them (api/README.md). */
  dead: number;
}

/** The outbox's depth and failures, for monitoring. */
export async function outboxStats(db: Executor): Promise<OutboxStats> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.state} = 'QUEUED')::int`,
      oldestQueuedSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.state} = 'QUEUED'))::float8`,
      retrying: sql<number>`count(*) filter (where ${mailOutbox.state} = 'QUEUED' and ${mailOutbox.attempts} > 0)::int`,
      sent: sql<number>`count(*) filter (where ${mailOutbox.state} = 'SENT')::int`,
      dead: sql<number>`count(*) filter (where ${mailOutbox.state} = 'DEAD')::int`,
    })
    .from(mailOutbox);
  return row!;
}
