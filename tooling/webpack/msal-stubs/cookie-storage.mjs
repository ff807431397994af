// Stands in for @azure/msal-browser's cache/CookieStorage.mjs (see ../msal-unused-flows.mjs):
// MSAL 5 keeps nothing in cookies with a session-storage cache. BrowserCacheManager constructs one
// and never reads or writes it; the local-storage cache, its only user, is left out as well.
const unused = () => {
  throw new Error(
    'The MSAL cookie store is not part of this build: the portal caches in session storage (tooling/webpack/msal-unused-flows.mjs)',
  );
};

export class CookieStorage {
  initialize = unused;
  getItem = unused;
  setItem = unused;
  removeItem = unused;
  getKeys = unused;
  containsKey = unused;
  getUserData = unused;
  decryptData = unused;
}
