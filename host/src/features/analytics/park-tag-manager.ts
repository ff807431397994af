/**
 * Analytics (spec section 3: a tag manager container per stage, none in dev). The container's
 * loader is parked as a `text/plain` script of the performance category: the portal's consent
 * script runs it only once the visitor allows performance cookies, after it has set Google's
 * Consent Mode v2 defaults, so the tag manager starts with the visitor's choice already known.
 * The loader is the host's file TAG_MANAGER_LOADER (tag-manager-loader.js), not inline text:
 * the Content-Security-Policy allows no inline scripts.
 */
import { reportError } from '../../monitoring/monitor';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/** Where the host publishes tag-manager-loader.js (host/webpack.config.mjs). */
export const TAG_MANAGER_LOADER = '/tag-manager.js';

/** Parks the stage's container (once); nothing without one. */
export function parkTagManager(doc: Document, containerId: string | undefined): HTMLScriptElement | null {
  if (!containerId) return null;
  if (!CONTAINER_ID.test(containerId)) {
    // the id goes into a script address: anything but a container id is refused
    reportError(new Error(`analytics: "${containerId}" is not a tag manager container id`), { kind: 'unhandled' });
    return null;
  }
  const existing = doc.querySelector<HTMLScriptElement>('script[data-ottilia-analytics]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.type = 'text/plain';
  script.dataset.consentCategory = 'performance';
  script.dataset.ottiliaAnalytics = containerId;
  // the consent script copies the attributes when it releases the script
  script.src = TAG_MANAGER_LOADER;
  script.dataset.tagManagerSrc = `${TAG_MANAGER_SCRIPT}?id=${containerId}`;
  doc.head.appendChild(script);
  return script;
}
