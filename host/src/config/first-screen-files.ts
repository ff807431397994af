/**
 * The remotes' files the start needs, asked for while the host's own code loads. As soon as
 * composition.json arrives, every remote's route manifest is asked for; and when the tab opens on
 * a route of a remote (found in the composition's copy of its manifest), that remote's
 * mf-manifest.json too, and the remote's entry and the page's own chunks are hinted with
 * <link rel="preload">: the runtime's script tags take them from the HTTP cache later, instead of
 * asking for them after the shell's first render. Those hints wait for the remote's route manifest
 * to pass the shell-contract check, as its load does (route-manifests.ts): a refused remote's code
 * is never asked for. So do the shared modules the page brings: the host's own copy of those it
 * provides (its react-i18next, its editing components) is loaded, the remote's copy of those only
 * remotes provide (the admin core and views) is hinted; whatever the page does not use costs bytes
 * on this first load only. Like start-files.ts, this is part of the entry chunk: its only import is
 * the federation runtime, which the entry chunk holds anyway (the check is its own small chunk,
 * asked for beside these files).
 */
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';


/** shared-auth's ROUTE_MANIFEST_FILE (a test holds them equal): beside each remote's mf-manifest.json. */
export const ROUTE_MANIFEST = 'route-manifest.json';

/** The composition's parts read here (config/composition.ts parses and checks the whole file). */
interface ComposedApp {
  entry?: unknown;
  manifest?: { name?: unknown; routes?: { path?: unknown; module?: unknown }[] };
}

/** The parts of a remote's mf-manifest.json read here and by the bootstrap's second step. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

const early = new Map<string, Promise<Response>>();

/** A route pattern of a manifest ('/projects/:id') against an address's path. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return have.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/** The apps of a composition as read here (unchecked JSON). */
const appsOf = (composition: unknown): ComposedApp[] => Object.values((composition as { apps?: Record<string, ComposedApp> } | null)?.apps ?? {});

/** The federation manifest address of each remote app of a composition. */
const remoteEntries = (composition: unknown): string[] =>
  appsOf(composition).flatMap(({ entry, manifest }) => (manifest && typeof entry === 'string' && URL.canParse(entry) ? [entry] : []));

/** The remote and module of the route at `pathname` in a composition, if a remote has it. */
export function firstScreenOf(composition: unknown, pathname: string): { remote: string; module: string; entry: string } | null {
  for (const { entry, manifest } of appsOf(composition)) {
    const route = manifest?.routes?.find((r) => typeof r.path === 'string' && routeMatches(r.path, pathname));
    if (route && typeof entry === 'string' && typeof manifest?.name === 'string' && typeof route.module === 'string') {
      return { remote: manifest.name, module: route.module, entry };
    }
  }
  return null;
}

/** A <link rel="preload" as="script"> for each address (no crossorigin: webpack's and the runtime's script tags have none). */
export function preloadScripts(urls: readonly string[], doc: Document = document): void {
  for (const href of urls) {
    if (doc.querySelector(`link[rel="preload"][href="${href}"], script[src="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.append(link);
  }
}

/** The remote's entry and the module's own chunks, as addresses ("auto" public path: the manifest's folder). */
export function pageScripts(manifest: FederationManifest, manifestUrl: string, module: string): string[] {
  const at = (file: string) => new URL(file, manifestUrl).href;
  const { name, path } = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((candidate) => candidate.path === module);
  return [at(`${path ? `${path.replace(/\/?$/, '/')}` : ''}${name}`), ...(expose?.assets.js.sync ?? []).map(at)];
}

/**
 * Takes composition.json's early answer (a copy: the bootstrap reads the original) and, when the
 * address is a remote's route, starts its federation manifest and, once checked, its page's
 * scripts and shared modules. Settles when all is asked for (never fails: hints only).
 */
export function requestFirstScreenFiles(composition: Promise<Response>, location: Pick<Location, 'pathname'> = window.location): Promise<void> {
  return composition
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((json: unknown) => {
      // the same request options as the host's own requests, which take these answers (takeEarly)
      const routeManifests = new Map(remoteEntries(json).map((entry) => [entry, askEarly(new URL(ROUTE_MANIFEST, entry).href)]));
      const found = firstScreenOf(json, location.pathname);
      const routeManifest = found && routeManifests.get(found.entry);
      if (!found || !routeManifest) return;
      const manifest = askEarly(found.entry).then(readCopy);
      const checked = Promise.all([manifest, routeManifest.then(readCopy), shellContract()])
        .then(([federation, route, { contractProblems, parseBuiltWith }]) => {
          const builtWith = parseBuiltWith((route as { builtWith?: unknown } | null)?.builtWith);
          return federation && builtWith && contractProblems(builtWith, __OTTILIA_BUILT_WITH__).length === 0 ? (federation as FederationManifest) : null;
        })
        .catch(() => null);
      return checked.then((federation) => {
        if (!federation) return;
        preloadScripts(pageScripts(federation, found.entry, found.module));
        requestPageShared(federation, found.entry);
      });
    })
    // hints only: a failure here is met again, and handled, where the runtime loads the remote
    .catch(() => undefined);
}

/** The page's shared modules (see above), beside its entry rather than after it has run. */
function requestPageShared(manifest: FederationManifest, manifestUrl: string): void {
  const provided = getInstance()?.shareScopeMap.default ?? {};
  const remoteOnly = manifest.shared.filter(({ name }) => !provided[name]);
  preloadScripts(remoteOnly.flatMap(({ assets }) => assets.js.sync.map((file) => new URL(file, manifestUrl).href)));
  for (const { name } of manifest.shared.filter(({ name }) => provided[name])) {
    // loads the chunk only (its module runs when a page imports it); the page's own load reports failures
    loadShare(name).catch(() => undefined);
  }
}

/** The shell-contract check, a chunk of its own: index.ts asks for it beside the start files. */
export const shellContract = () => import(/* webpackChunkName: "shell-contract" */ '@ottilia/shared-auth/shell-contract');

/** An answer's JSON, read from a copy (the host's own request takes the answer itself); null when not OK. */
const readCopy = (response: Response): Promise<unknown> => (response.ok ? response.clone().json() : Promise.resolve(null));

function askEarly(url: string): Promise<Response> {
  const answer = fetch(url, {});
  answer.catch(() => undefined); // met again where the answer is taken
  early.set(url, answer);
  return answer;
}

/** The early answer for an address (taken once), if one was asked for. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}
