/**
 * `Idempotency-Key` on every write (docs/adr/0330, the IETF httpapi draft's header, as Stripe does it):
 * a signed-in caller's POST, PUT, PATCH or DELETE with a key is claimed in idempotency_keys, its handler
 * runs in one transaction (request-transaction.ts), and a 2xx answer is stored in that same
 * transaction, so the answer exists exactly when the write committed. A repeat with the same key:
 * - same method, path and body, first one done: the stored answer, with `Idempotent-Replayed: true`;
 * - same key, another request: 422 `idempotency-key-reused`;
 * - the first one still running: 409 `request-in-progress` with Retry-After.
 * A refusal or failure stores nothing: the repeat runs again. Writes without a key run unguarded
 * (scripts, curl); production logs them. Public routes ignore the key (no caller to scope it to).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { badRequest, conflict, unprocessable } from '../http/problem.js';
import { idempotencyKeys } from './idempotency-table.js';
import { openTransaction, runInTransaction, type OpenTransaction } from './request-transaction.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept (and recognised). */
export const KEEP_HOURS = 24;
/** A claim whose request neither committed nor released it within this time was lost with its instance. */
export const LEASE_SECONDS = 60;
const RETRY_AFTER_SECONDS = 1;
const KEY_MAX = 255;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const keyHeaderSchema = {
  type: 'string',
  minLength: 1,
  maxLength: KEY_MAX,
  description:
    'One key per user action, kept across its retries: a repeat gets the first answer (Idempotent-Replayed: true). See docs/adr/0330.',
};

interface Pending {
  open: OpenTransaction;
  userEid: string;
  key: string;
  claimId: string;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** JSON with sorted keys: the same body hashes the same whatever its members' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(Buffer.isBuffer(body) ? body : canonical(body ?? null))
    .digest('hex');

/** The key's value: a plain token, or a structured-field string (quoted), as the draft writes it. */
function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  const key = /^"(.*)"$/.exec(value)?.[1] ?? value;
  if (key.length === 0 || key.length > KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('idempotency-key-invalid', `The Idempotency-Key header must be 1 to ${KEY_MAX} visible ASCII characters.`, {
      field: 'headers.idempotency-key',
    });
  }
  return key;
}

type Claim = { claimed: true; claimId: string } | { claimed: false; row: typeof idempotencyKeys.$inferSelect };

/**
 * Takes the key for this request, unless a live row holds it. An expired row (older than
 * KEEP_HOURS) or a lost claim (IN_FLIGHT past its lease: its write did not commit, or the row would
 * be DONE) is taken over.
 */
