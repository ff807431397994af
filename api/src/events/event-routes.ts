/**
 * GET /events: the committed writes the caller may read, as Server-Sent Events (text/event-stream).
 * Sent with the bearer token like every call (a fetch-based reader: EventSource cannot send it).
 *
 *   id: <event id>            Last-Event-ID on a reconnect replays what came after it, or
 *   event: change             sends `event: reset` when it is no longer kept (refetch what is open)
 *   data: {"resource":"project","id":"…","type":"updated","version":4,"by":"…","byName":"…","at":"…"}
 *
 * Bounded: a comment line every HEARTBEAT_MS, at most MAX_STREAMS_PER_USER streams per user (429
 * problem+json beyond), a client that does not read (MAX_BUFFERED_BYTES waiting) is dropped and
 * resumes, and a closing instance ends every stream with a retry hint. docs/adr/0340-live-events.md.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/auth-plugin.js';
import type { CurrentUser } from '../auth/current-user.js';
import { Problem } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { createEventHub, type Delivery } from './event-hub.js';
import { mayReceive, wireOf, type LiveEvent } from './event-facts.js';
import { presenceFrame } from './presence.js';
import { registerPresenceRoutes } from './presence-routes.js';

export const MAX_STREAMS_PER_USER = 6;
export const HEARTBEAT_MS = 15_000;
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long a client waits before reconnecting after the instance closed its stream. */
export const RETRY_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Open event streams (for the benchmark and metrics). */
    eventStreams: { count(): number };
  }
}

/** Each event's frames (for a reader, and the bare position for others), encoded once however many streams send them. */
const frames = new WeakMap<LiveEvent, { full: Buffer; bare: Buffer }>();
const framesOf = (event: LiveEvent) => {
  let known = frames.get(event);
  if (known === undefined) {
    known = {
      full: Buffer.from(`id: ${event.eventId}\nevent: change\ndata: ${JSON.stringify(wireOf(event))}\n\n`),
      bare: Buffer.from(`id: ${event.eventId}\n\n`),
    };
    frames.set(event, known);
  }
  return known;
};
const RESET = Buffer.from('event: reset\ndata: {}\n\n');
const HEARTBEAT = Buffer.from(': heartbeat\n\n');
const presenceBuffers = new WeakMap<object, Buffer>();
const presenceBufferOf = (delivery: { frame: string }) => {
  let buffer = presenceBuffers.get(delivery);
  if (buffer === undefined) presenceBuffers.set(delivery, (buffer = Buffer.from(delivery.frame)));
  return buffer;
};
/** What a batch says to a user who may read all of it: concatenated once per batch. */
const wholeBatches = new WeakMap<readonly Delivery[], Buffer>();

/** The bytes of `delivery` for `user` (an event they may not read moves their position on, without saying what it was). */
function bytesFor(user: CurrentUser, delivery: Delivery): { bytes: Buffer; whole: boolean } | null {
  if (delivery.kind === 'reset') return { bytes: RESET, whole: true };
  if (delivery.kind === 'presence') return mayReceive(user, delivery) ? { bytes: presenceBufferOf(delivery), whole: true } : null;
  const { full, bare } = framesOf(delivery.event);
  return mayReceive(user, delivery.event) ? { bytes: full, whole: true } : { bytes: bare, whole: false };
}

