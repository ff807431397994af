// Every shared name is its own lazily loaded module, and webpack would give each its own chunk:
// react, react/jsx-runtime, react-dom and react-dom/client in four files, React Router's two names
// in three, MSAL (inside shared-auth) in two. Libraries whose parts always load together
// get one chunk instead: fewer requests, and one gzip stream per library compresses better than
// several (4 KB less for /home). Only async chunks: the entry files keep what they need.
import { GENERATED_DIR } from './react-router-client.mjs';

const inPackages = (...names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);

const LIBRARIES = {
  // The libraries every start of the host runs, React and React Router (both its shared names,
  // and the client-API modules that stand for them), styled-components and stylis, SWR and
  // i18next, as one chunk: one gzip stream compresses them 1.8 KB smaller than five, and none
  // loads without the others (docs/adr/0310-first-loads-without-unused-library-code.md).
  // (SWR's use-sync-external-store shim is React's own hook, library-stubs)
  libraries: new RegExp(
    `${inPackages('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'styled-components', 'stylis', 'swr', 'dequal', 'i18next').source}` +
      `|[\\\\/]${GENERATED_DIR}[\\\\/](?:react-router|styled-components)|[\\\\/]library-stubs[\\\\/]`,
  ),
  // with shared-auth's code that runs it (its msal-runtime chunk) and the stand-ins of msal-unused-flows
  msal: new RegExp(
    `${inPackages('@azure/msal-browser', '@azure/msal-common').source}|[\\\\/]shared-auth[\\\\/]src[\\\\/]msal[\\\\/](?:msal-runtime|sign-in-flow|create-msal-instance|msal-config|auth-errors)\\.ts$|[\\\\/]msal-stubs[\\\\/]`,
  ),
};

export const vendorChunks = {
  ...Object.fromEntries(Object.entries(LIBRARIES).map(([name, test]) => [name, { test, name, chunks: 'async', enforce: true }])),
  // A remote's English strings (src/i18n) serve every page it exposes; under webpack's minimum
  // chunk size they would be copied into each page's chunk (1.1 KB per backoffice page) instead.
  strings: { test: /[\\/]remote-[^\\/]+[\\/]src[\\/]i18n[\\/]/, name: 'strings', chunks: 'async', enforce: true },
};
