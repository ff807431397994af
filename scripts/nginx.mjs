// The portal served by nginx the way a deployment serves it (deploy/nginx): Debian's nginx
// (installed with apt-get when missing and root), run as our own child with its own prefix under
// .local/nginx (pid, logs, temporary files), never the system's service.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { renderNginxConfig } from '../deploy/nginx/render.mjs';
import { ensureAptPackages, isRoot, localDir, which } from './lib.mjs';

const nginxPrefix = path.join(localDir, 'nginx');
const reportLog = path.join(nginxPrefix, 'logs', 'csp-reports.log');

export async function ensureNginx() {
  const found = which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (found) return found;
  await ensureAptPackages(['nginx'], 'serving the portal as a deployment does');
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is not installed after apt-get install nginx');
  return '/usr/sbin/nginx';
}

/**
 * Starts nginx for the given sites; resolves when every port answers.
 * @param {object} options
 * @param {import('../deploy/nginx/render.mjs').Site[]} options.sites
 * @param {{ certificate: string, key: string, ca?: string }} options.tls  PEM files
 * @param {string} options.csp
 * @param {boolean} [options.hsts]
 * @param {boolean} [options.collectCspReports]  keep violation reports (cspReports() reads them)
 */
export async function startNginx({ sites, tls, csp, hsts = false, collectCspReports = false }) {
  const nginx = await ensureNginx();
  stopLeftover(nginx);
  rmSync(reportLog, { force: true });
  const confDir = path.join(nginxPrefix, 'conf');
  const conf = renderNginxConfig({
    prefix: nginxPrefix,
    conf: confDir,
    sites,
    tls,
    csp,
    hsts,
    // a root master hands the connections to unprivileged workers
    user: isRoot() ? 'www-data www-data' : undefined,
    collectCspReports,
  });
  const args = ['-p', nginxPrefix, '-c', conf, '-e', path.join(nginxPrefix, 'logs', 'error.log')];
  const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration ${conf}:\n${test.stderr}`);
  // in the foreground: nginx is our child and ends with us
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => console.error(`[nginx] ${chunk.toString().trimEnd()}`));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT'); // graceful: open answers finish
    await exited;
  };
  try {
    const ca = tls.ca ? readFileSync(tls.ca) : undefined;
    await Promise.race([
      Promise.all(sites.map((site) => waitForPort(site.port, ca))),
      exited.then(() => {
        throw new Error(`nginx exited at start; see ${path.join(nginxPrefix, 'logs', 'error.log')}`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  // the configuration folder and the master's pid: publishing a composition rewrites the policy there and reloads
  return { stop, cspReports, conf: confDir, pid: child.pid };
}

/** The violation reports nginx logged since it started (collectCspReports); another process may read a running stage's. */
export function cspReports() {
  if (!existsSync(reportLog)) return [];
  return readFileSync(reportLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const entry = JSON.parse(line);
      try {
        return { ...entry, report: JSON.parse(entry.report) };
      } catch {
        return entry;
      }
    });
}

/** An instance a killed run left behind (same prefix, so ours) would hold the ports. */
function stopLeftover(nginx) {
  const pidFile = path.join(nginxPrefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  spawnSync(nginx, ['-p', nginxPrefix, '-c', path.join(nginxPrefix, 'conf', 'nginx.conf'), '-s', 'quit'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    spawnSync('sleep', ['0.1']);
  }
}

async function waitForPort(port, ca, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      https
        .get({ host: '127.0.0.1', port, path: '/', ca, rejectUnauthorized: Boolean(ca), servername: 'localhost' }, (res) => {
          res.resume();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on port ${port} within ${timeoutMs / 1000} s`);
}
