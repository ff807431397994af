// `node scripts/stage.mjs <local|integration|stg|prd|path/to/composition.json> [--release]`
// (`npm run stage -- integration`): serves a composition the way a stage is served. nginx
// (deploy/nginx) serves the host's pinned release on the stage's app origin, with the stage's
// env-config.json and the composition as /composition.json beside it, and the release store on
// each of the composition's release origins; the Content-Security-Policy comes from that
// env-config and composition. A stage with local services (integration) also runs the identity
// provider and the API, told the stage's app origin (sign-in redirect URIs, CORS, e-mail links).
// The stages are deploy/stages/<environment>.json; a composition file takes the stage of its
// `environment`. `--release` first releases, from this checkout, every pinned version the store
// lacks (refused when the checkout's version of that app is another). A stage with local services
// hands every pinned release's source maps to its own monitoring once its API is up. The running
// stage follows its composition file: promote and the pipeline publish each change of it to the
// stage (scripts/releases/publish.mjs). `local` is `npm start`'s composition of the dist/ builds,
// on nginx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allowsHsts, cspDirectives, serializeCsp } from '../deploy/nginx/content-security-policy.mjs';
import { buildAll, certDir, localEnv, standInReportEnv, startComposition } from './compose.mjs';
import { ensureDeps, localDir, log, repoRoot, run } from './lib.mjs';
import { startNginx } from './nginx.mjs';
import { ENVIRONMENTS, readComposition } from './releases/composition.mjs';
import { changedPins, handSourceMaps, registerStage } from './releases/publish.mjs';
import { readRelease, releaseDir, releasesRoot } from './releases/release-store.mjs';

/**
 * A stage: its environment, the shell's stage (dev, stg, prd: what the page's host name resolves
 * to), the origin the host is served on, whether the identity provider and the API run here
 * ("local") or are the hosted services its env-config names ("hosted"), and the host's
 * env-config.json (inline, or a file of the repository).
 * @typedef {{ environment: string, stage: 'dev' | 'stg' | 'prd', appOrigin: string, services: 'local' | 'hosted', envConfig: object | string }} Stage
 */

/** @returns {Stage} */
export function readStage(environment) {
  const stage = JSON.parse(readFileSync(path.join(repoRoot, 'deploy/stages', `${environment}.json`), 'utf8'));
  const envConfig =
    typeof stage.envConfig === 'string' ? JSON.parse(readFileSync(path.join(repoRoot, stage.envConfig), 'utf8')) : stage.envConfig;
  return { ...stage, envConfig };
}

/** Pinned versions the release store lacks: "host 1.1.0", ... */
export const missingReleases = (composition, root = releasesRoot()) =>
  Object.entries(composition.apps ?? {})
    .filter(([app, { version }]) => !readRelease(root, app, version))
    .map(([app, { version }]) => `${app} ${version}`);

/**
 * Releases every pinned version the store lacks from this checkout (a plain version's build is
 * taken from a current dist/). Throws when the checkout has another version of such an app.
 */
export async function releasePinned(composition) {
  for (const missing of missingReleases(composition)) {
    const [app, version] = missing.split(' ');
    const { version: checkedOut } = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
    if (checkedOut !== version) {
      throw new Error(
        `${app} ${version} is pinned but this checkout's ${app} is ${checkedOut}: release it from the commit that made ${version} (git log -- ${app}/package.json)`,
      );
    }
    // the stage's monitoring is not up yet: the stage hands the maps once it is
    const env = { ...process.env, OTTILIA_SOURCE_MAPS_LATER: 'the stage hands them to its monitoring once it is up' };
    if ((await run(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), app], { env })) !== 0)
      throw new Error(`releasing ${app} ${version} failed`);
  }
}

const isLocalName = (hostname) => hostname === 'localhost' || hostname === '127.0.0.1';

/** Where nginx listens for an origin: its port on the loopback address, named by its host name. */
function listenFor(origin) {
  const url = new URL(origin);
  if (url.protocol !== 'https:') throw new Error(`${origin}: a stage serves https origins only`);
  return { port: Number(url.port || 443), serverName: isLocalName(url.hostname) ? '_' : url.hostname };
}

/**
 * Serves `composition` as `stage`; resolves when every origin answers, to { stop, cspReports,
 * appOrigin }. `dataDir`: the API's embedded database (null: in memory), for a local stage.
 * `apiEnv`: more settings of the API (the pipeline's rate limit).
 * @param {Stage} stage
 */
