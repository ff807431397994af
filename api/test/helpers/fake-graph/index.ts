/**
 * A local stand-in for Microsoft Graph and the Microsoft identity platform's token endpoint, for
 * testing the API's Graph directory adapter offline (test-only: the API build ignores test/).
 * HTTPS on 127.0.0.1 with the local development CA, since MSAL accepts only https authorities.
 * Every Graph call needs a bearer token this fake issued; the fake records each request, can
 * throttle (429 with Retry-After) and fail (503), and answers like Graph, error bodies included.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureLocalCertificate } from '@ottilia/identity/certs';
import type { GraphDirectoryConfig } from '../../../src/identity/graph/graph-directory.js';
import { graphErrorBody, unauthorized, type GraphError } from './graph-errors.js';
import { tokenEndpoint } from './token-endpoint.js';
import { usersEndpoint, type FakeGraphUser, type GraphRequest } from './users-endpoint.js';

export type { FakeGraphUser, GraphRequest };

export interface Outage {
  status: 429 | 503;
  /** The Retry-After header, e.g. '1'; none when omitted. */
  retryAfter?: string;
}

export interface FakeGraph {
  /** The adapter's configuration pointing at this fake (a fresh invitation key). */
  config: GraphDirectoryConfig;
  users: Map<string, FakeGraphUser>;
  /** Graph requests (not the token endpoint's), in order. */
  requests: GraphRequest[];
  /** Requests to the token endpoint. */
  tokenRequests: number;
  /** Requests this fake refused as not matching the Graph reference (400/401/404 for an unknown route). */
  refused: { request: GraphRequest; error: GraphError }[];
  /** The next `count` Graph requests answer this outage instead. */
  failNext(count: number, outage: Outage): void;
  /** The invitation attribute's name in this tenant. */
  invitationAttribute: string;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeGraph(): Promise<FakeGraph> {
  const certDir = await mkdtemp(path.join(tmpdir(), 'ottilia-fake-graph-'));
  const certificate = await ensureLocalCertificate(certDir);
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const clientSecret = `secret~${randomUUID()}`;
  const extensionsAppId = randomUUID();
  const tenantDomain = 'ottilia-test.onmicrosoft.com';
  const invitationAttribute = `extension_${extensionsAppId.replace(/-/g, '')}_invitationId`;
  const users = usersEndpoint(tenantDomain, [invitationAttribute]);
  const requests: GraphRequest[] = [];
  const refused: FakeGraph['refused'] = [];
  const outages: Outage[] = [];
  let tokenRequests = 0;
  let origin = '';

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const graph = (request: GraphRequest, res: ServerResponse) => {
    requests.push(request);
    const refuse = (error: GraphError) => {
      refused.push({ request, error });
      send(res, error.status, graphErrorBody(error, request.headers['client-request-id'] as string | undefined));
    };
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer) return refuse(unauthorized('Access token is empty.'));
    if (!tokens.issued.has(bearer)) return refuse(unauthorized('Access token validation failure. Invalid audience.'));
    const outage = outages.shift();
    if (outage) {
      const error =
        outage.status === 429
          ? { status: 429, code: 'TooManyRequests', message: 'Too many requests. Please retry again later.' }
          : { status: 503, code: 'serviceNotAvailable', message: 'Service unavailable. Please retry again later.' };
      return send(res, error.status, graphErrorBody(error), outage.retryAfter ? { 'retry-after': outage.retryAfter } : {});
    }
    const reply = users.handle(request, request.path.slice('/v1.0'.length));
    if (!reply)
      return refuse({
        status: 400,
        code: 'BadRequest',
        message: `Resource not found for the segment '${request.path}' with method ${request.method}.`,
      });
    if ('code' in reply) return refuse(reply);
    send(res, reply.status, reply.body);
  };

  const server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const text = await readBody(req);
      if (req.method === 'GET' && url.pathname === tokens.paths.metadata) return send(res, 200, tokens.metadata());
      if (req.method === 'POST' && url.pathname === tokens.paths.token) {
        tokenRequests++;
        const reply = tokens.token(req.headers['content-type'], new URLSearchParams(text));
        return send(res, reply.status, reply.body);
      }
      if (!url.pathname.startsWith('/v1.0/'))
        return send(res, 404, graphErrorBody({ status: 404, code: 'NotFound', message: `No route ${req.method} ${url.pathname}` }));
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return send(res, 400, graphErrorBody({ status: 400, code: 'BadRequest', message: 'Unable to read JSON request payload.' }));
      }
      graph({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body }, res);
    })().catch((error: unknown) => send(res, 500, graphErrorBody({ status: 500, code: 'generalException', message: String(error) })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // the handlers above use it only once the server listens
  const tokens = tokenEndpoint({ origin, tenantId, clientId, clientSecret, scope: `${origin}/.default` });

  return {
    config: {
      tenantId,
      clientId,
      clientSecret,
      tenantDomain,
      authorityHost: origin,
      graphBaseUrl: `${origin}/v1.0`,
      ca: certificate.ca,
      extensionsAppId,
      invitation: { signingKey: randomUUID() + randomUUID(), issuer: 'https://api.ottilia-test.example', audience: randomUUID() },
    },
    users: users.users,
    requests,
    get tokenRequests() {
      return tokenRequests;
    },
    refused,
    failNext(count, outage) {
      for (let i = 0; i < count; i++) outages.push(outage);
    },
    invitationAttribute,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(certDir, { recursive: true, force: true });
    },
  };
}
