/**
 * Request budgets, counted in the auth hook once it knows who is calling (@fastify/rate-limit's own
 * route hooks run after it and would miss the 401s):
 *   - no token, a token that fails verification, public routes and unknown paths: per client
 *     address, so forging tokens buys no extra budget;
 *   - a verified token: per user (its subject), so fetching a new token does not reset it.
 * Over budget is 429 too-many-requests with Retry-After.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from './problem.js';

export const addressKey = (request: FastifyRequest) => `address:${request.ip}`;
export const userKey = (subject: string) => `user:${subject}`;

/** Counts one request against `key`'s budget; throws 429 when it is spent. */
export type Limit = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

export async function createLimit(app: FastifyInstance, perMinute: number | null): Promise<Limit> {
  if (perMinute === null) return async () => {};
  await app.register(rateLimit, { global: false, max: perMinute, timeWindow: '1 minute' });
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ keyGenerator: (request) => keys.get(request)! });
  return async (request, reply, key) => {
    keys.set(request, key);
    const result = await check(request);
    if (result.isAllowed) return;
    reply
      .header('x-ratelimit-limit', result.max)
      .header('x-ratelimit-remaining', result.remaining)
      .header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new Problem(
      429,
      'too-many-requests',
      'Too many requests',
      `Slow down: at most ${result.max} requests per minute; try again in ${result.ttlInSeconds} seconds.`,
    );
  };
}
