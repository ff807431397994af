// Tells the host that the visitor allowed performance cookies (web-vitals-consent.ts), as a file of
// the host's own origin (/performance-allowed.js), not inline script text: the
// Content-Security-Policy allows no inline scripts (deploy/nginx). The consent script runs it.
/* global window, Event */
window.dispatchEvent(new Event('ottilia:performance-allowed'));
