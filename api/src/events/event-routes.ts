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
import { Problem } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { createEventHub, type Delivery } from './event-hub.js';
import { mayReceive } from './event-facts.js';
import { batchBytesFor } from './event-frames.js';
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

export default async function eventRoutes(app: FastifyInstance) {
  // a fan-out waits for the requests in progress (the write whose event it carries, usually)
  const hub = createEventHub(app.db, app.log, () => app.requestsInFlight() > 0);
  const perUser = new Map<string, number>();
  const open = new Set<{ close(hint: boolean): void; write(bytes: Buffer | string): void }>();
  app.decorate('eventStreams', { count: () => open.size });
  app.metrics.gauge('event_streams_open', 'Open GET /events streams on this instance', () => open.size);
  app.metrics.gauge(
    'event_fanout_interval_ms',
    'Time between two fan-outs to the streams on this instance: it lengthens with their cost',
    () => hub.fanOutInterval(),
  );
  // one heartbeat for every stream, not a timer per stream, sent in the fan-out's slices
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const beat = () => hub.heartbeat();

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
      // one write per batch
      const send = (batch: readonly Delivery[]) => {
        const bytes = batchBytesFor(user, batch);
        if (bytes) write(bytes);
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
