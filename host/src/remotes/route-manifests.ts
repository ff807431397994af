// The remotes' route manifests, fetched at start-up from the origin of each remote's
// mf-manifest.json. Loading never holds the portal back: the host's own pages show at once, each
// remote's routes and nav entries join as its manifest arrives, and a manifest that cannot be
// loaded leaves only its own remote out (with Retry) while the rest keeps working. Before a
// remote's routes join, its manifest's `builtWith` is checked against the host's (the shell
// contract): an incompatible remote is refused like one that cannot be loaded. Where the
// environment's composition names the remote's areas (`known`), a failed remote keeps its nav
// entries and routes, which show its failure in the area's name; its nav entries show while its
// manifest loads too (a remote that does not answer holds that state until the time-out). A manifest's titles and labels
// are keys of its remote's namespace: its namespace is registered when it loads (so the
// translations service's strings for it are fetched), and useRemoteRoutes hands out text.
import type { BuiltWith } from '@ottilia/shared-auth/shell-contract';
import { ROUTE_MANIFEST_FILE } from '@ottilia/shared-auth/route-manifest';
import { registerStrings } from '@ottilia/shared-ui';
import { shellContract } from '../config/first-screen-files';
import { reportError, type ReportContext } from '../monitoring/monitor';
import type { TFunction } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import { parseRouteManifest, translatedManifest, type RouteManifest } from './route-manifest';

export type RemoteRoutes =
  /** `known`: the remote's areas as the composition names them, shown in the navigation meanwhile. */
  | { remote: string; status: 'loading'; known?: RouteManifest }
  | { remote: string; status: 'loaded'; manifest: RouteManifest }
  /** `known`: the remote's areas as the composition names them; `reference`: its monitoring report's, for the user to quote. */
  | { remote: string; status: 'failed'; error: RemoteLoadError; reference: string; known?: RouteManifest };

export interface RouteManifests {
  /** One entry per remote of env-config, in its order. */
  current(): readonly RemoteRoutes[];
  subscribe(onChange: () => void): () => void;
  /** Fetches a failed remote's manifest again. */
  retry(remote: string): void;
  /** Another version of a remote (the composition changed): its manifest from `mfManifestUrl`, its areas as `known` meanwhile. */
  update(remote: string, mfManifestUrl: string, known?: RouteManifest): void;
}

/** Resolves with the parsed JSON body; rejects on network errors and HTTP errors. */
export type FetchJson = (url: string) => Promise<unknown>;

interface Options {
  /** Time-out per manifest (env-config's chunk load time-out). */
  timeoutMs: number;
  fetchJson: FetchJson;
  /** What the host was built against; a remote must fit it. */
  hostBuiltWith: BuiltWith;
  /** The composition's copy of each remote's released manifest (areas, nav entries, permissions). */
  known?: Readonly<Record<string, RouteManifest>>;
}

/** The route manifest's address: the same folder as the remote's mf-manifest.json. */
export function routeManifestUrl(mfManifestUrl: string): string {
  return new URL(ROUTE_MANIFEST_FILE, mfManifestUrl).href;
}

type ShellContract = Awaited<ReturnType<typeof shellContract>>;

