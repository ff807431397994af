/**
 * Web vitals start only with the visitor's consent to performance cookies: a parked script of the
 * performance category, which the portal's consent script runs once allowed (as it runs the tag
 * manager's, features/analytics), says so; the web-vitals chunk then loads after the first render.
 */
const ALLOWED = 'ottilia:performance-allowed';
/** The file that dispatches ALLOWED (performance-allowed.js, published by host/webpack.config.mjs): no inline script under the CSP. */
export const PERFORMANCE_ALLOWED_SCRIPT = '/performance-allowed.js';

export function parkWebVitals(doc: Document, start: () => void): void {
  if (doc.querySelector('script[data-ottilia-web-vitals]')) return;
  window.addEventListener(
    ALLOWED,
    () => {
      const afterRender = () => setTimeout(start, 0);
      if (doc.readyState === 'complete') afterRender();
      else window.addEventListener('load', afterRender, { once: true });
    },
    { once: true },
  );
  const script = doc.createElement('script');
  script.type = 'text/plain';
  script.dataset.consentCategory = 'performance';
  script.dataset.ottiliaWebVitals = '';
  script.src = PERFORMANCE_ALLOWED_SCRIPT;
  doc.head.appendChild(script);
}