export default async function eventRoutes(app: FastifyInstance) {
  const hub = createEventHub(app.db, app.log);
  const perUser = new Map<string, number>();
  const open = new Set<{ close(hint: boolean): void; write(bytes: Buffer | string): void }>();
  app.decorate('eventStreams', { count: () => open.size });
  app.metrics.gauge('event_streams_open', 'Open GET /events streams on this instance', () => open.size);
  // one heartbeat for every stream, not a timer per stream
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const beat = () => {
    for (const stream of open) stream.write(HEARTBEAT);
  };

  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close(true);
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/events',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['events'],
        summary: 'The committed writes the caller may read, as Server-Sent Events',
        description: 'text/event-stream; `Last-Event-ID` resumes after the event it names.',
        headers: { type: 'object', properties: { 'last-event-id': { type: 'string', maxLength: 40 } } },
        response: problemResponses(401, 429, 503),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const streams = perUser.get(user.eid) ?? 0;
      if (streams >= MAX_STREAMS_PER_USER) {
        reply.header('retry-after', String((RETRY_MS / 1000) * 15));
        throw new Problem(
          429,
          'too-many-streams',
          'Too many requests',
          `You already have ${MAX_STREAMS_PER_USER} live update streams open; close a tab, or wait for one to end.`,
          { limit: MAX_STREAMS_PER_USER },
        );
      }
      try {
        await hub.start();
      } catch (error) {
        request.log.warn({ err: error }, 'the events connection could not be opened');
        reply.header('retry-after', '5');
        throw new Problem(
          503,
          'events-unavailable',
          'Service unavailable',
          'Live updates are not available right now; try again in a few seconds.',
        );
      }
      perUser.set(user.eid, streams + 1);

      const raw = reply.raw;
      reply.hijack();
      // the body runs until the connection closes, without chunked framing: each write is one
      // socket write (chunked, Node corks and sends four pieces per write; with 500 streams that
      // was most of an event's cost). The connection is the stream's alone anyway.
      raw.useChunkedEncodingByDefault = false;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'close',
      });
      raw.socket?.setNoDelay(true);
      const opened = performance.now();

      let ended = false;
      let closedBy: 'client' | 'server' | 'dropped' = 'client';
      // once the head is out, frames go straight to the socket: the response's own write corks the
      // socket and uncorks it a tick later, a callback per stream per fan-out for a body without framing
      let direct: { write(bytes: Buffer | string): unknown } | null = null;
      const write = (text: Buffer | string) => {
        if (ended) return;
        if (direct) direct.write(text);
        else raw.write(text);
        // back-pressure: a client this far behind is dropped, and resumes with Last-Event-ID
        if (raw.writableLength > MAX_BUFFERED_BYTES) {
          request.log.warn({ buffered: raw.writableLength }, 'an event stream fell behind; dropping it');
          closedBy = 'dropped';
          raw.destroy();
        }
      };
      // one write per batch: the batch's shared bytes when the user may read all of it
      const send = (batch: readonly Delivery[]) => {
        if (batch.length === 1) {
          const one = bytesFor(user, batch[0]!);
          if (one) write(one.bytes);
          return;
        }
        const parts: Buffer[] = [];
        let whole = true;
        for (const delivery of batch) {
          const part = bytesFor(user, delivery);
          if (!part) whole = false;
          else {
            whole &&= part.whole;
            parts.push(part.bytes);
          }
        }
        if (whole) {
          let bytes = wholeBatches.get(batch);
          if (!bytes) wholeBatches.set(batch, (bytes = Buffer.concat(parts)));
          write(bytes);
        } else if (parts.length > 0) write(Buffer.concat(parts));
      };

      const unsubscribe = hub.subscribe(send);
      heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
      const stream = {
        write,
        close(hint: boolean) {
          if (ended) return;
          if (hint) write(`retry: ${RETRY_MS}\nevent: closing\ndata: {}\n\n`);
          ended = true;
          closedBy = 'server';
          raw.end();
        },
      };
      open.add(stream);
      raw.once('close', () => {
        // a stream the server ended was logged by the request hooks (its response finished); one the
        // client closed, or dropped for falling behind, ends here, logged once like any request
        if (!raw.writableFinished)
          request.log.info({ res: { statusCode: 200 }, responseTime: performance.now() - opened, closedBy }, 'request completed');
        ended = true;
        unsubscribe();
        open.delete(stream);
        if (open.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = null;
        }
        const left = (perUser.get(user.eid) ?? 1) - 1;
        if (left > 0) perUser.set(user.eid, left);
        else perUser.delete(user.eid);
      });

      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      direct = raw.socket;
      const lastId = request.headers['last-event-id'];
      if (typeof lastId === 'string' && lastId !== '') {
        const missed = hub.since(lastId);
        if (missed === null) write('event: reset\ndata: {}\n\n');
        else for (const event of missed) send([{ kind: 'event', event }]);
      }
      // a stream that has seen nothing yet can resume from here
      const latest = hub.latestId();
      if (latest && !lastId) write(`id: ${latest}\n\n`);
      // who is editing what now (presence is state, not history: sent afresh on every connect)
      for (const record of hub.presence.records()) if (mayReceive(user, record)) write(presenceFrame(record));
    },
  );

  registerPresenceRoutes(app, hub);
}
