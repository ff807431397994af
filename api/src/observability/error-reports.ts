/**
 * The API's own error reports, in the Sentry envelope protocol the browser's reporter speaks too,
 * to the stage's DSN: unhandled errors (500), other 5xx answers and slow requests, with stage,
 * release, route and trace id. Scrubbed like the browser's (shared-contracts/scrub): the route
 * template instead of the path, no query, token or e-mail address, no request body or user.
 * A 429 from the service pauses reporting for its Retry-After; at most 60 reports a minute leave.
 */
import { randomUUID } from 'node:crypto';
import { scrub } from '@ottilia/shared-contracts/scrub';

export interface ApiReport {
  level: 'error' | 'warning';
  /** The failure (unhandled error), or null for a 5xx without one or a slow request. */
  error: Error | null;
  message: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  traceId: string | null;
  spanId: string | null;
}

export interface Reporter {
  report(report: ApiReport): void;
  /** Waits for reports still being sent (tests, shutdown). */
  flush(): Promise<void>;
}

const PER_MINUTE = 60;

/** `https://KEY@host/path/PROJECT` -> its envelope endpoint with the key in the query. */
export function envelopeUrlOf(dsn: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).pop()!;
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(project)).replace(/\/$/, '');
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7`;
}

/** Node's `at fn (file:line:col)` lines as Sentry frames, innermost last as Sentry wants. */
export function framesOf(stack: string | undefined) {
  const frames = (stack ?? '').split('\n').flatMap((line) => {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) return [];
    const filename = match[2]!.replace(/^file:\/\//, '');
    return [
      {
        function: match[1] ?? '?',
        filename: scrub(filename.replace(/^.*?\/(api|node_modules)\//, '$1/')),
        lineno: Number(match[3]),
        colno: Number(match[4]),
        in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
      },
    ];
  });
  return frames.reverse();
}

/** Seconds or an HTTP date, as Retry-After gives them; 60 s when unreadable. */
const retryAfterMs = (value: string | null) => {
  const seconds = Number(value);
  if (value && Number.isFinite(seconds)) return seconds * 1000;
  const date = value ? Date.parse(value) : NaN;
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : 60_000;
};

export function envelopeOf(report: ApiReport, { stage, release }: { stage: string; release: string }): string {
  const eventId = randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: report.level,
    logger: 'api',
    release,
    environment: stage,
    transaction: `${report.method} ${report.route}`,
    message: scrub(report.message),
    ...(report.error
      ? {
          exception: {
            values: [
              {
                type: report.error.name || 'Error',
                value: scrub(report.error.message),
                stacktrace: { frames: framesOf(report.error.stack) },
              },
            ],
          },
        }
      : {}),
    tags: {
      kind: report.error ? 'unhandled' : report.level === 'warning' ? 'slow-request' : 'server-error',
      method: report.method,
      route: report.route,
      status: String(report.status),
      duration_ms: String(Math.round(report.durationMs)),
      ...(report.traceId ? { trace_id: report.traceId, reference: report.traceId.slice(0, 8) } : {}),
    },
    ...(report.traceId ? { contexts: { trace: { trace_id: report.traceId, span_id: report.spanId ?? undefined } } } : {}),
    request: { method: report.method, url: report.route },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** `dsn` is read at each report: the API's own receiver is known once the API listens. */
export function createReporter({
  dsn,
  stage,
  release,
  log,
  post = fetch,
}: {
  dsn: () => string | null;
  stage: string;
  release: string;
  log: { warn(obj: object, msg: string): void };
  post?: typeof fetch;
}): Reporter {
  const pending = new Set<Promise<void>>();
  let pausedUntil = 0;
  let windowStart = 0;
  let sentInWindow = 0;
  return {
    report(report) {
      const target = dsn();
      if (!target || Date.now() < pausedUntil) return;
      if (Date.now() - windowStart > 60_000) {
        windowStart = Date.now();
        sentInWindow = 0;
      }
      if (++sentInWindow > PER_MINUTE) return;
      const sending = post(envelopeUrlOf(target), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelopeOf(report, { stage, release }),
      })
        .then((response) => {
          if (response.status === 429) pausedUntil = Date.now() + retryAfterMs(response.headers.get('retry-after'));
          else if (!response.ok) log.warn({ status: response.status }, 'the monitoring service refused an error report');
        })
        .catch((error: Error) => log.warn({ reason: error.message }, 'an error report could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
