// The only module that talks to the module-federation runtime: registers the failure plugins
// and the remotes named in env-config, and hands out a loader for the React outlets.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EnvConfig } from '../config/env-config';
import { connectReactI18next } from '../i18n/i18n';
import { isRemoteName } from './remote-catalogue';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { boundedRetryPlugin, failureReportingPlugin } from './runtime-plugins';

export function connectRemotes(config: EnvConfig): RemoteLoader {
  registerPlugins([
    boundedRetryPlugin({ attempts: 3, delayMs: 500 }),
    failureReportingPlugin((failure) => console.error(`[remotes] ${failure.message}`, failure.cause)),
  ]);
  const remotes = Object.entries(config.remotes).filter(([name]) => isRemoteName(name));
  registerRemotes(remotes.map(([name, entry]) => ({ name, entry })));
  // react-i18next loads with the first remote module, in parallel with it (see connectReactI18next)
  const loadWithReactI18next = (id: string) => Promise.all([loadRemote(id), connectReactI18next()]).then(([module]) => module);
  return createRemoteLoader(loadWithReactI18next, { timeoutMs: config.chunkLoadTimeoutMs });
}
