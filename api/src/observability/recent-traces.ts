/**
 * The API's recent spans, log lines and monitoring reports in bounded rings, where no OTLP collector
 * runs (DEV_MONITORING=on, never production), so a quoted reference finds its request down to each
 * SQL statement (GET /dev/traces/{reference}).
 * One store per process, like the tracer provider; it keeps nothing until `keepRecentTraces()`.
 */
import { SpanKind, SpanStatusCode, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import type { ReceivedEvent } from '../dev/monitoring/envelope.js';

/** Enough for the last few hundred requests with their queries; a lookup comes soon after the error. */
const KEPT_SPANS = 20_000;
const KEPT_LOG_LINES = 5_000;
const KEPT_REPORTS = 200;

export interface KeptSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: string;
  startTime: string;
  durationMs: number;
  status: { code: string; message?: string };
  attributes: Record<string, unknown>;
}

export interface TraceRecord {
  reference: string;
  spans: KeptSpan[];
  logs: Record<string, unknown>[];
  reports: ReceivedEvent[];
}

let keeping = false;
const spans: KeptSpan[] = [];
const logs: Record<string, unknown>[] = [];
const reports: ReceivedEvent[] = [];

const push = <T>(ring: T[], item: T, max: number) => {
  ring.push(item);
  if (ring.length > max) ring.splice(0, ring.length - max);
};
const millis = ([seconds, nanos]: [number, number]) => seconds * 1_000 + nanos / 1e6;

/** From now on, this process keeps its recent spans, request log lines and reports. */
export function keepRecentTraces(): void {
  keeping = true;
}

function keptSpan(span: ReadableSpan): KeptSpan {
  const attributes: Record<string, unknown> = { ...span.attributes };
  // the pg instrumentation names the text db.query.text (new conventions) or db.statement (old):
  // both say the statement with its placeholders, never the bound values
  const statement = attributes['db.query.text'] ?? attributes['db.statement'];
  if (statement !== undefined) attributes['db.statement'] = statement;
  return {
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId ?? null,
    name: span.name,
    kind: SpanKind[span.kind],
    startTime: new Date(millis(span.startTime)).toISOString(),
    durationMs: Math.round(millis(span.duration) * 1_000) / 1_000,
    status: { code: SpanStatusCode[span.status.code], ...(span.status.message ? { message: span.status.message } : {}) },
    attributes,
  };
}

/** Part of every tracer provider (tracing.ts); idle until `keepRecentTraces()`. */
export const recentSpanProcessor: SpanProcessor = {
  onStart(_span: Span, _context: Context) {},
  onEnd(span: ReadableSpan) {
    if (keeping) push(spans, keptSpan(span), KEPT_SPANS);
  },
  forceFlush: async () => {},
  shutdown: async () => {},
};

/** pino's streamWrite hook (app.ts): keeps the lines of a request (those with a traceId), passes every line on. */
export function keepLogLine(line: string): string {
  if (keeping && line.includes('"traceId"')) {
    try {
      push(logs, JSON.parse(line) as Record<string, unknown>, KEPT_LOG_LINES);
    } catch {
      // not one JSON line: not a request's
    }
  }
  return line;
}

/** A report the monitoring receiver got (src/dev/monitoring). */
export function keepReport(event: ReceivedEvent): void {
  if (keeping) push(reports, event, KEPT_REPORTS);
}

/** Everything kept under a reference (a trace id's first 8 hex digits, or the whole id); null when nothing is. */
export function traceOf(reference: string): TraceRecord | null {
  const ref = reference.toLowerCase();
  const ofTrace = (traceId: unknown) => typeof traceId === 'string' && traceId.startsWith(ref);
  const found = {
    reference: ref.slice(0, 8),
    spans: spans.filter((span) => ofTrace(span.traceId)).sort((a, b) => a.startTime.localeCompare(b.startTime)),
    logs: logs.filter((line) => ofTrace(line.traceId)),
    // a browser report names the trace of the failed call, or for a failure with no answer a reference of its own
    reports: reports.filter((event) => ofTrace(event.traceId) || event.tags.reference === ref.slice(0, 8)),
  };
  return found.spans.length + found.logs.length + found.reports.length > 0 ? found : null;
}