export async function serveStage(
  stage,
  composition,
  { dataDir = path.join(localDir, 'stages', stage.environment, 'api-data'), apiEnv = {} } = {},
) {
  const missing = missingReleases(composition);
  if (missing.length)
    throw new Error(
      `the release store lacks ${missing.join(', ')}: node scripts/stage.mjs ${stage.environment} --release releases them from this checkout`,
    );
  const root = releasesRoot();
  const files = path.join(localDir, 'stages', stage.environment);
  mkdirSync(files, { recursive: true });
  const envConfigFile = path.join(files, 'env-config.json');
  const compositionFile = path.join(files, 'composition.json');
  writeFileSync(envConfigFile, `${JSON.stringify(stage.envConfig, null, 2)}\n`);
  writeFileSync(compositionFile, `${JSON.stringify(composition, null, 2)}\n`);

  const appOrigin = new URL(stage.appOrigin).origin;
  // the identity provider sends sign-in answers only to the stage's app origin; the API answers its calls (CORS) and links to it in e-mails
  const stageApiEnv = { ...standInReportEnv(), APP_ORIGINS: appOrigin, CORS_ORIGINS: appOrigin, APP_ORIGIN: appOrigin, ...apiEnv };
  const services = stage.services === 'local' ? await startComposition({ dataDir, frontEnd: false, env: stageApiEnv }) : null;
  const origins = [
    ...new Set([
      ...(composition.releaseOrigins ?? []),
      ...Object.values(composition.apps ?? {}).flatMap(({ entry }) => (entry ? [new URL(entry).origin] : [])),
    ]),
  ];
  const stageOf = { stage: stage.stage, localEnv };
  const policyEnv = { ...process.env, ...stageApiEnv };
  try {
    const nginx = await startNginx({
      sites: [
        {
          ...listenFor(appOrigin),
          root: path.join(releaseDir(root, 'host', composition.apps.host.version), 'public'),
          spa: true,
          files: { '/env-config.json': envConfigFile, '/composition.json': compositionFile },
        },
        ...origins.map((origin) => ({ ...listenFor(origin), root, cors: true, releases: true })),
      ],
      tls: { certificate: path.join(certDir, 'cert.pem'), key: path.join(certDir, 'key.pem'), ca: path.join(certDir, 'ca.pem') },
      csp: serializeCsp(cspDirectives(stage.envConfig, { ...stageOf, composition, apiEnv: policyEnv })),
      hsts: allowsHsts(stage.envConfig, stageOf),
      collectCspReports: true,
    });
    // what publishing needs to give the policy of another composition (scripts/releases/publish.mjs)
    const csp = {
      conf: nginx.conf,
      nginxPid: nginx.pid,
      envConfig: stage.envConfig,
      stage: stage.stage,
      apiEnv: policyEnv.DASHBOARD_EMBED_URL ? { DASHBOARD_EMBED_URL: policyEnv.DASHBOARD_EMBED_URL } : {},
      collectCspReports: true,
    };
    const stop = async () => {
      await nginx.stop();
      await services?.stop();
    };
    return { stop, cspReports: nginx.cspReports, appOrigin, compositionFile, csp };
  } catch (error) {
    await services?.stop();
    throw error;
  }
}

/** The stage and composition `target` names: an environment, or a composition file (its environment's stage). */
function resolveTarget(target) {
  if (ENVIRONMENTS.includes(target)) {
    const source = path.join(repoRoot, 'compositions', `${target}.json`);
    return { stage: readStage(target), composition: readComposition(source), source };
  }
  const source = path.resolve(target);
  const composition = readComposition(source);
  if (!ENVIRONMENTS.includes(composition.environment))
    throw new Error(`${target}: "environment" must be one of ${ENVIRONMENTS.join(', ')}`);
  return { stage: readStage(composition.environment), composition, source };
}

if (process.argv[1] === import.meta.filename) {
  const {
    positionals: [target],
    values,
  } = parseArgs({ allowPositionals: true, options: { release: { type: 'boolean' } } });
  if (!target) {
    console.error(`usage: node scripts/stage.mjs <local|${ENVIRONMENTS.join('|')}|path/to/composition.json> [--release]`);
    process.exit(2);
  }
  try {
    await ensureDeps();
    let running;
    if (target === 'local') {
      await buildAll();
      running = await startComposition({ staticServer: 'nginx', env: standInReportEnv() });
      log(`local composition served by nginx on ${localEnv.origins.app}`);
    } else {
      const { stage, composition, source } = resolveTarget(target);
      if (stage.services === 'local') await buildAll({ frontEnd: false });
      if (values.release) await releasePinned(composition);
      running = await serveStage(stage, composition);
      // a hosted stage's monitoring got the maps at release (scripts/release.mjs); a local one starts empty
      const monitoringDsn = stage.services === 'local' ? stage.envConfig.monitoringDsn : undefined;
      if (monitoringDsn) {
        try {
          log(
            `${await handSourceMaps(changedPins(null, composition), monitoringDsn)} source maps of the pinned releases handed to the stage's monitoring`,
          );
        } catch (error) {
          log(`source maps NOT handed to the stage's monitoring (${error.cause?.code ?? error.message})`);
        }
      }
      registerStage({
        environment: stage.environment,
        source,
        compositionFile: running.compositionFile,
        appOrigin: running.appOrigin,
        monitoringDsn,
        csp: running.csp,
      });
      log(`follows ${path.relative(process.cwd(), source)}: promote and the pipeline publish each change to it`);
      log(
        `${stage.environment}: ${Object.entries(composition.apps)
          .map(([app, { version }]) => `${app} ${version}`)
          .join(', ')}`,
      );
      log(
        `open ${running.appOrigin}${stage.services === 'local' ? ` (sign in with a demo account; the identity provider is ${localEnv.origins.identity})` : ''}`,
      );
      if (!isLocalName(new URL(running.appOrigin).hostname)) {
        log(
          `its origins are served on 127.0.0.1: map their names there, e.g. chromium --host-resolver-rules="MAP ${new URL(running.appOrigin).hostname} 127.0.0.1"; sign-in is the hosted identity service's`,
        );
      }
    }
    log('Ctrl-C stops it');
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      await running.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(`[stage] ${error.message}`);
    process.exit(1);
  }
}
