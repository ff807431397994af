// The only module that talks to the module-federation runtime: registers the failure plugins
// and the remotes named in env-config, hands out a loader for the React outlets, and starts
// loading the remotes' route manifests.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EnvConfig } from '../config/env-config';
import { reportError } from '../monitoring/monitor';
import { connectReactI18next } from '../i18n/i18n';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { loadRouteManifests, type RouteManifests } from './route-manifests';
import { boundedRetryPlugin, failureReportingPlugin, fetchWithRetry, type RetryOptions } from './runtime-plugins';

const RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

export function connectRemotes(config: EnvConfig): { remoteLoader: RemoteLoader; routeManifests: RouteManifests } {
  registerPlugins([
    boundedRetryPlugin(RETRY),
    failureReportingPlugin((failure) => reportError(failure, { kind: 'remote-load', remote: failure.remote, module: failure.module, chunk: failure.resource })),
  ]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  // react-i18next loads with the first remote module, in parallel with it (see connectReactI18next)
  const loadWithReactI18next = (id: string) => Promise.all([loadRemote(id), connectReactI18next()]).then(([module]) => module);
  const fetchJson = (url: string) => fetchWithRetry(url, {}, RETRY).then((response) => response.json() as Promise<unknown>);
  return {
    remoteLoader: createRemoteLoader(loadWithReactI18next, { timeoutMs: config.chunkLoadTimeoutMs }),
    routeManifests: loadRouteManifests(config.remotes, { timeoutMs: config.chunkLoadTimeoutMs, fetchJson }),
  };
}
