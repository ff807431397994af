/**
 * Refusals Fastify or Node's HTTP parser would otherwise answer in their own plain JSON (or not
 * at all), as problem+json with a stable code like every other refusal:
 *   431 header-too-large     request line (a long query) or headers over Node's limit
 *   400 malformed-request    a request the HTTP parser cannot read
 *   408 request-timeout      a request that did not arrive in time
 *   400 bad-url              a path that is not valid percent-encoding
 *   405 method-not-allowed   a path that exists for other methods (with Allow); else 404
 *   503 service-unavailable  a request that arrives while the server shuts down
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Problem } from './problem.js';

function problemResponse(problem: Problem): string {
  const body = JSON.stringify(problem.toBody());
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node's parser refused the request before any route saw it: answer on the socket and close it. */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Duplex) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const problem =
    code === 'HPE_HEADER_OVERFLOW'
      ? new Problem(
          431,
          'header-too-large',
          'Request header fields too large',
          'The request line and headers are too large (at most 16 KB together); shorten the query or the headers.',
        )
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new Problem(408, 'request-timeout', 'Request timeout', 'The request did not arrive in time; send it again.')
        : new Problem(400, 'malformed-request', 'Bad request', 'The HTTP request could not be read.');
  if (socket.writable) socket.end(problemResponse(problem));
  else socket.destroy();
};

/** Errors of Fastify's router (frameworkErrors): today a path that is not valid percent-encoding. */
export function frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  const problem =
    error.code === 'FST_ERR_BAD_URL'
      ? new Problem(400, 'bad-url', 'Bad request', 'The path is not a valid URL (check its percent-encoding).')
      : new Problem(400, 'bad-request', 'Bad request', error.message);
  return reply.status(problem.status).type('application/problem+json').send(problem.toBody());
}

const ROUTED_METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH']);

/** `/brands/:eid` -> /^\/brands\/[^/]+$/ */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/**
 * The methods each route path answers, collected as routes are added, so an unmatched request
 * can tell "wrong method" (405 with Allow) from "no such path" (404).
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => ROUTED_METHODS.has(m));
    if (methods.length) routes.push({ pattern: patternOf(route.url), methods });
  });
  return (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))].sort();
}

/**
 * Fastify's own 503 while closing is plain JSON; this answers problem+json instead (the app is
 * built with return503OnClosing: false). Register first, before any other onRequest hook.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '5').header('connection', 'close');
    throw new Problem(503, 'service-unavailable', 'Service unavailable', 'The server is shutting down; try again in a few seconds.');
  });
}
