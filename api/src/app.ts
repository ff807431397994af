/**
 * Builds the API: security plugins, OpenAPI, auth, then one plugin per resource. The caller
 * owns the database and the mailer (server.ts in production, the test helper in tests).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import authPlugin from './auth/auth-plugin.js';
import { createTokenVerifier, remoteKeySet } from './auth/token-verifier.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import healthRoutes from './health/health-routes.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { Problem } from './http/problem.js';
import { problemSchema } from './http/schemas.js';
import { createCountCache, type CountCache } from './list/list-query.js';
import devMailRoutes from './mail/dev-mail-routes.js';
import type { Mailer } from './mail/mailer.js';
import projectRoutes from './projects/project-routes.js';
import meRoutes from './users/me-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** List totals; bump a resource's generation after each committed write to it. */
    counts: CountCache;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Verification keys; default: the issuers' remote JWKS. Tests inject a local key set. */
  keySet?: JWTVerifyGetKey;
  /** Overrides the logger built from config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Serve the Swagger UI at /docs (default true). Jest turns it off: its module runtime cannot
   * require() the ESM-only dependencies of @fastify/static on Node 20.
   */
  docsUi?: boolean;
}

const BODY_LIMIT_BYTES = 256 * 1024;
const DOCS_PREFIX = '/docs';

export async function buildApp({ config, db, mailer, keySet, logger, docsUi = true }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // report unknown body properties instead of silently dropping them
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('counts', createCountCache());
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  app.addSchema(problemSchema);

  await app.register(helmet, {
    // the API answers JSON to other origins (CORS decides who may read it)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // locally the API is plain http on localhost; upgrading would break the docs page there
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'PUT', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'api-key', 'project-id'],
    exposedHeaders: ['ETag', 'Location', 'WWW-Authenticate', 'Retry-After'],
    maxAge: 600,
  });
  if (config.rateLimitPerMinute !== null) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // per caller: the bearer token when there is one, else the address
      keyGenerator: (request) => request.headers.authorization ?? request.ip,
      errorResponseBuilder: (_request, context) =>
        new Problem(429, 'too-many-requests', 'Too many requests', `Slow down: at most ${context.max} requests per minute; try again in ${context.after}.`),
    });
  }
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ottilia portal API', version: '1.0.0', description: 'Projects and reference data of the Ottilia portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  if (docsUi) {
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  }

  // From here on, every route must declare its permission (checked as it is added).
  const verifyToken = createTokenVerifier({
    issuers: config.oidc.issuers,
    audience: config.oidc.audience,
    keySet: keySet ?? remoteKeySet(config.oidc.issuers, config.oidc.jwksUrl),
  });
  await app.register(authPlugin, { verifyToken });

  await app.register(healthRoutes);
  app.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, () => app.swagger());
  await app.register(meRoutes);
  await app.register(projectRoutes);
  if (!config.isProduction && mailer.sink) await app.register(devMailRoutes, { sink: mailer.sink });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
