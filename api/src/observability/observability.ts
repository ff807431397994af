/**
 * Wires the API's observability into an app (called first in buildApp, so every later hook and
 * route is traced): a span per request continuing the browser's `traceparent`, the trace id in
 * every request log line, in every problem+json (`traceId`, and `reference`, its first 8 hex digits,
 * which the error dialogs show) and in a `traceresponse` header; every 4xx and 5xx logged once with
 * its problem code, reference and user; metrics per request; reports of 5xx answers and slow
 * requests to the monitoring DSN; with DEV_MONITORING=on, the recent spans kept (recent-traces.ts).
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { SpanContext } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { sendProblem } from '../http/error-handler.js';
import { Problem } from '../http/problem.js';
import { createReporter, type Reporter } from './error-reports.js';
import { createMetrics, keyMatches, serveMetrics, type Metrics, type PoolStats } from './metrics.js';
import { keepRecentTraces } from './recent-traces.js';
import { flushTracing, referenceOf, startTracing } from './tracing.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never reported as slow or failed (the monitoring receiver, which would report its own reports). */
    report?: boolean;
  }
  interface FastifyInstance {
    /** Prometheus metrics of this app (src/observability/metrics.ts). */
    metrics: Metrics;
    /** Error reports to the monitoring DSN. */
    errorReports: Reporter;
  }
}

/** Requests without a route (404s) share one label: paths would make the metrics unbounded. */
const UNMATCHED = 'unmatched';

export interface Telemetry {
  metrics: Metrics;
  /** Admission stats for the metrics (src/http/admission.ts). */
  watchAdmission(admission: { stats(): { inFlight: number; queued: number; rejected: number } }): void;
}

/**
 * Request and handler spans; hook spans would double the spans for little information. One
 * instrumentation per process: each one hooks module loading for good, and would keep its apps.
 */
let otelInstrumentation: FastifyOtelInstrumentation | null = null;
function fastifyOtel(): FastifyOtelInstrumentation {
  otelInstrumentation ??= new FastifyOtelInstrumentation({
    instrumentHooks: false,
    ignorePaths: (route: { url: string }) => route.url === '/health',
    // the path only: a query may hold search terms such as e-mail addresses
    requestHook: (span, request) => span.setAttribute('url.path', request.url.split('?')[0]!),
  });
  return otelInstrumentation;
}

export async function registerObservability(app: FastifyInstance, config: Config): Promise<Telemetry> {
  const { observability } = config;
  startTracing({ release: observability.release, stage: observability.stage, otlpEndpoint: observability.otlpEndpoint });
  await app.register(fastifyOtel().plugin());
  if (config.devMonitoring) keepRecentTraces();

  let admission: () => { inFlight: number; queued: number; rejected: number } = () => ({ inFlight: 0, queued: 0, rejected: 0 });
  const metrics = createMetrics({ pool: () => (app.db as unknown as { $client?: PoolStats }).$client, admission: () => admission() });
  // without a DSN, the development receiver of this very API (DEV_MONITORING=on), over HTTP like the hosted one
  const ownReceiver = () => {
    const address = app.server.address();
    return config.devMonitoring && typeof address === 'object' && address
      ? `http://${config.devMonitoring.key}@127.0.0.1:${address.port}/monitoring/1`
      : null;
  };
  const reporter = createReporter({
    dsn: () => observability.monitoringDsn ?? ownReceiver(),
    stage: observability.stage,
    release: observability.release,
    log: app.log,
  });
  app.decorate('metrics', metrics);
  app.decorate('errorReports', reporter);
  const failures = new WeakMap<FastifyRequest, Error>();
  // the request span's ids, taken while it is open (@fastify/otel forgets it once it ends)
  const spans = new WeakMap<FastifyRequest, SpanContext>();
  const spanOf = (request: FastifyRequest) => spans.get(request) ?? null;
  // the problem code of a refusal, for its log line
  const problemCodes = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request, reply) => {
    const otel = request.opentelemetry();
    const span = otel.span?.spanContext();
    if (span) {
      spans.set(request, span);
      // every line this request logs names its trace (Fastify's own request lines are ours here)
      request.log = reply.log = request.log.child({ traceId: span.traceId });
      reply.header('traceresponse', `00-${span.traceId}-${span.spanId}-01`);
    }
    request.log.info({ req: request }, 'incoming request');
  });

  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });

  // problem+json answers name the trace: `"traceId":"4bf92f35…","reference":"4bf92f35"`
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      typeof payload !== 'string' ||
      !payload.startsWith('{"') ||
      !String(reply.getHeader('content-type')).startsWith('application/problem+json')
    )
      return payload;
    const { code } = JSON.parse(payload) as { code?: unknown };
    if (typeof code === 'string') problemCodes.set(request, code);
    const span = spanOf(request);
    if (!span) return payload;
    return `{"traceId":"${span.traceId}","reference":"${referenceOf(span.traceId)}",${payload.slice(1)}`;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const durationMs = reply.elapsedTime;
    const status = reply.statusCode;
    metrics.observeRequest(request.method, route, status, durationMs / 1000);
    const span = spanOf(request);
    if (status < 400) request.log.info({ res: reply, responseTime: durationMs }, 'request completed');
    else {
      // a refusal's or failure's one line, at a level production keeps: what a user's reference finds
      // (never the body, the query or a token: they may hold e-mail addresses and credentials)
      request.log[status >= 500 ? 'error' : 'warn'](
        {
          res: reply,
          responseTime: durationMs,
          method: request.method,
          route,
          status,
          code: problemCodes.get(request) ?? null,
          reference: span ? referenceOf(span.traceId) : null,
          userId: request.currentUser?.eid ?? null,
        },
        'request completed',
      );
    }
    const slow = observability.slowRequestMs > 0 && durationMs > observability.slowRequestMs;
    if ((status < 500 && !slow) || request.routeOptions.config.report === false) return;
    const error = failures.get(request) ?? null;
    reporter.report({
      level: status >= 500 ? 'error' : 'warning',
      error: status === 500 ? error : null,
      message:
        status >= 500 ? `${request.method} ${route} answered ${status}` : `${request.method} ${route} took ${Math.round(durationMs)} ms`,
      method: request.method,
      route,
      status,
      durationMs,
      traceId: span?.traceId ?? null,
      spanId: span?.spanId ?? null,
    });
  });

  if (observability.metricsKey) {
    const key = observability.metricsKey;
    app.get('/metrics', { config: { permission: 'public', otel: false }, schema: { hide: true } }, async (request, reply) => {
      if (!keyMatches(request.headers.authorization, key)) {
        reply.header('www-authenticate', 'Bearer');
        return sendProblem(reply, new Problem(401, 'unauthorized', 'Unauthorized', 'The metrics need the METRICS_KEY as a bearer token.'));
      }
      return reply.type(metrics.registry.contentType).send(await metrics.text());
    });
  }
  if (observability.metricsPort !== null) {
    const port = observability.metricsPort;
    let server: Awaited<ReturnType<typeof serveMetrics>> | null = null;
    app.addHook('onReady', async () => {
      server = await serveMetrics(metrics, port, observability.metricsHost);
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([reporter.flush(), flushTracing()]);
  });

  return {
    metrics,
    watchAdmission: (watched) => {
      admission = () => watched.stats();
    },
  };
}
