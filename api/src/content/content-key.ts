/**
 * The content service's own credential (spec section 7: its calls send an `api-key` header):
 * a shared key per stage, not a user's token, so anything holding the stage's key reads the
 * published content. Compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Problem } from '../http/problem.js';

export const API_KEY_HEADER = 'api-key';

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** An onRequest hook refusing a missing or wrong key with 401 problem+json (also the translations service's). */
export function requireApiKey(expected: string, service = 'content service') {
  return async (request: FastifyRequest) => {
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || given === '') {
      throw new Problem(401, 'api-key-missing', 'Unauthorized', `The ${service} needs the stage's key in the ${API_KEY_HEADER} header.`);
    }
    if (!same(given, expected))
      throw new Problem(401, 'api-key-invalid', 'Unauthorized', `The ${API_KEY_HEADER} header does not hold this stage's ${service} key.`);
  };
}
