/**
 * The remotes' files the start needs, asked for while the host's own code loads. As soon as
 * composition.json arrives, every remote's route manifest is asked for; and when the tab opens on
 * a route of a remote (found in the composition's copy of its manifest), that remote's
 * mf-manifest.json too (the runtime's request takes it), and the files its build published in the
 * manifest for that route (the remote's entry, the page's own chunks) are hinted with
 * <link rel="preload">: the runtime's script tags take them from the HTTP cache later. Those hints
 * wait for the composition's copy of the manifest to pass the shell-contract check, as the load
 * waits for the remote's own: code of a refused remote is never run, and hinted files of a remote
 * whose own manifest is refused later are bytes only. So do the shared modules the remote brings:
 * the host's own copy of those it provides (its react-i18next, its editing components) is loaded,
 * the remote's copy of those only remotes provide (the admin core and views) is hinted; whatever
 * the page does not use costs bytes on this first load only. A manifest published without these
 * files (a release older than them) gets no hints. Like start-files.ts, this is part of the entry
 * chunk: its only import (types aside) is the federation runtime, which the entry chunk holds anyway (the check
 * is its own small chunk, asked for beside these files).
 */
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import type { SharedFiles } from '@ottilia/shared-auth/route-manifest';

/** shared-auth's ROUTE_MANIFEST_FILE (a test holds them equal): beside each remote's mf-manifest.json. */
export const ROUTE_MANIFEST = 'route-manifest.json';

/** The composition's parts read here (config/composition.ts parses and checks the whole file). */
interface ComposedApp {
  entry?: unknown;
  manifest?: { name?: unknown; builtWith?: unknown; routes?: { path?: unknown; module?: unknown; scripts?: unknown }[]; shared?: unknown };
}

/** The first screen's remote as the composition names it, and the files its build published. */
interface FirstScreen {
  remote: string;
  module: string;
  /** The remote's mf-manifest.json. */
  entry: string;
  builtWith: unknown;
  scripts: string[];
  shared: SharedFiles[];
}

const early = new Map<string, Promise<Response>>();

/** A route pattern of a manifest ('/projects/:id') against an address's path. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*')
    return have.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/** The apps of a composition as read here (unchecked JSON). */
const appsOf = (composition: unknown): ComposedApp[] =>
  Object.values((composition as { apps?: Record<string, ComposedApp> } | null)?.apps ?? {});

/** The federation manifest address of each remote app of a composition. */
const remoteEntries = (composition: unknown): string[] =>
  appsOf(composition).flatMap(({ entry, manifest }) => (manifest && typeof entry === 'string' && URL.canParse(entry) ? [entry] : []));

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const sharedFiles = (value: unknown): SharedFiles[] =>
  (Array.isArray(value) ? value : [])
    .filter((item): item is { name: string; scripts: unknown } => typeof item?.name === 'string')
    .map(({ name, scripts }) => ({ name, scripts: texts(scripts) }));

/** The remote and module of the route at `pathname` in a composition, if a remote has it, with the files its manifest names. */
export function firstScreenOf(composition: unknown, pathname: string): FirstScreen | null {
  for (const { entry, manifest } of appsOf(composition)) {
    const route = manifest?.routes?.find((r) => typeof r.path === 'string' && routeMatches(r.path, pathname));
    if (
      route &&
      typeof entry === 'string' &&
      URL.canParse(entry) &&
      typeof manifest?.name === 'string' &&
      typeof route.module === 'string'
    ) {
      const at = (file: string) => new URL(file, entry).href;
      return {
        remote: manifest.name,
        module: route.module,
        entry,
        builtWith: manifest.builtWith,
        scripts: texts(route.scripts).map(at),
        shared: sharedFiles(manifest.shared).map(({ name, scripts }) => ({ name, scripts: scripts.map(at) })),
      };
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

/**
 * Takes composition.json's early answer (a copy: the bootstrap reads the original) and, when the
 * address is a remote's route, starts its federation manifest and, once the composition's copy of
 * its route manifest is checked, its page's scripts and shared modules. Settles when all is asked
 * for (never fails: hints only).
 */
export function requestFirstScreenFiles(
  composition: Promise<Response>,
  location: Pick<Location, 'pathname'> = window.location,
): Promise<void> {
  return (
    composition
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((json: unknown) => {
        // the same request options as the host's own requests, which take these answers (takeEarly)
        for (const entry of remoteEntries(json)) askEarly(new URL(ROUTE_MANIFEST, entry).href);
        const found = firstScreenOf(json, location.pathname);
        if (!found) return;
        askEarly(found.entry);
        return shellContract().then(({ contractProblems, parseBuiltWith }) => {
          const builtWith = parseBuiltWith(found.builtWith);
          if (!builtWith || contractProblems(builtWith, __OTTILIA_BUILT_WITH__).length > 0) return;
          preloadScripts(found.scripts);
          requestPageShared(found.shared);
        });
      })
      // hints only: a failure here is met again, and handled, where the runtime loads the remote
      .catch(() => undefined)
  );
}

/** The page's shared modules (see above), beside its entry rather than after it has run. */
function requestPageShared(shared: readonly SharedFiles[]): void {
  const provided = getInstance()?.shareScopeMap.default ?? {};
  preloadScripts(shared.filter(({ name }) => !provided[name]).flatMap(({ scripts }) => scripts));
  for (const { name } of shared.filter(({ name }) => provided[name])) {
    // loads the chunk only (its module runs when a page imports it); the page's own load reports failures
    loadShare(name).catch(() => undefined);
  }
}

/** The shell-contract check, a chunk of its own: index.ts asks for it beside the start files. */
export const shellContract = () => import(/* webpackChunkName: "shell-contract" */ '@ottilia/shared-auth/shell-contract');

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
