/**
 * Helmet's security headers on every answer. The middleware is built once at start-up:
 * @fastify/helmet built it (re-parsing the Content-Security-Policy) on every request, a few per
 * cent of a cached list call.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    // the API answers JSON to other origins (CORS decides who may read it)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // locally the API is plain http on localhost; upgrading would break the docs page there
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  // helmet 8 throws instead of passing an error on, so its callback only ever means "done"
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