async function claim(db: Database, row: { userEid: string; key: string; method: string; path: string; bodyHash: string }): Promise<Claim> {
  const claimId = randomUUID();
  const taken = await db
    .insert(idempotencyKeys)
    .values({ ...row, claimId })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userEid, idempotencyKeys.key],
      set: {
        method: row.method,
        path: row.path,
        bodyHash: row.bodyHash,
        state: 'IN_FLIGHT',
        claimId,
        claimedAt: sql`now()`,
        createdAt: sql`now()`,
        status: null,
        etag: null,
        location: null,
        contentType: null,
        body: null,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEEP_HOURS})
      or (${idempotencyKeys.state} = 'IN_FLIGHT' and ${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${LEASE_SECONDS}))`,
    })
    .returning({ claimId: idempotencyKeys.claimId });
  if (taken.length > 0) return { claimed: true, claimId };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userEid, row.userEid), eq(idempotencyKeys.key, row.key)));
  // deleted between the two statements (a released claim): try once more
  return existing ? { claimed: false, row: existing } : claim(db, row);
}

async function release(db: Database, { userEid, key, claimId }: Omit<Pending, 'open'>) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userEid, userEid),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.claimId, claimId),
        eq(idempotencyKeys.state, 'IN_FLIGHT'),
      ),
    );
}

/** Deletes keys older than KEEP_HOURS; answers how many. Any instance may run it at any time. */
export async function sweepExpiredKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

function replay(reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect) {
  reply.status(row.status!).header(REPLAYED_HEADER, 'true');
  if (row.etag) reply.header('etag', row.etag);
  if (row.location) reply.header('location', row.location);
  if (row.contentType) reply.header('content-type', row.contentType);
  // the stored body is already serialised: sent as it is
  return reply.send(row.body ?? undefined);
}

function withKeyHeader(route: RouteOptions) {
  const schema = (route.schema ??= {}) as { headers?: { type?: string; properties?: Record<string, unknown> } };
  const headers = schema.headers;
  if (headers && headers.type === 'object' && headers.properties) {
    schema.headers = { ...headers, properties: { ...headers.properties, [IDEMPOTENCY_HEADER]: keyHeaderSchema } };
  } else if (!headers) {
    schema.headers = { type: 'object', properties: { [IDEMPOTENCY_HEADER]: keyHeaderSchema } };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a write idempotent by nature whose key would cost a stored row per call (presence leases). */
    idempotency?: boolean;
  }
}

const isWrite = (method: RouteOptions['method']) => (Array.isArray(method) ? method : [method]).some((m) => WRITE_METHODS.has(m));

async function idempotencyPlugin(app: FastifyInstance, { db }: { db: Database }) {
  app.addHook('onRoute', (route) => {
    if (!isWrite(route.method) || route.config?.permission === 'public' || route.config?.idempotency === false) return;
    withKeyHeader(route);
    const handler = route.handler;
    route.handler = async function keyed(this: FastifyInstance, request, reply) {
      const key = keyOf(request);
      if (!key) {
        if (app.config.isProduction)
          request.log.info({ method: request.method, route: request.routeOptions.url }, 'write without an Idempotency-Key');
        return handler.call(this, request, reply);
      }
      const userEid = request.currentUser!.eid;
      const request_ = { method: request.method, path: request.url, bodyHash: bodyHash(request.body) };
      const claimed = await claim(db, { userEid, key, ...request_ });
      if (!claimed.claimed) {
        const { row } = claimed;
        if (row.method !== request_.method || row.path !== request_.path || row.bodyHash !== request_.bodyHash) {
          throw unprocessable(
            'idempotency-key-reused',
            `This Idempotency-Key was used for another request (${row.method} ${row.path}${row.bodyHash === request_.bodyHash ? '' : ' with another body'}); make a new key for a new action.`,
          );
        }
        if (row.state === 'IN_FLIGHT') {
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          throw conflict(
            'request-in-progress',
            'The first request with this Idempotency-Key is still running; repeat it in a moment for its answer.',
          );
        }
        return replay(reply, row);
      }
      const held = { userEid, key, claimId: claimed.claimId };
      let open: OpenTransaction;
      try {
        open = await openTransaction(db);
      } catch (error) {
        await release(db, held);
        throw error;
      }
      pending.set(request, { open, ...held });
      return runInTransaction(open.tx, () => handler.call(this, request, reply));
    };
  });

  // the answer is final here (serialised, status set): stored and committed with the write before it leaves
  app.addHook('onSend', async (request, reply, payload) => {
    const held = pending.get(request);
    if (!held) return payload;
    pending.delete(request);
    const status = reply.statusCode;
    const storable = payload === null || payload === undefined || typeof payload === 'string';
    if (status < 200 || status >= 300 || !storable) {
      // a refusal or failure changed nothing the repeat must not redo; an answer that is a stream is not kept
      if (status >= 200 && status < 300) await held.open.commit(async () => {});
      else await held.open.rollback();
      await release(db, held);
      return payload;
    }
    const header = (name: string) => {
      const value = reply.getHeader(name);
      return value === undefined ? null : String(value);
    };
    try {
      await held.open.commit(async (tx) => {
        const done = await tx
          .update(idempotencyKeys)
          .set({
            state: 'DONE',
            status,
            etag: header('etag'),
            location: header('location'),
            contentType: header('content-type'),
            body: (payload as string | null | undefined) ?? null,
          })
          .where(
            and(eq(idempotencyKeys.userEid, held.userEid), eq(idempotencyKeys.key, held.key), eq(idempotencyKeys.claimId, held.claimId)),
          )
          .returning({ key: idempotencyKeys.key });
        // the claim was taken over (this request outlived its lease): the other one does the write
        if (done.length === 0) {
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          throw conflict('request-in-progress', 'A repeat of this request took it over; repeat it in a moment for its answer.');
        }
      });
    } catch (error) {
      await release(db, held).catch(() => {});
      throw error;
    }
    return payload;
  });

  // a request that ended without an answer (the client went away mid-handler) leaves nothing open
  app.addHook('onResponse', async (request) => {
    const held = pending.get(request);
    if (!held) return;
    pending.delete(request);
    await held.open.rollback();
    await release(db, held);
  });

  let sweeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeping = setInterval(() => {
      sweepExpiredKeys(db).then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'expired idempotency keys deleted');
        },
        (error: unknown) => app.log.warn({ err: error }, 'idempotency key cleanup failed; the next hour tries again'),
      );
    }, CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeping));
}

export default fp(idempotencyPlugin, { name: 'ottilia-idempotency', dependencies: ['ottilia-auth'] });
