import type { Frame } from './source-maps.js';

/**
 * Sentry's envelope format (https://develop.sentry.dev/sdk/envelopes/), the protocol the portal
 * reports errors in: newline-separated JSON, an envelope header, then for each item a header
 * and its payload. The local receiver keeps the `event` items; any other item is skipped.
 */
export interface ReceivedEvent {
  eventId: string;
  receivedAt: string;
  level: string;
  release: string | null;
  environment: string | null;
  message: string | null;
  exception: { type: string; value: string; frames: Frame[] }[];
  /** The trail before the error: navigations and API calls (already scrubbed by the sender). */
  breadcrumbs: { category: string; message: string; status: number | null }[];
  tags: Record<string, string>;
  url: string | null;
  /** Web vitals of a page load (`lcp`, `inp` in ms, `cls`), from reports of kind web-vitals. */
  measurements: Record<string, number>;
  /** The trace the report belongs to (`contexts.trace.trace_id`), which finds the API's log lines and spans. */
  traceId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 2_000): string | null => (typeof value === 'string' ? value.slice(0, max) : null);

function toEvent(payload: Record<string, unknown>): ReceivedEvent {
  const values = isRecord(payload.exception) && Array.isArray(payload.exception.values) ? payload.exception.values : [];
  const tags = isRecord(payload.tags) ? payload.tags : {};
  return {
    eventId: text(payload.event_id, 64) ?? '',
    receivedAt: new Date().toISOString(),
    level: text(payload.level, 16) ?? 'error',
    release: text(payload.release, 200),
    environment: text(payload.environment, 64),
    message: text(payload.message),
    exception: values
      .filter(isRecord)
      .slice(0, 10)
      .map((value) => ({ type: text(value.type, 200) ?? 'Error', value: text(value.value) ?? '', frames: framesOf(value.stacktrace) })),
    breadcrumbs: (isRecord(payload.breadcrumbs) && Array.isArray(payload.breadcrumbs.values) ? payload.breadcrumbs.values : [])
      .filter(isRecord)
      .slice(-50)
      .map((crumb) => ({
        category: text(crumb.category, 64) ?? '',
        message: text(crumb.message, 500) ?? '',
        status: isRecord(crumb.data) && typeof crumb.data.status_code === 'number' ? crumb.data.status_code : null,
      })),
    tags: Object.fromEntries(
      Object.entries(tags)
        .slice(0, 50)
        .flatMap(([key, value]) => (typeof value === 'string' ? [[key.slice(0, 64), value.slice(0, 500)]] : [])),
    ),
    url: isRecord(payload.request) ? text(payload.request.url, 2_000) : null,
    measurements: Object.fromEntries(
      Object.entries(isRecord(payload.measurements) ? payload.measurements : {})
        .slice(0, 20)
        .flatMap(([name, measured]) =>
          isRecord(measured) && typeof measured.value === 'number' ? [[name.slice(0, 32), measured.value]] : [],
        ),
    ),
    traceId: isRecord(payload.contexts) && isRecord(payload.contexts.trace) ? text(payload.contexts.trace.trace_id, 32) : null,
  };
}

/** Sentry's frames (outermost first), as sent: minified locations until the receiver resolves them. */
function framesOf(stacktrace: unknown): Frame[] {
  const frames = isRecord(stacktrace) && Array.isArray(stacktrace.frames) ? stacktrace.frames : [];
  return frames
    .filter(isRecord)
    .slice(-100)
    .map((frame) => ({
      function: text(frame.function, 200) ?? '?',
      abs_path: text(frame.abs_path, 2_000) ?? text(frame.filename, 2_000) ?? '',
      lineno: typeof frame.lineno === 'number' ? frame.lineno : 0,
      colno: typeof frame.colno === 'number' ? frame.colno : 0,
    }));
}

/** The events of an envelope; throws on anything that is not one. */
export function parseEnvelope(body: string): ReceivedEvent[] {
  const lines = body.split('\n');
  const json = (line: string | undefined, what: string): Record<string, unknown> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line ?? '');
    } catch {
      throw new Error(`${what} is not JSON`);
    }
    if (!isRecord(parsed)) throw new Error(`${what} is not a JSON object`);
    return parsed;
  };
  json(lines[0], 'the envelope header');
  const events: ReceivedEvent[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    if (lines[i] === '' && i === lines.length - 1) break; // a trailing newline
    const header = json(lines[i], `item header ${(i + 1) / 2}`);
    const payload = lines[i + 1];
    if (header.type === 'event') events.push(toEvent(json(payload, `item ${(i + 1) / 2}`)));
  }
  return events;
}
