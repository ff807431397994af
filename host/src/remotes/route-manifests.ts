// The remotes' route manifests, fetched at start-up from the origin of each remote's
// mf-manifest.json. Loading never holds the portal back: the host's own pages show at once, each
// remote's routes and nav entries join as its manifest arrives, and a manifest that cannot be
// loaded leaves only its own remote out (with Retry) while the rest keeps working.
import { reportError } from '../monitoring/monitor';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { classifyLoadFailure, RemoteLoadError } from './remote-load-error';
import { parseRouteManifest, type RouteManifest } from './route-manifest';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

export type RemoteRoutes =
  | { remote: string; status: 'loading' }
  | { remote: string; status: 'loaded'; manifest: RouteManifest }
  | { remote: string; status: 'failed'; error: RemoteLoadError };

export interface RouteManifests {
  /** One entry per remote of env-config, in its order. */
  current(): readonly RemoteRoutes[];
  subscribe(onChange: () => void): () => void;
  /** Fetches a failed remote's manifest again. */
  retry(remote: string): void;
}

/** Resolves with the parsed JSON body; rejects on network errors and HTTP errors. */
export type FetchJson = (url: string) => Promise<unknown>;

interface Options {
  /** Time-out per manifest (env-config's chunk load time-out). */
  timeoutMs: number;
  fetchJson: FetchJson;
}

/** The route manifest's address: the same folder as the remote's mf-manifest.json. */
export function routeManifestUrl(mfManifestUrl: string): string {
  return new URL(ROUTE_MANIFEST_FILE, mfManifestUrl).href;
}

/** Starts loading every remote's route manifest; `remotes` is env-config's name -> mf-manifest URL. */
export function loadRouteManifests(remotes: Record<string, string>, { timeoutMs, fetchJson }: Options): RouteManifests {
  let states: readonly RemoteRoutes[] = Object.keys(remotes).map((remote) => ({ remote, status: 'loading' }));
  const listeners = new Set<() => void>();
  const settle = (next: RemoteRoutes) => {
    states = states.map((state) => (state.remote === next.remote ? next : state));
    for (const listener of listeners) listener();
  };

  const load = (remote: string) => {
    const url = routeManifestUrl(remotes[remote]!);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteLoadError(remote, ROUTE_MANIFEST_FILE, 'timeout', { resource: url })), timeoutMs);
    });
    Promise.race([fetchJson(url).then((json) => parseRouteManifest(json, remote)), deadline])
      .then(
        (manifest) => settle({ remote, status: 'loaded', manifest }),
        (error: unknown) => {
          const failure = error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError(remote, ROUTE_MANIFEST_FILE, classifyLoadFailure(error), { cause: error, resource: url });
          reportError(failure, { kind: 'route-manifest', remote, chunk: url });
          settle({ remote, status: 'failed', error: failure });
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
      settle({ remote, status: 'loading' });
      load(remote);
    },
  };
}

export const RouteManifestsContext = createContext<RouteManifests>(loadRouteManifests({}, {
  timeoutMs: 0,
  fetchJson: () => Promise.reject(new Error('no remotes')),
}));

export function useRouteManifests(): RouteManifests {
  return useContext(RouteManifestsContext);
}

/** Every remote's routes state; re-renders as manifests arrive or fail. */
export function useRemoteRoutes(): readonly RemoteRoutes[] {
  const manifests = useRouteManifests();
  return useSyncExternalStore(manifests.subscribe, manifests.current);
}

/** The loaded manifests, in env-config order. */
export function loadedManifests(remotes: readonly RemoteRoutes[]): RouteManifest[] {
  return remotes.flatMap((state) => (state.status === 'loaded' ? [state.manifest] : []));
}
