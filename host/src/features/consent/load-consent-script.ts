/**
 * The portal eats its own cooking (spec section 9): it loads the consent script the API's
 * cookie-policy service builds for the portal itself, with market dk and age verification off.
 * The script listens to the profile menu's "Manage Cookies" event (MANAGE_COOKIES_EVENT) and
 * also offers window.OttiliaConsent.manage().
 */
export const PORTAL_SITE = 'portal';
export const PORTAL_MARKET = 'dk';

export const consentScriptUrl = (cookiePolicyUrl: string, site: string = PORTAL_SITE) =>
  `${cookiePolicyUrl.replace(/\/+$/, '')}/${encodeURIComponent(site)}/consent.js`;

/** Adds the script once; a failure to load leaves the portal working (without a banner). */
export function loadConsentScript(doc: Document, cookiePolicyUrl: string): HTMLScriptElement {
  const existing = doc.querySelector<HTMLScriptElement>('script[data-ottilia-consent-script]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = consentScriptUrl(cookiePolicyUrl);
  script.async = true;
  script.dataset.ottiliaConsentScript = '';
  script.dataset.market = PORTAL_MARKET;
  script.dataset.ageVerification = 'off';
  script.addEventListener('error', () => console.warn(`[host] the consent script ${script.src} could not be loaded`));
  doc.head.appendChild(script);
  return script;
}
