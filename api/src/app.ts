/**
 * Builds the API: security plugins, OpenAPI, auth, then one plugin per resource. The caller
 * owns the database, the mailer and the mail outbox (server.ts in production, the test helper in tests).
 */
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Static, TSchema } from '@sinclair/typebox';
import Fastify, { LogController, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { previewOriginPattern } from '@ottilia/shared-contracts/preview-hosts';
import authPlugin from './auth/auth-plugin.js';
import idempotencyPlugin from './idempotency/idempotency.js';
import { requestScoped } from './idempotency/request-transaction.js';
import { createTokenVerifier, remoteKeySet } from './auth/token-verifier.js';
import type { Config } from './config.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import type { Database } from './db/client.js';
import { createReadiness, type Readiness } from './health/readiness.js';
import { registerErrorHandling } from './http/error-handler.js';
import { clientErrorHandler, frameworkErrors, refuseWhileClosing } from './http/framework-errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerAdmission } from './http/admission.js';
import { createLimit } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { AJV_OPTIONS, schemaCompilers, type SchemaCompile } from './http/validation.js';
import { problemSchema } from './http/schemas.js';
import { createCountCache, createPageCache, type CountCache, type PageCache } from './list/list-query.js';
import type { Mailer } from './mail/mailer.js';
import { outboxStats, type MailOutbox } from './mail/outbox.js';
import type { SmtpSink } from './mail/smtp-sink.js';
import { registerObservability } from './observability/observability.js';
import { keepLogLine } from './observability/recent-traces.js';
import { loadRoutePlugins } from './route-plugins.js';
import { directoryFor } from './identity/directory-for-config.js';
import type { IdentityDirectory } from './identity/identity-directory.js';

declare module 'fastify' {
  /**
   * The TypeBox type provider, set once for every instance: a handler reads request.body,
   * params, query and headers as their schemas say, with no withTypeProvider() per plugin. The
   * two members of @fastify/type-provider-typebox's TypeBoxTypeProvider, written out (merging an
   * `extends` of it keeps FastifyTypeProvider's `unknown`), so that package is not needed.
   */
  interface FastifyTypeProviderDefault {
    readonly validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
    readonly serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  }
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Where every mail is written, in the transaction of the change it is about (src/mail/outbox.ts). */
    outbox: MailOutbox;
    /** Sign-in accounts (src/identity): invitations, disabling, deleting. */
    directory: IdentityDirectory;
    /** Whether this instance may take traffic (GET /health/ready). */
    readiness: Readiness;
    /** List totals, keyed on the database's table generations (src/list/generations.ts). */
    counts: CountCache;
    /** Serialised list pages, keyed like `counts`. */
    pages: PageCache;
    /** The development mail sink (GET /dev/mail), null when mail goes to a real SMTP server. */
    mailSink: SmtpSink | null;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** The SMTP transport; only its dev/test sink is used here (GET /dev/mail). */
  mailer: Mailer;
  outbox: MailOutbox;
  /** Default: the directory config.directory names, or none (503 on use). */
  directory?: IdentityDirectory;
  /** Default: the database answers and its schema is at this build's head (src/health/readiness.ts). */
  readiness?: Readiness;
  /** Verification keys; default: the issuers' remote JWKS. Tests inject a local key set. */
  keySet?: JWTVerifyGetKey;
  /** Overrides the logger built from config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Default 'at-start' (src/http/validation.ts); API tests compile schemas on first use. */
  schemaCompile?: SchemaCompile;
  /** Resource plugins besides the folders' (a test's resource built from a definition). */
  plugins?: readonly FastifyPluginAsync[];
}

const BODY_LIMIT_BYTES = 256 * 1024;
const DOCS_PREFIX = '/docs';
/** Each resource folder's plugin, imported once with this module. */
const routePlugins = await loadRoutePlugins();

export async function buildApp({
  config,
  db,
  mailer,
  outbox,
  directory,
  readiness,
  keySet,
  logger,
  schemaCompile = 'at-start',
  plugins = [],
}: AppOptions) {
  const loggerOptions = logger ?? { level: config.logLevel };
  const app = Fastify({
    // a request's lines are also kept for GET /dev/traces when DEV_MONITORING=on (src/observability/recent-traces.ts, src/dev/trace-routes.ts)
    logger:
      typeof loggerOptions === 'object' ? { ...loggerOptions, hooks: { ...loggerOptions.hooks, streamWrite: keepLogLine } } : loggerOptions,
    // request.ip (rate limits, logs) and request.protocol through trusted hops only (src/config/trust-proxy.ts)
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: schemaCompilers(schemaCompile) },
    // framework refusals as problem+json (src/http/framework-errors.ts)
    clientErrorHandler,
    frameworkErrors,
    return503OnClosing: false,
    // each request's lines are logged with its trace id by src/observability instead
    logController: new LogController({ disableRequestLogging: true }),
  });
  const telemetry = await registerObservability(app, config);
  app.decorate('config', config);
  // a keyed write's queries run in its own transaction (src/idempotency)
  app.decorate('db', requestScoped(db));
  app.decorate('outbox', outbox);
  app.decorate('mailSink', mailer.sink);
  app.decorate('directory', directory ?? directoryFor(config.directory));
  app.decorate('readiness', readiness ?? createReadiness(db));
  // the mail outbox's depth and failures (docs/adr/0063-metrics-and-alerts.md, 0061-mail-through-a-transactional-outbox.md)
  telemetry.metrics.gauge(
    'mail_queue_depth',
    'Mails waiting to be sent, first attempt or retry',
    async () => (await outboxStats(db)).queued,
  );
  telemetry.metrics.gauge(
    'mail_dead',
    'Mails given up on after their last attempt (npm run mail -- dead)',
    async () => (await outboxStats(db)).dead,
  );
  // what the load balancer's probe sees (GET /health/ready), for the readiness alert (deploy/prometheus)
  telemetry.metrics.gauge('api_ready', '1 while GET /health/ready answers 200, else 0', () =>
    app.readiness.check().then(
      (state) => (state.ready ? 1 : 0),
      () => 0,
    ),
  );
  app.decorate('counts', telemetry.metrics.countCache(createCountCache()));
  app.decorate('pages', telemetry.metrics.pageCache(createPageCache()));
  refuseWhileClosing(app);
  const admission = registerAdmission(app, config.admission);
  telemetry.watchAdmission(admission);
  app.decorate('requestsInFlight', () => admission.stats().inFlight);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  app.addSchema(problemSchema);

  registerSecurityHeaders(app);
  await app.register(cors, {
    // the portal's origins and its preview hosts (spec section 4), each preview origin exactly
    origin: config.previewHostTemplate ? [...config.corsOrigins, previewOriginPattern(config.previewHostTemplate)] : config.corsOrigins,
    methods: ['GET', 'PUT', 'POST', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'If-Match',
      'If-None-Match',
      'Idempotency-Key',
      'Last-Event-ID',
      'api-key',
      'project-id',
      'traceparent',
      'tracestate',
    ],
    exposedHeaders: ['ETag', 'Location', 'WWW-Authenticate', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ottilia portal API', version: '1.0.0', description: 'Projects and reference data of the Ottilia portal.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          contentApiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          translationsApiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // From here on, every route must declare its permission (checked as it is added).
  const verifyToken = createTokenVerifier({
    issuers: config.oidc.issuers,
    audience: config.oidc.audience,
    keySet: keySet ?? remoteKeySet(config.oidc.issuers, config.oidc.jwksUrl),
  });
  await app.register(authPlugin, { verifyToken, limit: await createLimit(app, config.rateLimitPerMinute) });
  // before the resource plugins: it wraps each write route as it is added
  await app.register(idempotencyPlugin, { db });

  app.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, () => app.swagger());
  // one plugin per resource folder, found rather than listed (src/route-plugins.ts); a plugin that
  // depends on the config (the content and translations services) returns early without it
  for (const { plugin, prefix } of routePlugins) await app.register(plugin, { prefix });
  for (const plugin of plugins) await app.register(plugin);
  // the development stand-ins (/dev/*, the monitoring receiver): a production start never imports them
  if (!config.isProduction) {
    const { devRoutePlugins } = await import('./dev/dev-plugins.js');
    for (const { plugin, prefix } of await devRoutePlugins()) await app.register(plugin, { prefix });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
