/**
 * Error reports in the envelope format of Sentry (https://develop.sentry.dev/sdk/envelopes/),
 * which the hosted service accepts and the API's local receiver reads. Nothing personal or
 * secret goes out: no user, no token, no query string, and ids in paths become ":id".
 */
import type { Breadcrumb } from '@ottilia/shared-auth';
import { routeOf, scrub } from '@ottilia/shared-auth/scrub';

export interface ReportContext {
  /**
   * What failed: a final sign-in error, a remote that did not load, a render error, anything
   * unhandled, an API call without an answer (network), a path without a page (not-found), a
   * form field's refusal by the API (409/422: no fault, sent at level info).
   */
  kind: 'sign-in' | 'remote-load' | 'render' | 'unhandled' | 'route-manifest' | 'stage-config' | 'network' | 'not-found' | 'refusal';
  remote?: string;
  module?: string;
  /** The script or chunk that did not load. */
  chunk?: string;
  /** Where in the sign-in it failed (shared-auth's area). */
  area?: string;
  /** A refused remote: the shell contract and shared versions it was built against, and the host's. */
  remoteBuiltWith?: string;
  hostBuiltWith?: string;
  /** The failing area's release (`remote-users@1.2.0`); the event's own release is the host's. */
  areaRelease?: string;
  /** What the user's screen shows to quote ("Reference: 4bf92f35"): the trace id's first 8 hex digits. */
  reference?: string;
  /** The trace the error belongs to (an API call's, or one made for the report); sent as `contexts.trace`. */
  traceId?: string;
}

export interface Dsn {
  envelopeUrl: string;
}

/** `https://KEY@host/path/PROJECT` -> the envelope endpoint with the key in its query (no CORS preflight). */
export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !project) throw new Error(`monitoring: "${dsn}" is not a DSN (https://key@host/project)`);
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(project)).replace(/\/$/, '');
  return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7` };
}

export const eventId = () => crypto.randomUUID().replaceAll('-', '');

/** An event as an envelope: header, item header, event. */
export const envelopeOfEvent = (event: { event_id: string }) =>
  [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');

export interface Frame {
  function: string;
  /** The script's URL, without query: the receiver finds the release's source map by it. */
  abs_path: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

const MAX_FRAMES = 50;
// V8 (`    at fn (https://…/123.js:1:2345)`, `    at https://…`) and Gecko/WebKit (`fn@https://…:1:2345`)
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_FRAME = /^(.*?)@(.+?):(\d+):(\d+)$/;

/**
 * The stack's frames in Sentry's order (outermost first). Parsed here, not by the vendor's SDK:
 * that SDK would have to start with the page (its breadcrumbs and handlers) and weigh on /home's
 * first load, while this code loads with the first report only.
 */
export function framesOf(stack: string | undefined): Frame[] {
  const frames = (stack ?? '').split('\n').flatMap((line): Frame[] => {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match || !/^https?:/.test(match[2]!)) return [];
    return [
      {
        function: match[1] || '?',
        abs_path: scrub(match[2]!.split(/[?#]/)[0]!),
        lineno: Number(match[3]),
        colno: Number(match[4]),
        in_app: true,
      },
    ];
  });
  return frames.slice(0, MAX_FRAMES).reverse();
}

function describe(error: unknown): { type: string; value: string; stacktrace?: { frames: Frame[] } } {
  if (error instanceof Error) {
    const frames = framesOf(error.stack);
    return { type: error.name || 'Error', value: scrub(error.message), ...(frames.length > 0 ? { stacktrace: { frames } } : {}) };
  }
  return { type: 'Error', value: scrub(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))) };
}

/** The trail in Sentry's breadcrumb form: routes without ids, API paths without ids or query. */
const crumbsOf = (trail: readonly Breadcrumb[]) =>
  trail.map((crumb) => ({
    timestamp: crumb.at / 1000,
    category: crumb.category === 'api' ? 'fetch' : 'navigation',
    message: scrub(
      crumb.category === 'api' ? crumb.message.replace(/ (\S+)$/, (_m, path: string) => ` ${routeOf(path)}`) : routeOf(crumb.message),
    ),
    ...(crumb.status === undefined ? {} : { data: { status_code: crumb.status } }),
  }));

/** One error as an envelope: header, item header, event. */
export function envelopeOf(
  error: unknown,
  context: ReportContext,
  site: { stage: string; release: string; origin: string; pathname: string; trail?: readonly Breadcrumb[] },
): string {
  const route = routeOf(site.pathname);
  const { traceId, ...tagged } = context;
  // a release name (`remote-users@1.2.0`) is ours, and would read as an e-mail address to scrub
  const tags = Object.fromEntries(
    Object.entries({ ...tagged, route })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, key === 'areaRelease' ? String(value) : scrub(String(value))]),
  );
  const event = {
    event_id: eventId(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    // a refusal is no fault: kept to be found by its reference, below every alert on errors
    level: context.kind === 'refusal' ? 'info' : 'error',
    release: site.release,
    environment: site.stage,
    exception: { values: [describe(error)] },
    tags,
    request: { url: `${site.origin}${route}` },
    ...(site.trail?.length ? { breadcrumbs: { values: crumbsOf(site.trail) } } : {}),
    ...(traceId ? { contexts: { trace: { trace_id: traceId, span_id: traceId.slice(16) } } } : {}),
  };
  return envelopeOfEvent(event);
}
