/**
 * Web vitals start only with the visitor's consent to performance cookies: a parked script of the
 * performance category, which the portal's consent script runs once allowed (as it runs the tag
 * manager's, features/analytics), says so; the web-vitals chunk then loads after the first render.
 */
const ALLOWED = 'ottilia:performance-allowed';

export function parkWebVitals(doc: Document, start: () => void): void {
  if (doc.querySelector('script[data-ottilia-web-vitals]')) return;
  window.addEventListener(ALLOWED, () => {
    const afterRender = () => setTimeout(start, 0);
    if (doc.readyState === 'complete') afterRender();
    else window.addEventListener('load', afterRender, { once: true });
  }, { once: true });
  const script = doc.createElement('script');
  script.type = 'text/plain';
  script.dataset.consentCategory = 'performance';
  script.dataset.ottiliaWebVitals = '';
  script.text = `window.dispatchEvent(new Event('${ALLOWED}'))`;
  doc.head.appendChild(script);
}
