/**
 * The page to come back to after an expired session: the logout redirect ends on the app's
 * origin (the only post-logout address the identity service knows), so the next sign-in must be
 * told where the user was. Kept in session storage, which survives the round trip in the tab.
 */
const RETURN_PAGE_KEY = 'ottilia.returnPage';

export function rememberReturnPage(href: string): void {
  window.sessionStorage.setItem(RETURN_PAGE_KEY, href);
}

/** The remembered page, once: a later sign-in starts from wherever it starts. */
export function takeReturnPage(): string | null {
  const href = window.sessionStorage.getItem(RETURN_PAGE_KEY);
  window.sessionStorage.removeItem(RETURN_PAGE_KEY);
  return href;
}

/**
 * The page a full-page sign-in started from. The identity service answers on the app's origin
 * (the one address it knows); MSAL would then load the start page anew and read the answer there.
 */
const SIGN_IN_START_KEY = 'ottilia.signInStart';

export function rememberSignInStart(href: string): void {
  window.sessionStorage.setItem(SIGN_IN_START_KEY, href);
}

/**
 * Run first at start-up, before anything reads the address: with the identity service's answer to
 * this tab's sign-in in the address, puts the page the sign-in started from back under that answer,
 * so the portal starts there and MSAL reads the answer in place (one load of the portal, not two).
 */
export function returnToSignInStart(): void {
  const start = window.sessionStorage.getItem(SIGN_IN_START_KEY);
  const { hash, origin } = window.location;
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  if (!start || !answer.has('state') || !(answer.has('code') || answer.has('error'))) return;
  window.sessionStorage.removeItem(SIGN_IN_START_KEY);
  const page = URL.canParse(start) ? new URL(start) : null;
  if (page?.origin === origin) window.history.replaceState(window.history.state, '', `${page.pathname}${page.search}${hash}`);
}
