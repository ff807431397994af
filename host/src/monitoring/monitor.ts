/**
 * The portal's error reporting: anything may call reportError from the first line on; reports
 * wait (at most 20) until startMonitoring knows where to send them, and go to the console where
 * no DSN is configured. Each names the host's release and, where an area failed, that area's
 * release (its source maps are kept under that name, ADR 0121). One page sends at most 30 reports,
 * each distinct error once. Every report has a reference, the one a user quotes from their screen:
 * the caller's (an API call's trace), else one made here; the same error reported again answers its
 * first reference.
 */
import { breadcrumbs, leaveBreadcrumb, newTraceContext, referenceOf, setMonitoringReporter } from '@ottilia/shared-auth';
import type { ReportContext } from './monitoring-event';

export type { ReportContext } from './monitoring-event';

// the envelope code is fetched with the first report: a page without errors never loads it
const loadEvents = () => import(/* webpackChunkName: "monitoring-event" */ './monitoring-event');

const MAX_WAITING = 20;
const MAX_SENT = 30;
const MAX_REMEMBERED = 200;

type Send = (error: unknown, context: ReportContext) => void;
let send: Send | null = null;
const waiting: [unknown, ReportContext][] = [];
/** The reference each distinct error was first reported with. */
const referenceByError = new Map<string, string>();

/** Each remote's release as the tab runs it (`remote-users@1.2.0`), and the folder its files come from. */
const areaReleases = new Map<string, { release: string; base: string }>();

/** The composition's release of a remote (again when the tab switches it): its reports name it. */
export function setAreaRelease(remote: string, release: string, mfManifestUrl: string): void {
  areaReleases.set(remote, { release, base: new URL('.', mfManifestUrl).href });
}

/**
 * The failing area: the remote the context names, else the one whose script is innermost in the
 * stack (an unhandled error in a remote's code); with its release.
 */
function failingArea(error: unknown, { remote }: ReportContext): Pick<ReportContext, 'remote' | 'areaRelease'> {
  if (remote) return { remote, ...(areaReleases.has(remote) ? { areaRelease: areaReleases.get(remote)!.release } : {}) };
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const [innermost] = [...areaReleases]
    .map(([name, { release, base }]) => ({ name, release, at: stack.indexOf(base) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return innermost ? { remote: innermost.name, areaRelease: innermost.release } : {};
}

// an error with its own reference (an API call's, a failure on screen) is an incident of its own
const keyOf = (error: unknown, context: ReportContext) =>
  `${context.kind} ${context.remote ?? ''} ${error instanceof Error ? error.message : String(error)} ${context.reference ?? ''}`;

/**
 * The report's trace and reference: the caller's; a reference alone (a refusal's, the API's) stays
 * without a trace of the browser's; else a trace made here, whose first 8 hex digits are the reference.
 */
function referenced(context: ReportContext): ReportContext & { reference: string } {
  if (context.reference) return { ...context, reference: context.reference };
  const traceId = context.traceId ?? newTraceContext().traceId;
  return { ...context, traceId, reference: referenceOf(traceId) };
}

/** Reports an error; answers the reference the report carries, for the screen to show. */
export function reportError(error: unknown, context: ReportContext): string {
  const key = keyOf(error, context);
  const known = referenceByError.get(key);
  if (known) return known;
  const reported = referenced(context);
  if (referenceByError.size < MAX_REMEMBERED) referenceByError.set(key, reported.reference);
  if (send) send(error, reported);
  else if (waiting.length < MAX_WAITING) waiting.push([error, reported]);
  return reported.reference;
}

export interface MonitoringOptions {
  /** The hosted service's DSN for this stage; without one, reports go to the console. */
  dsn: string | undefined;
  stage: string;
  release: string;
  fetch?: typeof fetch;
}

/** Starts sending (the waiting reports first); answers a stop function (for tests). */
export function startMonitoring({ dsn, stage, release, fetch: post = fetch.bind(globalThis) }: MonitoringOptions): () => void {
  let sent = 0;
  let pausedUntil = 0;
  send = (error, reported) => {
    if (sent >= MAX_SENT) return;
    sent += 1;
    const context = { ...reported, ...failingArea(error, reported) };
    // a refusal is no fault: not an error in the console either
    (context.kind === 'refusal' ? console.info : console.error)(`[${context.kind}]`, error);
    if (!dsn) return;
    // the page as it is now (the route may change while the envelope code loads)
    const site = { stage, release, origin: window.location.origin, pathname: window.location.pathname, trail: breadcrumbs() };
    if (Date.now() < pausedUntil) return;
    void loadEvents()
      .then(({ envelopeOf, parseDsn }) =>
        // keepalive: a report made while the page unloads still leaves; a failed report is dropped
        post(parseDsn(dsn).envelopeUrl, {
          method: 'POST',
          body: envelopeOf(error, context, site),
          keepalive: true,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        }),
      )
      .then((response) => {
        // the service is rate limiting: nothing more until its Retry-After (seconds; 60 when unreadable)
        if (response.status === 429) pausedUntil = Date.now() + 1000 * (Number(response.headers.get('retry-after')) || 60);
      })
      .catch(() => undefined);
  };
  // shared-auth's reports: a final sign-in error, an API call that got no answer, a field's refusal
  setMonitoringReporter((error, { area, reference, traceId }) => {
    if (area === 'api') reportError(error, { kind: 'network', reference, traceId });
    else if (area === 'refusal') reportError(error, { kind: 'refusal', reference });
    else reportError(error, { kind: 'sign-in', area });
  });
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { kind: 'unhandled' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { kind: 'unhandled' });
  // the trail's navigations: the Navigation API sees the router's pushState too; else back and forward
  const onNavigation = () => leaveBreadcrumb({ category: 'navigation', message: window.location.pathname });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', onNavigation);
  if (!navigation) window.addEventListener('popstate', onNavigation);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  for (const [error, context] of waiting.splice(0)) send(error, context);
  return () => {
    send = null;
    referenceByError.clear();
    setMonitoringReporter();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    navigation?.removeEventListener('currententrychange', onNavigation);
    window.removeEventListener('popstate', onNavigation);
  };
}