/** Starts loading every remote's route manifest; `remotes` is env-config's name -> mf-manifest URL. */
export function loadRouteManifests(
  composed: Record<string, string>,
  { timeoutMs, fetchJson, hostBuiltWith, known: composedKnown = {} }: Options,
): RouteManifests {
  const remotes = { ...composed };
  const known = { ...composedKnown };
  // a load of a version replaced meanwhile settles nothing
  const generation: Record<string, number> = {};
  const loading = (remote: string): RemoteRoutes => ({ remote, status: 'loading', ...(known[remote] ? { known: known[remote] } : {}) });
  let states: readonly RemoteRoutes[] = Object.keys(remotes).map(loading);
  const listeners = new Set<() => void>();
  const settle = (next: RemoteRoutes) => {
    const shown = next.status === 'loaded' ? next.manifest : next.known;
    // the English comes with the manifest (translatedManifest): only the service's strings are asked for
    if (shown?.namespace) registerStrings(shown.namespace, {});
    states = states.map((state) => (state.remote === next.remote ? next : state));
    for (const listener of listeners) listener();
  };

  const load = (remote: string) => {
    const url = routeManifestUrl(remotes[remote]!);
    const started = (generation[remote] = (generation[remote] ?? 0) + 1);
    const current = (next: RemoteRoutes) => {
      if (generation[remote] === started) settle(next);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteLoadError(remote, ROUTE_MANIFEST_FILE, 'timeout', { resource: url })), timeoutMs);
    });
    let versions: Pick<ReportContext, 'remoteBuiltWith' | 'hostBuiltWith'> = {};
    const checked = ([manifest, { contractProblems, parseBuiltWith }]: [RouteManifest, ShellContract]) => {
      const builtWith = parseBuiltWith(manifest.builtWith);
      const problems = builtWith
        ? contractProblems(builtWith, hostBuiltWith)
        : ['its manifest states no shell contract or shared versions'];
      if (problems.length === 0) return manifest;
      versions = { remoteBuiltWith: describeBuiltWith(builtWith), hostBuiltWith: describeBuiltWith(hostBuiltWith) };
      throw new RemoteLoadError(remote, ROUTE_MANIFEST_FILE, 'incompatible', { resource: url, reason: problems.join('; ') });
    };
    const manifest = fetchJson(url).then((json) => parseRouteManifest(json, remote));
    Promise.race([Promise.all([manifest, shellContract()]).then(checked), deadline])
      .then(
        (manifest) => current({ remote, status: 'loaded', manifest }),
        (error: unknown) => {
          const failure =
            error instanceof RemoteLoadError
              ? error
              : new RemoteLoadError(remote, ROUTE_MANIFEST_FILE, classifyLoadFailure(error), { cause: error, resource: url });
          // no server answer to quote: the reference is the one made for the report
          const reference = reportError(failure, { kind: 'route-manifest', remote, chunk: url, ...versions });
          const area = known[remote];
          current({ remote, status: 'failed', error: failure, reference, ...(area ? { known: area } : {}) });
        },
      )
      .finally(() => clearTimeout(timer));
  };

  for (const remote of Object.keys(remotes)) load(remote);
  return {
    current: () => states,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    retry(remote) {
      if (!Object.hasOwn(remotes, remote)) return;
      settle(loading(remote));
      load(remote);
    },
    update(remote, mfManifestUrl, area) {
      if (!Object.hasOwn(remotes, remote)) return;
      remotes[remote] = mfManifestUrl;
      if (area) known[remote] = area;
      else delete known[remote];
      settle(loading(remote));
      load(remote);
    },
  };
}

/** 'contract 1.0.0, react 19.3.1, ...' (for the monitoring report). */
function describeBuiltWith(builtWith: BuiltWith | undefined): string {
  if (!builtWith) return 'unknown';
  return [`contract ${builtWith.contract}`, ...Object.entries(builtWith.shared).map(([name, version]) => `${name} ${version}`)].join(', ');
}

export const RouteManifestsContext = createContext<RouteManifests>(
  loadRouteManifests(
    {},
    {
      timeoutMs: 0,
      fetchJson: () => Promise.reject(new Error('no remotes')),
      hostBuiltWith: { contract: '0.0.0', shared: {} },
    },
  ),
);

export function useRouteManifests(): RouteManifests {
  return useContext(RouteManifestsContext);
}

/**
 * Every remote's routes state, titles and labels as text in the current language; re-renders as
 * manifests arrive or fail and as strings arrive.
 */
export function useRemoteRoutes(): readonly RemoteRoutes[] {
  const manifests = useRouteManifests();
  const states = useSyncExternalStore(manifests.subscribe, manifests.current);
  const { t } = useTranslation();
  return translatedStates(states, t);
}

/** The states' manifests in the language of `t`, worked out once for every component that shows them. */
const translations = new WeakMap<readonly RemoteRoutes[], { t: TFunction; translated: readonly RemoteRoutes[] }>();
function translatedStates(states: readonly RemoteRoutes[], t: TFunction): readonly RemoteRoutes[] {
  const known = translations.get(states);
  if (known?.t === t) return known.translated;
  const translated = states.map((state): RemoteRoutes => {
    if (state.status === 'loaded') return { ...state, manifest: translatedManifest(state.manifest, t) };
    return state.known ? { ...state, known: translatedManifest(state.known, t) } : state;
  });
  translations.set(states, { t, translated });
  return translated;
}

/** The loaded manifests, in env-config order. */
export function loadedManifests(remotes: readonly RemoteRoutes[]): RouteManifest[] {
  return remotes.flatMap((state) => (state.status === 'loaded' ? [state.manifest] : []));
}

/** The areas the navigation shows: loaded manifests and the composition's copy of those loading or failed. */
export function navigableManifests(remotes: readonly RemoteRoutes[]): RouteManifest[] {
  return remotes.flatMap((state) => {
    if (state.status === 'loaded') return [state.manifest];
    return state.known ? [state.known] : [];
  });
}

/** What users read for a remote: its area's name when a manifest names it, else the remote's name. */
export function areaName(remotes: readonly RemoteRoutes[], remote: string): string {
  const state = remotes.find((candidate) => candidate.remote === remote);
  if (state?.status === 'loaded') return state.manifest.area;
  return state?.known?.area ?? remote;
}
