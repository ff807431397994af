/**
 * The token the main app hands to a preview host (spec section 4) arrives in the address's
 * fragment, `#token=…&state=…`: a fragment is never sent to a server nor in a Referer. This runs
 * first thing at start-up, on every origin, and takes it out of the address bar (and so out of the
 * history entry) before anything else can read, log or report the address.
 */
export interface HandedToken {
  token: string;
  state: string;
}

export function takeHandedToken(location: Location = window.location, history: History = window.history): HandedToken | null {
  // (a sign-in response's `code`, `state` or `id_token` is MSAL's, and stays)
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (!fragment.has('token')) return null;
  const token = fragment.get('token');
  const state = fragment.get('state');
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return token && state ? { token, state } : null;
}

/**
 * Whether the origin may be one of the preview hosts of `template` (prefix and suffix around
 * `{id}`): a cheap test for the first load; preview-session.ts checks it for real.
 */
export function mayBePreviewHost(origin: string, template: string): boolean {
  const [before = '', after] = template.split('{id}');
  return after !== undefined && origin.length > before.length + after.length && origin.startsWith(before) && origin.endsWith(after);
}
