// Composes the local integration environment: dev identity provider, API on the embedded database
// (or DATABASE_URL), and the host plus every remote, each served from its own HTTPS origin, with
// the composition of these builds as the host's /composition.json; and the local release origin
// (the release store, .local/releases). Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allowsHsts, cspDirectives, serializeCsp } from '../deploy/nginx/content-security-policy.mjs';
import { localDir, log, pnpm, repoRoot, run, sourceHash, waitForUrl } from './lib.mjs';
import { remoteEntry, writeComposition } from './releases/composition.mjs';
import { releasesRoot, ROUTE_MANIFEST_FILE } from './releases/release-store.mjs';
import { startNginx } from './nginx.mjs';
import { serveStatic } from './serve-static.mjs';
import { uploadSourceMaps } from './upload-source-maps.mjs';
import { builtWith } from '../tooling/webpack/shared-singletons.mjs';
import { REMOTES } from '../shared-contracts/src/remotes.ts';

/** Ports come from shared-contracts/src/local-env.json, the one place that fixes them. */
export const localEnv = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/local-env.json'), 'utf8'));
export const { ports } = localEnv;
/**
 * The host and every remote (shared-contracts/src/remotes.json); `name` is the app's federation name.
 * Each serves its HTML entry for any path that is not a file (`spa`): the host's page, a remote's
 * standalone page (docs/adr/0094-remote-origin-pages.md).
 */
export const apps = [
  { pkg: 'host', name: 'host', port: ports.host, spa: true },
  ...REMOTES.map((remote) => ({ pkg: remote.package, name: remote.name, port: remote.port, cors: true, spa: true })),
];
export const certDir = path.join(localDir, 'certs');

/**
 * The API's settings that make the dashboard frame the local stand-in BI report
 * (api/src/dev/bi-report-routes.ts), as a stage with a BI report does; a fresh
 * secret per run (the stand-in verifies nothing). For the e2e tests and `npm start`.
 */
export const standInReportEnv = () => ({
  DASHBOARD_EMBED_URL: `${localEnv.origins.api}/dev/bi-report`,
  DASHBOARD_EMBED_SECRET: randomBytes(32).toString('base64url'),
});

/** The stamp of a production build in `<app>/dist`: the hash of what the build read. */
export const DIST_STAMP = '.source-hash';
const buildInputsHash = (pkg) =>
  sourceHash([pkg, 'shared-ui', 'shared-auth', 'shared-admin', 'shared-contracts', 'tooling', 'pnpm-lock.yaml']);

