// Stands in for @azure/msal-browser's utils/PopupMonitor.mjs (see ../msal-unused-flows.mjs): with
// the popup client left out no popup is ever watched, so there is no poller to cancel, and
// watching one is refused like the popup flows themselves.
export function cancelPendingPopupPollingResponse() {}

export function monitorPopupForHash() {
  return Promise.reject(
    new Error('MSAL popup flows are not part of this build: the portal uses redirects (tooling/webpack/msal-unused-flows.mjs)'),
  );
}
