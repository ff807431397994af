import {
  getStageConfig,
  heldToken,
  resolveStage,
  returnToSignInStart,
  StageConfigError,
  stageConfigProblems,
  type SuppliedSession,
} from '@ottilia/shared-auth';
import { GlobalStyle, ThemeProvider } from '@ottilia/shared-ui';
import { createRoot } from 'react-dom/client';
import { afterNextPaint } from './app/after-next-paint';
import { App } from './app/app';
import { findRootElement } from './app/find-root-element';
import { loadComposition } from './config/composition';
import { envConfigProblems, loadEnvConfig, type EnvConfig } from './config/env-config';
import { CHUNK_LOAD_TIMEOUT_MS, COMPOSITION_RECHECK_MS, FIRST_RENDER_WAIT_MS } from './config/constants';
import { parkTagManager } from './features/analytics/park-tag-manager';
import { loadConsentScript } from './features/consent/load-consent-script';
import { readLaunchParams } from './features/launch-params/launch-params';
import { hasStoredReleaseTrial } from './features/release-trial/active-release-trial';
import { mayBePreviewHost, takeHandedToken } from './features/preview/handed-token';
import { reportError, startMonitoring } from './monitoring/monitor';
import { parkWebVitals } from './monitoring/web-vitals-consent';
import { initI18n } from './i18n/i18n';
import { connectRemotes } from './remotes/connect-remotes';
import { firstReadsSettled, requestFirstReads } from './remotes/first-read';

const rootElement = findRootElement(document);
// Back from the identity service, the page the sign-in started from, before anything reads the address.
returnToSignInStart();
// Read before sign-in redirects rewrite the address.
const launchParams = readLaunchParams(window.location.search);
// A token handed to a preview host leaves the address bar before anything can read or report it.
const handedToken = takeHandedToken();

async function start() {
  // Without env-config the portal still starts: its own pages work and each remote outlet
  // reports its remote as missing.
  // The environment's composition (which release of each remote, and its areas) comes beside it.
  const [envConfig, served] = await Promise.all([
    loadEnvConfig().catch((error: unknown): EnvConfig => {
      reportError(error, { kind: 'unhandled', chunk: 'env-config.json' });
      return {
        remotes: {},
        chunkLoadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
        compositionRecheckMs: COMPOSITION_RECHECK_MS,
        theme: 'global',
        webVitalsSampleRate: 0,
      };
    }),
    loadComposition().catch((error: unknown) => {
      reportError(error, { kind: 'unhandled', chunk: 'composition.json' });
      return null;
    }),
  ]);
  const stage = resolveStage(window.location.hostname);
  startMonitoring({ dsn: envConfig.monitoringDsn, stage, release: __OTTILIA_RELEASE__ });
  // stg and prd take every value from the deployment (their monitoring DSN too): without them the portal does not start
  const problems = [...stageConfigProblems(stage, envConfig.stageConfig), ...envConfigProblems(stage, envConfig)];
  if (problems.length > 0) return refuseToStart(new StageConfigError(stage, problems), envConfig);
  window.__OTTILIA_ENV__ = envConfig.stageConfig;
  // parked before the consent script runs, which releases it once analytics is allowed
  parkTagManager(document, getStageConfig().analyticsContainerId);
  const { monitoringDsn: dsn, webVitalsSampleRate: sampleRate } = envConfig;
  if (dsn && sampleRate > 0) {
    parkWebVitals(
      document,
      () =>
        void import(/* webpackChunkName: "web-vitals" */ './monitoring/web-vitals-report').then(({ reportWebVitals }) =>
          reportWebVitals({ dsn, stage, release: __OTTILIA_RELEASE__, sampleRate }),
        ),
    );
  }
  // On a preview host (spec section 4) the main app's token stands in for a sign-in; that code
  // is a chunk of its own, fetched on preview hosts only.
  let previewSession: SuppliedSession | undefined;
  if (mayBePreviewHost(window.location.origin, getStageConfig().previewHostTemplate)) {
    const { previewSessionHere } = await import('./features/preview/preview-session');
    const session = previewSessionHere(
      handedToken,
      Object.values(served?.composition.remotes ?? {}).map((remote) => remote.manifest),
    );
    if (session === 'leaving') return; // for the main app's sign-in
    previewSession = session ?? undefined;
  }
  // a Super Admin's release trial (this browser session only) points one remote elsewhere; its
  // code is fetched only when the session has one
  const trial = hasStoredReleaseTrial() ? await import('./features/release-trial/release-trial') : null;
  const composition = served?.composition ?? null;
  const tried = trial ? trial.takeReleaseTrial(composition) : composition;
  // the tab follows the served composition, except for the remote this session tries
  const held = Object.keys(composition?.remotes ?? {}).filter(
    (remote) => tried?.remotes[remote]?.entry !== composition?.remotes[remote]?.entry,
  );
  const { remoteLoader, routeManifests, composedManifests, firstScreen, follower } = connectRemotes(
    envConfig,
    tried,
    served && { served, held },
  );
  // a tab that holds its token asks for the first screen's data now, not as the shell renders
  const token = previewSession ? null : heldToken(getStageConfig());
  if (token) requestFirstReads(composedManifests, token, getStageConfig().apiBaseUrl);
  initI18n();
  // the shell and the first screen render in one pass when its page's code and data come soon,
  // instead of the shell, then the page, then its rows: each pass is a long task of its own
  await Promise.race([
    Promise.all([firstScreen, firstReadsSettled()]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
  createRoot(rootElement).render(
    <App
      remoteLoader={remoteLoader}
      routeManifests={routeManifests}
      composedManifests={composedManifests}
      follower={follower}
      compositionRecheckMs={envConfig.compositionRecheckMs}
      launchParams={launchParams}
      theme={envConfig.theme}
      previewSession={previewSession}
    />,
  );
  afterNextPaint(() => {
    // the consent banner and the translations service's strings (a chunk of its own, off /home's
    // first load) once the first screen has painted, which shows the bundled English meanwhile
    loadConsentScript(document, getStageConfig().cookiePolicyUrl);
    void import('./i18n/load-translations').then((loader) => loader.startTranslations());
  });
}

async function refuseToStart(error: StageConfigError, envConfig: EnvConfig) {
  reportError(error, { kind: 'stage-config', chunk: 'env-config.json' });
  initI18n();
  const { StageConfigErrorScreen } = await import('./app/stage-config-error');
  createRoot(rootElement).render(
    <ThemeProvider theme={envConfig.theme}>
      <GlobalStyle />
      <StageConfigErrorScreen error={error} />
    </ThemeProvider>,
  );
}

void start();