/** Whether `<app>/dist` is the production build of the app's sources as they are now. */
export function distIsCurrent(pkg) {
  const stamp = path.join(repoRoot, pkg, 'dist', DIST_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildInputsHash(pkg);
}

/**
 * Builds the Node services (fast SWC builds) and the front-end apps unless unchanged; `parallel`
 * front-end builds at a time (a webpack build keeps about one core busy).
 */
export async function buildAll({ frontEnd = true, parallel = 1 } = {}) {
  if (
    (await pnpm(['--filter', '@ottilia/shared-contracts', '--filter', '@ottilia/api', '--filter', '@ottilia/identity', 'run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })) !== 0
  ) {
    throw new Error('building the API and identity provider failed');
  }
  if (!frontEnd) return;
  const queue = apps.filter(({ pkg }) => existsSync(path.join(repoRoot, pkg, 'webpack.config.mjs')));
  const buildNext = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const { pkg } = app;
      if (distIsCurrent(pkg)) continue;
      const hash = buildInputsHash(pkg);
      log(`building ${pkg}`);
      if ((await pnpm(['--filter', `@ottilia/${pkg}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) {
        throw new Error(`building ${pkg} failed`);
      }
      writeFileSync(path.join(repoRoot, pkg, 'dist', DIST_STAMP), hash);
    }
  };
  await Promise.all(Array.from({ length: parallel }, buildNext));
}

/**
 * The composition of the builds served here, as the host's /composition.json (deploying an
 * environment copies its compositions/<env>.json there instead): each remote at its own origin,
 * with its published route manifest, so the host knows every area even while a remote is down.
 */
function writeLocalComposition() {
  const hostDist = path.join(repoRoot, 'host', 'dist');
  if (!existsSync(hostDist)) return;
  const version = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')).version;
  const composition = {
    environment: 'local',
    releaseOrigins: [`https://localhost:${ports.releases}`],
    apps: { host: { version: version('host'), builtWith: builtWith(path.join(repoRoot, 'host')) } },
  };
  for (const { pkg, port } of apps.filter((app) => app.pkg !== 'host')) {
    const manifest = path.join(repoRoot, pkg, 'dist', ROUTE_MANIFEST_FILE);
    if (!existsSync(manifest)) continue;
    const release = { version: version(pkg), routeManifest: JSON.parse(readFileSync(manifest, 'utf8')) };
    composition.apps[pkg] = remoteEntry(release, `https://localhost:${port}/mf-manifest.json`);
  }
  writeComposition(path.join(hostDist, 'composition.json'), composition);
}

/** The release origin: `/<app>/<version>/<file>` from the release's public folder, nothing else. */
function releasedFile(pathname) {
  const match = /^\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  return match ? `/${match[1]}/${match[2]}/public/${match[3]}` : null;
}

function startNode(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .trimEnd()
      .split('\n')
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  // each run's output is kept in .local/logs/<name>.log (the observability e2e reads the API's)
  mkdirSync(path.join(localDir, 'logs'), { recursive: true });
  const logFile = createWriteStream(path.join(localDir, 'logs', `${name}.log`));
  child.stdout.on('data', (c) => {
    logFile.write(c);
    if (process.env.OTTILIA_VERBOSE) console.log(prefix(c));
  });
  child.stderr.on('data', (c) => console.error(prefix(c)));
  return child;
}

/** `dir`, empty. */
function emptiedFolder(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Starts everything; resolves when every part answers. `dataDir` keeps the embedded database
 * (null = in memory). `staticServer` serves the apps' builds: 'node' (serve-static.mjs) or
 * 'nginx' (deploy/nginx, as a deployment serves them, with the stage's Content-Security-Policy;
 * `analyticsContainerId` names a container the host's env-config leaves to the test).
 */
export async function startComposition({
  dataDir = path.join(localDir, 'api-data'),
  env = {},
  frontEnd = true,
  staticServer = 'node',
  analyticsContainerId,
} = {}) {
  const releaseLock = await acquirePortsLock();
  const children = [];
  const servers = [];
  let nginx = null;
  let api = null;
  const stop = async () => {
    for (const s of servers) s.close();
    await nginx?.stop();
    // the API first, alone: it finishes its requests, then checkpoints and closes the embedded
    // database; nothing is killed until it has (a database killed mid-write is a damaged folder)
    if (api) await stopChild(api, 'api');
    await Promise.all(children.filter((c) => c !== api).map((c) => stopChild(c)));
    releaseLock();
  };
  try {
    // the certificate first, so no server reads it while the identity provider renews it
    if (
      (await run(process.execPath, ['identity/dist/certs-cli.js'], { stdio: 'ignore', env: { ...process.env, STATE_DIR: localDir } })) !== 0
    ) {
      throw new Error('could not create the local certificate in .local/certs');
    }
    // every app origin may sign in, so each remote's standalone page works inside the composition too
    const appOrigins = apps.map((app) => `https://localhost:${app.port}`).join(',');
    // the API manages sign-in accounts through the identity's admin interface: a fresh key per run
    const adminKey = randomBytes(32).toString('base64url');
    children.push(
      startNode('identity', 'identity/dist/server.js', {
        PORT: String(ports.identity),
        STATE_DIR: localDir,
        APP_ORIGINS: appOrigins,
        ADMIN_API_KEY: adminKey,
        ...env,
      }),
    );
    const tls = { cert: readFileSync(path.join(certDir, 'cert.pem')), key: readFileSync(path.join(certDir, 'key.pem')) };
    const apiEnv = {
      PORT: String(ports.api),
      // a database in memory keeps its uploaded files in a folder of its own, emptied at each start:
      // in the developer's data folder they made `npm start` refuse it (files but no database)
      ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: 'memory://', DATA_DIR: emptiedFolder(path.join(localDir, 'in-memory-files')) }),
      NODE_EXTRA_CA_CERTS: path.join(certDir, 'ca.pem'),
      IDENTITY_ADMIN_URL: `https://localhost:${ports.identity}`,
      IDENTITY_ADMIN_KEY: adminKey,
      // the e2e suites read what the portal e-mailed (Super Admin token); never on in a deployment
      DEV_MAIL_READER: 'on',
      DEV_MONITORING: 'on',
      ...env,
    };
    api = startNode('api', 'api/dist/server.js', apiEnv);
    children.push(api);
    if (frontEnd) {
      writeLocalComposition();
    }
    if (frontEnd && staticServer === 'nginx') {
      // the policy frames what the API embeds (its DASHBOARD_EMBED_URL), from the API's own environment
      nginx = await startNginxSites(analyticsContainerId, { ...process.env, ...apiEnv });
    } else if (frontEnd) {
      for (const app of apps) {
        const root = path.join(repoRoot, app.pkg, 'dist');
        if (!existsSync(root)) continue;
        servers.push(await serveStatic({ root, port: app.port, spa: app.spa, ...tls }));
      }
      mkdirSync(releasesRoot(), { recursive: true });
      servers.push(await serveStatic({ root: releasesRoot(), port: ports.releases, locate: releasedFile, ...tls }));
    }
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${ports.api}/health`, 180_000),
      waitForHttps(`https://localhost:${ports.identity}/b2c_1_susi/.well-known/openid-configuration`),
    ]);
    for (const c of children) if (c.exitCode !== null) throw new Error('a service exited during start-up; see the messages above');
    if (frontEnd) log(`${await uploadSourceMaps(apps)} source maps handed to the monitoring receiver`);
    return { stop, children, tls, cspReports: () => nginx?.cspReports() ?? [] };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The builds and the release origin served by nginx with the Content-Security-Policy of the
 * stage the host's env-config.json and composition configure (dev: the local origins);
 * violation reports are kept. `apiEnv`: the environment the API runs with.
 */
function startNginxSites(analyticsContainerId, apiEnv) {
  const envConfig = JSON.parse(readFileSync(path.join(repoRoot, 'host/dist/env-config.json'), 'utf8'));
  const composition = JSON.parse(readFileSync(path.join(repoRoot, 'host/dist/composition.json'), 'utf8'));
  const stage = { stage: 'dev', localEnv };
  mkdirSync(releasesRoot(), { recursive: true });
  return startNginx({
    sites: [
      ...apps.map((app) => ({ port: app.port, root: path.join(repoRoot, app.pkg, 'dist'), spa: app.spa, cors: app.cors })),
      { port: ports.releases, root: releasesRoot(), cors: true, releases: true },
    ],
    tls: { certificate: path.join(certDir, 'cert.pem'), key: path.join(certDir, 'key.pem'), ca: path.join(certDir, 'ca.pem') },
    csp: serializeCsp(cspDirectives(envConfig, { ...stage, analyticsContainerId, composition, apiEnv })),
    hsts: allowsHsts(envConfig, stage),
    collectCspReports: true,
  });
}

/**
 * The composition owns fixed ports: a second one (an e2e run while `npm start` is up, a bench, or
 * another checkout's) waits for the first to stop instead of failing on a taken port. The lock names its owner's pid,
 * so a lock left by a killed process is taken over.
 */
async function acquirePortsLock(timeoutMs = 15 * 60_000) {
  // machine-wide: another checkout's composition takes the same ports
  const lock = path.join(tmpdir(), `ottilia-composition-${ports.host}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (let announced = false; ; announced = true) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (readFileSync(lock, 'utf8') === String(process.pid)) rmSync(lock);
        } catch {
          /* gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'));
      if (!isAlive(owner)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`the local portal is already running (pid ${owner}); stop it first`);
      if (!announced) log(`waiting for the running portal (pid ${owner}) to stop`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** SIGTERM, then waits for the exit; never SIGKILL: the API may still be closing its database. */
function stopChild(child, name) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const slow = name && setTimeout(() => log(`waiting for the ${name} to close its database`), 5_000);
    child.once('exit', () => {
      clearTimeout(slow);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Node's fetch does not know the local CA; https.get with it does.
async function waitForHttps(url, timeoutMs = 60_000) {
  const https = await import('node:https');
  const ca = readFileSync(path.join(certDir, 'ca.pem'));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      https
        .get(url, { ca }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
