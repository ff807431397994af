import { getStageConfig, previewIdOf, resolveStage, type SuppliedSession } from '@ottilia/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRootElement } from './app/find-root-element';
import { loadEnvConfig, type EnvConfig } from './config/env-config';
import { CHUNK_LOAD_TIMEOUT_MS } from './config/constants';
import { parkTagManager } from './features/analytics/park-tag-manager';
import { loadConsentScript } from './features/consent/load-consent-script';
import { readLaunchParams } from './features/launch-params/launch-params';
import { takeHandedToken } from './features/preview/handed-token';
import { reportError, startMonitoring } from './monitoring/monitor';
import { initI18n } from './i18n/i18n';
import { connectRemotes } from './remotes/connect-remotes';

const rootElement = findRootElement(document);
// Read before sign-in redirects rewrite the address.
const launchParams = readLaunchParams(window.location.search);
// A token handed to a preview host leaves the address bar before anything can read or report it.
const handedToken = takeHandedToken();

/** The preview id when this origin is one of the stage's preview hosts (spec section 4). */
function previewIdHere(): string | null {
  try {
    return previewIdOf(window.location.origin, getStageConfig().previewHostTemplate);
  } catch (error) {
    reportError(error, { kind: 'unhandled', chunk: 'env-config.json' }); // a broken template: no previews
    return null;
  }
}

async function start() {
  // Without env-config the portal still starts: its own pages work and each remote outlet
  // reports its remote as missing.
  const envConfig = await loadEnvConfig().catch((error: unknown): EnvConfig => {
    reportError(error, { kind: 'unhandled', chunk: 'env-config.json' });
    return { remotes: {}, chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS, theme: 'global' };
  });
  startMonitoring({ dsn: envConfig.monitoringDsn, stage: resolveStage(window.location.hostname), release: __OTTILIA_RELEASE__ });
  window.__OTTILIA_ENV__ = envConfig.stageConfig;
  // parked before the consent script runs, which releases it once analytics is allowed
  parkTagManager(document, getStageConfig().analyticsContainerId);
  loadConsentScript(document, getStageConfig().cookiePolicyUrl);
  const previewId = previewIdHere();
  let previewSession: SuppliedSession | undefined;
  if (previewId) {
    const { startPreviewSession } = await import('./features/preview/preview-session');
    const session = startPreviewSession({ previewId, appOrigin: new URL(getStageConfig().appUrl).origin }, handedToken);
    if (!session) return; // leaving for the main app's sign-in
    previewSession = session;
  }
  const { remoteLoader, routeManifests } = connectRemotes(envConfig);
  initI18n();
  createRoot(rootElement).render(
    <App remoteLoader={remoteLoader} routeManifests={routeManifests} launchParams={launchParams} theme={envConfig.theme} previewSession={previewSession} />,
  );
}

void start();
