// React Router 7 is one package for every way of using it: the client-side data router the portal
// uses, framework mode (its Vite plugin, hydration, <Scripts>/<Meta>), server rendering (request
// handlers, cookies, sessions) and React Server Components. A shared module cannot be tree-shaken
// (a remote may use any export), so sharing the package whole ships all of that to the browser:
// 61 KB gzip, of which the client API is 36 KB. The portal therefore shares React Router's client
// API: every export of the installed version except the ones below, which only run on a server,
// in framework mode or with RSC, or which the portal's way of routing does not use (route data
// APIs, fetchers, <Routes>, NavLink, the other router flavours: 5.2 KB gzip less on /home).
// The list names what is left out (not what is kept), so a client API added by a later React
// Router is shared without anyone touching this file. Importing a left-out name is a lint error
// outside tests (eslint.config.mjs): a shared module's exports are not checked at build time.
//
// Production builds share React Router's production build: the package's export map only points
// at dist/development, whose development warnings dist/production compiles out.

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeGenerated } from './generated-module.mjs';

/** Folder (in the app's node_modules/.cache) of the generated modules. */
export const GENERATED_DIR = 'ottilia-shared';

export const LEFT_OUT = new Set([
  // server rendering and request handling
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'UNSAFE_ServerMode',
  'unstable_setDevServerHooks',
  // React Server Components
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'unstable_RSCHydratedRouter',
  'unstable_createCallServer',
  'unstable_getRSCStream',
  // framework mode (route modules, hydration, single fetch, the document's <Links>/<Meta>/<Scripts>)
  'HydratedRouter',
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'UNSAFE_FrameworkContext',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_getHydrationData',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'UNSAFE_useFogOFWarDiscovery',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_WithComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_withComponentProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps',
  // test helper for framework-mode route modules
  'createRoutesStub',
  // not how the portal routes: it reads and writes through its API client and SWR (no route
  // loaders, actions, fetchers, deferred data or router context), builds its routes as objects
  // for one browser data router (no <Routes>, other router flavours), and marks the current
  // page itself (no NavLink). Tests use MemoryRouter and <Routes> from the package itself.
  'Form',
  'useFetcher',
  'useFetchers',
  'useSubmit',
  'useFormAction',
  'Await',
  'useAsyncValue',
  'useAsyncError',
  'UNSAFE_AwaitContextProvider',
  'useActionData',
  'useLoaderData',
  'useRouteLoaderData',
  'useRevalidator',
  'useNavigation',
  'useMatches',
  'redirect',
  'redirectDocument',
  'replace',
  'data',
  'createContext',
  'RouterContextProvider',
  'unstable_useRoute',
  'unstable_useRouterState',
  'ScrollRestoration',
  'UNSAFE_useScrollRestoration',
  'unstable_usePrompt',
  'useBeforeUnload',
  'useViewTransitionState',
  'useOutlet',
  'useOutletContext',
  'href',
  'NavLink',
  'Routes',
  'Route',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'renderMatches',
  'BrowserRouter',
  'HashRouter',
  'createHashRouter',
  'UNSAFE_createHashHistory',
  'MemoryRouter',
  'createMemoryRouter',
  'UNSAFE_createMemoryHistory',
  'unstable_HistoryRouter',
]);

/**
 * Writes the two modules the portal shares as `react-router` and `react-router-dom` into the
 * app's node_modules/.cache and returns their paths. `react-router-dom` 7 is `react-router` plus
 * the DOM RouterProvider (flushSync from react-dom); it takes the rest from the shared
 * `react-router`, so both names are one React Router (one set of contexts) in one chunk.
 * @param {string} appDir
 * @param {boolean} production
 */
export async function reactRouterClientModules(appDir, production) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  let domPackage;
  try {
    domPackage = appRequire.resolve('react-router-dom/package.json');
  } catch {
    return {}; // an app without React Router (a test fixture) shares none of it
  }
  const routerDir = path.dirname(createRequire(domPackage).resolve('react-router/package.json'));
  const flavour = production ? 'production' : 'development';
  const build = path.join(routerDir, 'dist', flavour);
  const index = path.join(build, 'index.mjs');
  const names = Object.keys(await import(pathToFileURL(index).href)).filter((name) => !LEFT_OUT.has(name));
  const list = names.join(', ');

  const dir = path.join(appDir, 'node_modules', '.cache', GENERATED_DIR);
  const router = path.join(dir, `react-router.${flavour}.mjs`);
  const routerDom = path.join(dir, `react-router-dom.${flavour}.mjs`);
  const header = `// Generated by tooling/webpack/react-router-client.mjs: React Router's client API, ${flavour} build.\n`;
  writeGenerated(router, `${header}export { ${list} } from ${JSON.stringify(index)};\n`);
  const domNames = names.filter((name) => name !== 'RouterProvider').join(', ');
  writeGenerated(
    routerDom,
    `${header}export { ${domNames} } from 'react-router';\n` +
      `export { RouterProvider } from ${JSON.stringify(path.join(build, 'dom-export.mjs'))};\n`,
  );
  return { 'react-router': router, 'react-router-dom': routerDom };
}
