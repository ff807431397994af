/**
 * Error reports in the envelope format of Sentry (https://develop.sentry.dev/sdk/envelopes/),
 * which the hosted service accepts and the API's local receiver reads. Nothing personal or
 * secret goes out: no user, no token, no query string, and ids in paths become ":id".
 */
export interface ReportContext {
  /** What failed: a final sign-in error, a remote that did not load, a render error, anything unhandled. */
  kind: 'sign-in' | 'remote-load' | 'render' | 'unhandled' | 'route-manifest' | 'stage-config';
  remote?: string;
  module?: string;
  /** The script or chunk that did not load. */
  chunk?: string;
  /** Where in the sign-in it failed (shared-auth's area). */
  area?: string;
  /** A refused remote: the shell contract and shared versions it was built against, and the host's. */
  remoteBuiltWith?: string;
  hostBuiltWith?: string;
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

// JWTs, bearer tokens, e-mail addresses, and the query and fragment of URLs (codes, tokens, pr_id)
const SECRETS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/Bearer\s+\S+/gi, 'Bearer [token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  [/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, '$1'],
];
export const scrub = (text: string) => SECRETS.reduce((out, [pattern, by]) => out.replace(pattern, by), text).slice(0, 2_000);

/** The route without record ids: uuids and e-mail-like or numbered segments become ":id". */
export const routeOf = (pathname: string) =>
  pathname.split('/').map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) || /\d/.test(segment) || segment.includes('@') ? ':id' : segment)).join('/');

const eventId = () => crypto.randomUUID().replaceAll('-', '');

function describe(error: unknown): { type: string; value: string } {
  if (error instanceof Error) return { type: error.name || 'Error', value: scrub(error.message) };
  return { type: 'Error', value: scrub(typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)) };
}

/** One error as an envelope: header, item header, event. */
export function envelopeOf(error: unknown, context: ReportContext, site: { stage: string; release: string; origin: string; pathname: string }): string {
  const route = routeOf(site.pathname);
  const tags = Object.fromEntries(Object.entries({ ...context, route }).filter(([, value]) => value !== undefined).map(([key, value]) => [key, scrub(String(value))]));
  const event = {
    event_id: eventId(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: site.release,
    environment: site.stage,
    exception: { values: [describe(error)] },
    tags,
    request: { url: `${site.origin}${route}` },
  };
  return [JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}
