/**
 * Overload protection: at most `maxInFlight` requests at once per instance, up to `maxQueued` more
 * waiting at most `maxWaitMs`; anything beyond is 503 overloaded with Retry-After at once rather than
 * queued in front of the database. /health* is never held: a load balancer must see busy but alive.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from './problem.js';

export interface AdmissionOptions {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
}

const RETRY_AFTER_SECONDS = 1;
/** /health, /health/live, /health/ready (src/health). */
const HEALTH = /^\/health(\/live|\/ready)?(\?|$)/;
/** The event stream (src/events) stays open for hours: bounded by its own per-user cap, not by a slot here. */
const STREAM = /^\/events(\?|$)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being worked on now (event streams and health checks are not counted). */
    requestsInFlight(): number;
  }
}

const overloaded = () =>
  new Problem(503, 'overloaded', 'Service unavailable', `The server is busy right now; try again in ${RETRY_AFTER_SECONDS} second.`);

export function registerAdmission(app: FastifyInstance, { maxInFlight, maxQueued, maxWaitMs }: AdmissionOptions) {
  let inFlight = 0;
  let rejected = 0; // answered 503, for the metrics
  const waiting: (() => void)[] = [];
  const admitted = new WeakSet<FastifyRequest>();

  const release = (request: FastifyRequest) => {
    if (!admitted.delete(request)) return;
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else inFlight--;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (HEALTH.test(request.url) || STREAM.test(request.url)) return;
    if (inFlight < maxInFlight) {
      inFlight++;
    } else {
      if (waiting.length >= maxQueued) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        rejected++;
        throw overloaded();
      }
      const turn = await new Promise<boolean>((resolve) => {
        const take = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(take);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        }, maxWaitMs);
        waiting.push(take);
      });
      if (!turn) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        rejected++;
        throw overloaded();
      }
    }
    admitted.add(request);
    // a response's 'close' comes once it is sent or its connection is gone, whichever is first
    reply.raw.once('close', () => release(request));
    if (reply.raw.destroyed) release(request);
  });

  return { stats: () => ({ inFlight, queued: waiting.length, rejected }) };
}
