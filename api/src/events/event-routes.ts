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

/** Each event's frame, written once however many streams send it. */
const frames = new WeakMap<LiveEvent, string>();
const frameOf = (event: LiveEvent) => {
  let frame = frames.get(event);
  if (frame === undefined) frames.set(event, (frame = `id: ${event.eventId}\nevent: change\ndata: ${JSON.stringify(wireOf(event))}\n\n`));
  return frame;
};

export default async function eventRoutes(app: FastifyInstance) {
  const hub = createEventHub(app.db, app.log);
  const perUser = new Map<string, number>();
  const open = new Set<{ close(hint: boolean): void }>();
  app.decorate('eventStreams', { count: () => open.size });

  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close(true);
  });
  app.addHook('onClose', async () => hub.close());

  app.get('/events', {
    config: { permission: 'authenticated' },
    schema: {
      tags: ['events'],
      summary: 'The committed writes the caller may read, as Server-Sent Events',
      description: 'text/event-stream; `Last-Event-ID` resumes after the event it names.',
      headers: { type: 'object', properties: { 'last-event-id': { type: 'string', maxLength: 40 } } },
      response: problemResponses(401, 429, 503),
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const streams = perUser.get(user.eid) ?? 0;
    if (streams >= MAX_STREAMS_PER_USER) {
      reply.header('retry-after', String(RETRY_MS / 1000 * 15));
      throw new Problem(429, 'too-many-streams', 'Too many requests', `You already have ${MAX_STREAMS_PER_USER} live update streams open; close a tab, or wait for one to end.`, { limit: MAX_STREAMS_PER_USER });
    }
    try {
      await hub.start();
    } catch (error) {
      request.log.warn({ err: error }, 'the events connection could not be opened');
      reply.header('retry-after', '5');
      throw new Problem(503, 'events-unavailable', 'Service unavailable', 'Live updates are not available right now; try again in a few seconds.');
    }
    perUser.set(user.eid, streams + 1);

    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    raw.socket?.setNoDelay(true);

    let ended = false;
    const write = (text: string) => {
      if (ended) return;
      raw.write(text);
      // back-pressure: a client this far behind is dropped, and resumes with Last-Event-ID
      if (raw.writableLength > MAX_BUFFERED_BYTES) {
        request.log.warn({ buffered: raw.writableLength }, 'an event stream fell behind; dropping it');
        raw.destroy();
      }
    };
    const send = (delivery: Delivery) => {
      if (delivery.kind === 'reset') write('event: reset\ndata: {}\n\n');
      else if (delivery.kind === 'presence') {
        if (mayReceive(user, delivery)) write(delivery.frame);
      }
      else if (mayReceive(user, delivery.event)) write(frameOf(delivery.event));
      // an event the user may not see still moves their position on, without saying what it was
      else write(`id: ${delivery.event.eventId}\n\n`);
    };

    const unsubscribe = hub.subscribe(send);
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    const stream = {
      close(hint: boolean) {
        if (ended) return;
        if (hint) write(`retry: ${RETRY_MS}\nevent: closing\ndata: {}\n\n`);
        ended = true;
        raw.end();
      },
    };
    open.add(stream);
    raw.once('close', () => {
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
      const left = (perUser.get(user.eid) ?? 1) - 1;
      if (left > 0) perUser.set(user.eid, left);
      else perUser.delete(user.eid);
    });

    write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const lastId = request.headers['last-event-id'];
    if (typeof lastId === 'string' && lastId !== '') {
      const missed = hub.since(lastId);
      if (missed === null) write('event: reset\ndata: {}\n\n');
      else for (const event of missed) send({ kind: 'event', event });
    }
    // a stream that has seen nothing yet can resume from here
    const latest = hub.latestId();
    if (latest && !lastId) write(`id: ${latest}\n\n`);
    // who is editing what now (presence is state, not history: sent afresh on every connect)
    for (const record of hub.presence.records()) if (mayReceive(user, record)) write(presenceFrame(record));
  });

  registerPresenceRoutes(app, hub);
}
