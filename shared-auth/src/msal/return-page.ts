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
