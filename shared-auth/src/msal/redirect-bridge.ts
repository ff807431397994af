/**
 * Script of the redirect bridge page (REDIRECT_BRIDGE_PATH), where MSAL v5 sends iframe and popup
 * answers. Silent sign-in and renewal answers are handed to the waiting window here, in MSAL's own
 * message (`{ v: 1, payload }` on the channel named by the request id), because a new tab's first
 * load fetches this page and MSAL's bridge module weighs 2.6 KB gzip. Anything else goes to MSAL's
 * bridge (MSAL_BRIDGE_SCRIPT), loaded only then.
 */

/** An answer MSAL's waiting window reads: the raw query or fragment, and the request's id from `state`. */
export interface BridgedAnswer {
  id: string;
  payload: string;
  /** The page's address without the answer. */
  cleanUrl: string;
}

const withoutPrefix = (part: string) => part.slice(1);

/** MSAL's library state: the base64url JSON before the first '|' of `state`. */
function libraryState(state: string): { id?: unknown; meta?: { interactionType?: unknown } } | null {
  try {
    const base64 = state.split('|')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.codePointAt(0) ?? 0);
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The iframe (or popup) answer in `location`, read as MSAL's bridge reads it (`state` in the
 * fragment or the query, both joined when both hold one); null for a full-page redirect's
 * answer or anything unreadable.
 */
export function bridgedAnswer(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>): BridgedAnswer | null {
  const hash = withoutPrefix(location.hash);
  const query = withoutPrefix(location.search);
  const inHash = new URLSearchParams(hash).has('state');
  const inQuery = new URLSearchParams(query).has('state');
  const payload = inHash && inQuery ? `${query}${hash}` : inQuery ? query : inHash ? hash : '';
  const state = new URLSearchParams(payload).get('state');
  const library = state ? libraryState(state) : null;
  if (!library || typeof library.id !== 'string' || !library.id || !library.meta) return null;
  if (library.meta.interactionType === 'redirect') return null;
  // the part(s) that did not hold the answer stay in the address, as MSAL's bridge leaves them
  const cleanUrl = `${location.origin}${location.pathname}${!inQuery && query ? location.search : ''}${!inHash && hash ? location.hash : ''}`;
  return { id: library.id, payload, cleanUrl };
}

/** MSAL's own bridge, built beside this page's script (tooling/webpack/create-config.mjs). */
export const MSAL_BRIDGE_SCRIPT = 'redirect-msal.js';

export function runRedirectBridge(): void {
  const answer = bridgedAnswer(window.location);
  if (!answer) {
    // a plain script, not import(): webpack's chunk loading would double this page's script
    document.head.append(Object.assign(document.createElement('script'), { src: MSAL_BRIDGE_SCRIPT }));
    return;
  }
  document.title = 'Microsoft Authentication';
  window.history.replaceState(null, '', answer.cleanUrl);
  const channel = new BroadcastChannel(answer.id);
  channel.postMessage({ v: 1, payload: answer.payload });
  channel.close();
  window.close();
}
