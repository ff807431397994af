/**
 * OpenTelemetry for the API: one tracer provider per process, W3C trace context (a browser's
 * `traceparent` is continued), a span per request (@fastify/otel, registered by
 * request-telemetry.ts) and per SQL query (@opentelemetry/instrumentation-pg).
 *
 * The pg instrumentation patches `pg.Client` by hand rather than through a module loader hook:
 * the API is ESM, where require-in-the-middle never sees `import pg from 'pg'` and the
 * import-in-the-middle hook would need `--import` on every start (and does not run under jest).
 * Patching the Client prototype covers every pool, the embedded database's included.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import pg from 'pg';
import { recentSpanProcessor } from './recent-traces.js';

export interface TracingOptions {
  serviceName?: string;
  release: string;
  stage: string;
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); without one spans are exported nowhere (DEV_MONITORING=on keeps the recent ones in memory). */
  otlpEndpoint: string | null;
  /** Extra processors (tests: an in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

let provider: TracerProvider | null = null;

/** Starts tracing for this process; later calls (one per app built) keep the first provider. */
export function startTracing({
  serviceName = 'ottilia-api',
  release,
  stage,
  otlpEndpoint,
  spanProcessors = [],
}: TracingOptions): TracerProvider {
  if (provider) return provider;
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.version': release, 'deployment.environment.name': stage }),
    spanProcessors: [
      ...(otlpEndpoint ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${otlpEndpoint}/v1/traces` }) })] : []),
      ...spanProcessors,
      // the development composition and the tests keep their recent spans (recent-traces.ts)
      recentSpanProcessor,
    ],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  // SQL text with placeholders, never the bound values (they may be e-mail addresses)
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true, enhancedDatabaseReporting: false });
  pgInstrumentation.setTracerProvider(provider);
  for (const definition of pgInstrumentation.getModuleDefinitions()) {
    if (definition.name === 'pg') definition.patch?.(pg);
  }
  return provider;
}

/** Sends spans still waiting for export (an app closing). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/** What a user quotes: the trace id's first 8 hex digits, enough to find it in a day's logs. */
export const referenceOf = (traceId: string) => traceId.slice(0, 8);
