/**
 * "Manage Cookies" asks the page's cookie-consent manager to open. The consent script is
 * loaded by the page, not bundled, so the request goes out as a window event it listens to.
 */
export const MANAGE_COOKIES_EVENT = 'ottilia:manage-cookies';

export function openCookieManager(): void {
  window.dispatchEvent(new CustomEvent(MANAGE_COOKIES_EVENT));
}
