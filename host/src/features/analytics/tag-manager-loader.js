// Google's tag manager loader as a file of the host's own origin (/tag-manager.js), not inline
// script text: the Content-Security-Policy allows no inline scripts (deploy/nginx). The consent
// script runs it once analytics is allowed, with the parked element's attributes; the container's
// address comes from its data-tag-manager-src (park-tag-manager.ts checks the container id).
/* global window, document */
(function (script) {
  var src = script && script.getAttribute('data-tag-manager-src');
  if (!src) return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  var tagManager = document.createElement('script');
  tagManager.async = true;
  tagManager.src = src;
  document.head.appendChild(tagManager);
})(document.currentScript);
