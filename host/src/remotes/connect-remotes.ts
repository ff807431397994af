// The only module that talks to the module-federation runtime: registers the failure plugins
// and the remotes of the environment's composition (without one, env-config's), hands out a
// loader for the React outlets, and starts loading (and checking) the remotes' route manifests.
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { rereadComposition, type ComposedRemote, type Composition, type ServedComposition } from '../config/composition';
import { takeEarly } from '../config/first-screen-files';
import type { EnvConfig } from '../config/env-config';
import { reportError, setAreaRelease } from '../monitoring/monitor';
import { connectReactI18next } from '../i18n/i18n';
import { followComposition, type CompositionFollower } from './composition-follower';
import { createRemoteLoader, withHeadStart, type HeadStartLoader, type RemoteLoader } from './remote-loader';
import { forgetLoadedModules } from './remote-outlet';
import type { RouteManifest } from './route-manifest';
import { loadedManifests, loadRouteManifests, type RouteManifests } from './route-manifests';
import { boundedRetryPlugin, failureReportingPlugin, fetchWithRetry, type RetryOptions } from './runtime-plugins';

const RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

export interface ConnectedRemotes {
  remoteLoader: RemoteLoader;
  routeManifests: RouteManifests;
  /** The composition's copy of each remote's manifest (known before any manifest loads). */
  composedManifests: RouteManifest[];
  /** Settles when the module of the page the tab opens on has loaded or failed, or when no remote has the page. */
  firstScreen: Promise<void>;
  /** Follows the served composition (null without one). */
  follower: CompositionFollower | null;
}

/** The served composition to follow, and the remotes that do not follow it (this session's release trial). */
export interface Following {
  served: ServedComposition;
  held: readonly string[];
}

export function connectRemotes(config: EnvConfig, composition: Composition | null, following: Following | null = null): ConnectedRemotes {
  const composed = Object.entries(composition?.remotes ?? {});
  const remotes = composition ? Object.fromEntries(composed.map(([name, { entry }]) => [name, entry])) : config.remotes;
  const known = Object.fromEntries(composed.map(([name, { manifest }]) => [name, manifest]));
  registerPlugins([
    boundedRetryPlugin(RETRY, firstScreenManifest(composed, remotes)),
    failureReportingPlugin((failure) =>
      reportError(failure, { kind: 'remote-load', remote: failure.remote, module: failure.module, chunk: failure.resource }),
    ),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  for (const [name, { app, version, entry }] of composed) setAreaRelease(name, `${app}@${version}`, entry);
  // react-i18next loads with the first remote module, in parallel with it (see connectReactI18next)
  const loadWithReactI18next = (id: string) => Promise.all([loadRemote(id), connectReactI18next()]).then(([module]) => module);
  const fetchJson = (url: string) => earlyOrRetried(url).then((response) => response.json() as Promise<unknown>);
  const remoteLoader = withHeadStart(createRemoteLoader(loadWithReactI18next, { timeoutMs: config.chunkLoadTimeoutMs }));
  const routeManifests = loadRouteManifests(remotes, {
    timeoutMs: config.chunkLoadTimeoutMs,
    fetchJson,
    hostBuiltWith: __OTTILIA_BUILT_WITH__,
    known,
  });
  const firstModule = startFirstScreenModule(routeManifests, remoteLoader);
  // the host's own pages wait for no remote (the composition's copy says whose the address is)
  const firstScreen = !composition || firstScreenRemote(composed) ? firstModule : Promise.resolve();
  const follower =
    following &&
    followComposition({
      ...following,
      reread: (etag) => rereadComposition(etag),
      switchTo(name, { app, version, entry, manifest }) {
        // the chunks the old version loaded stay in webpack's chunk-loading array (named for the
        // container, tooling/webpack's uniqueName): the new version's runtime would take them for its own
        Reflect.deleteProperty(window, `webpackChunk${name}`);
        dropUnloadedShared(name);
        registerRemotes([{ name, entry }], { force: true });
        setAreaRelease(name, `${app}@${version}`, entry);
        forgetLoadedModules(remoteLoader, name);
        routeManifests.update(name, entry, manifest);
      },
      onError: (error) => reportError(error, { kind: 'unhandled', chunk: 'composition.json' }),
    });
  return { remoteLoader, routeManifests, composedManifests: Object.values(known), firstScreen, follower };
}

/** The answer asked for while the host's code loaded (first-screen-files.ts), asked again with retries if it failed; else a new request. */
function earlyOrRetried(url: string): Promise<Response> {
  const retried = () => fetchWithRetry(url, {}, RETRY);
  return takeEarly(url)?.then((response) => (response.ok ? response : retried()), retried) ?? retried();
}

/**
 * The module of the page the tab opens on starts loading as soon as its remote's manifest is
 * checked (a refused remote's code is never asked for), not once the page has rendered its outlet.
 */
function startFirstScreenModule(routeManifests: RouteManifests, loader: HeadStartLoader): Promise<void> {
  const { pathname } = window.location;
  return new Promise((settled) => {
    const stop = routeManifests.subscribe(() => {
      const states = routeManifests.current();
      const route = loadedManifests(states)
        .flatMap((manifest) => manifest.routes.map((r) => ({ remote: manifest.name, ...r })))
        .find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
      if (route) void loader.start(route.remote, route.module).then(settled);
      else if (states.every((state) => state.status !== 'loading')) settled();
      if (route || states.every((state) => state.status !== 'loading')) stop();
    });
    if (routeManifests.current().length === 0) settled();
  });
}

/**
 * The federation manifest (JSON, no code) of the remote whose area the tab opens on, asked for
 * now, beside the route manifests, rather than after its route manifest has been checked and the
 * page has rendered: the runtime's own request takes this answer (boundedRetryPlugin).
 */
function firstScreenManifest(composed: [string, ComposedRemote][], remotes: Record<string, string>): Map<string, Promise<Response>> {
  const early = new Map<string, Promise<Response>>();
  const first = firstScreenRemote(composed);
  const url = first && remotes[first];
  if (url) {
    const answer = earlyOrRetried(url);
    // a failure is the runtime's to handle if it has taken the answer; else a later load (a Retry) asks afresh
    answer.catch(() => early.get(url) === answer && early.delete(url));
    early.set(url, answer);
  }
  return early;
}

/** The remote whose route the address is, as the composition's copy of the manifests says. */
function firstScreenRemote(composed: [string, ComposedRemote][]): string | undefined {
  const { pathname } = window.location;
  return composed.find(([, { manifest }]) => manifest.routes.some((route) => matchPath({ path: route.path, end: true }, pathname)))?.[0];
}

/**
 * The shared modules a remote's old version offered that nothing has loaded yet: their factories
 * would fetch its chunks, and the new version's offer of the same version would not replace them
 * (the share scope keeps the first of two equal providers). Loaded ones stay: they are in memory.
 */
function dropUnloadedShared(remote: string): void {
  for (const scope of Object.values(getInstance()?.shareScopeMap ?? {})) {
    for (const versions of Object.values(scope)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === remote && !shared.loaded && !shared.loading) delete versions[version];
      }
    }
  }
}
