/**
 * Committed writes as they reach this instance: one connection LISTENs on the events channel
 * (PostgreSQL delivers every instance every NOTIFY, in commit order; the embedded database's wire
 * server routes PGlite's own notifications alike), each notification is enriched once with what
 * visibility needs (event-facts.ts), kept in a bounded ring for Last-Event-ID resumes, and handed
 * to every open stream.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { EVENTS_CHANNEL } from '../db/history.js';
import type { Database } from '../db/client.js';
import { factsOf, scopeOf, type Announcement, type LiveEvent, type Scope } from './event-facts.js';
import { createFanOut, type BatchListener } from './fan-out.js';
import { createPresenceBoard, presenceFrame, type PresenceBoard, type PresenceNotice } from './presence.js';

/** Events kept for resumes: at 50 writes/s, the last 80 s. */
export const RING_SIZE = 4_000;
const RECONNECT_MS = 1_000;

export type Delivery =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'reset' }
  | { kind: 'heartbeat' }
  /** Who is editing a record changed: `frame` is sent to the streams `scope` admits. */
  | { kind: 'presence'; scope: Scope; frame: string };
/** Deliveries reach listeners in batches: what arrived since the last fan-out, in order (fan-out.ts). */
type Listener = BatchListener<Delivery>;

export interface EventHub {
  /** Starts listening (once); resolves when the LISTEN is in place. */
  start(): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** The events after `lastId` in commit order, or null when it is no longer (or never was) in the ring. */
  since(lastId: string): LiveEvent[] | null;
  /** The id of the newest event, if any. */
  latestId(): string | null;
  /** Who has which record open in edit, as every instance knows it (presence.ts). */
  presence: PresenceBoard;
  /** Tells every instance (this one too) of a lease taken, renewed or dropped. */
  announce(notice: PresenceNotice): Promise<void>;
  /** Sends every stream a heartbeat, in the fan-out's slices. */
  heartbeat(): void;
  /** The time between fan-outs now (ms): it lengthens with their cost. */
  fanOutInterval(): number;
  close(): Promise<void>;
}

const connectionStringOf = (db: Database): string => {
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const url = client.options.connectionString;
  if (!url) throw new Error('the events hub needs the database pool to be opened from a connection string');
  return url;
};

/** `busy`: whether requests are being worked on; a fan-out waits for them (fan-out.ts). */
export function createEventHub(db: Database, log: { warn(obj: object, msg: string): void }, busy: () => boolean): EventHub {
  const url = connectionStringOf(db);
  const ring: LiveEvent[] = [];
  const listeners = new Set<Listener>();
  let connection: pg.Client | null = null;
  let reader: Database | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  // notifications are enriched one after the other, so streams see commit order
  let chain: Promise<void> = Promise.resolve();

  const fanOut = createFanOut<Delivery>(listeners, {
    sending(batch) {
      // kept for resumes as it goes out: a stream that opens from here on starts after it
      for (const delivery of batch) if (delivery.kind === 'event') ring.push(delivery.event);
      if (ring.length > RING_SIZE) ring.splice(0, ring.length - RING_SIZE);
    },
    busy,
  });
  const deliver = (delivery: Delivery) => fanOut.deliver(delivery);
  const presence = createPresenceBoard((record) => deliver({ kind: 'presence', scope: record.scope, frame: presenceFrame(record) }));

  const receivePresence = (notice: PresenceNotice) => {
    chain = chain.then(async () => {
      // a record new to the board: who may read it is read once, then kept current by its events
      const scope =
        presence.get(notice.r, notice.i) || notice.x === 'gone'
          ? undefined
          : await scopeOf(reader ?? db, notice.r, notice.i).catch((error: unknown) => {
              log.warn({ err: error }, 'a presence lease could not be placed');
              return undefined;
            });
      presence.apply(notice, scope);
    });
  };

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    let announcement: Announcement | PresenceNotice;
    try {
      announcement = JSON.parse(payload) as Announcement | PresenceNotice;
    } catch {
      return;
    }
    if ('p' in announcement) {
      receivePresence(announcement);
      return;
    }
    chain = chain.then(async () => {
      // read on the listening connection: the facts never queue behind the writes in the pool
      const event = await factsOf(reader ?? db, announcement).catch((error: unknown) => {
        log.warn({ err: error }, 'an event could not be enriched; streams are told to refetch');
        return null;
      });
      if (!event) {
        deliver({ kind: 'reset' });
        return;
      }
      if (event.resource === 'project' || event.project) presence.rescope('project', event.project ?? event.id, event.scope);
      else presence.rescope(event.resource, event.id, event.scope);
      deliver({ kind: 'event', event });
    });
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) receive(message.payload);
    });
    const lost = (error?: Error) => {
      if (connection !== client) return;
      connection = null;
      reader = null;
      void client.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'the events connection was lost; reconnecting');
      setTimeout(() => {
        if (closed) return;
        // what was committed meanwhile is unknown: every stream refetches
        void connect().then(
          () => deliver({ kind: 'reset' }),
          () => lost(),
        );
      }, RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    connection = client;
    reader = drizzle({ client }) as unknown as Database;
  };

  return {
    start: () =>
      (starting ??= connect().catch((error: unknown) => {
        starting = null;
        throw error;
      })),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    since(lastId) {
      const index = ring.findIndex((event) => event.eventId === lastId);
      return index < 0 ? null : ring.slice(index + 1);
    },
    latestId: () => ring.at(-1)?.eventId ?? null,
    presence,
    async announce(notice) {
      await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
    },
    heartbeat: () => deliver({ kind: 'heartbeat' }),
    fanOutInterval: () => fanOut.interval(),
    async close() {
      closed = true;
      fanOut.close();
      presence.close();
      const client = connection;
      connection = null;
      await client?.end().catch(() => undefined);
      await chain;
    },
  };
}
