// Helpers shared by the root scripts (start, test, bench, typecheck). Plain Node, no dependencies,
// because they run before `pnpm install` on a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const localDir = path.join(repoRoot, '.local');
const pnpmSpec = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager;

export const log = (msg) => console.log(`[ottilia] ${msg}`);

/**
 * A hash of the files a build reads (paths relative to the repository, folders walked without
 * node_modules, dist and .local): a build is skipped while it is unchanged.
 */
export function sourceHash(entries) {
  const hash = createHash('sha256');
  const walk = (p) => {
    const name = path.basename(p);
    if (['node_modules', 'dist', '.local'].includes(name)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const child of readdirSync(p).sort()) walk(path.join(p, child));
      return;
    }
    hash.update(p).update(readFileSync(p));
  };
  for (const entry of entries) walk(path.join(repoRoot, entry));
  return hash.digest('hex');
}
export const isRoot = () => process.getuid?.() === 0;

/** Runs a command inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

/** pnpm through npx, pinned to the packageManager version: no global install is assumed. */
export const pnpm = (args, opts) => run('npx', ['--yes', pnpmSpec, ...args], opts);

/** Installs workspace dependencies when node_modules is missing or older than the lockfile. */
/** True while the installed workspace is missing or older than pnpm-lock.yaml. */
export function depsStale() {
  const marker = path.join(repoRoot, 'node_modules', '.pnpm', 'lock.yaml');
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync(path.join(repoRoot, 'pnpm-lock.yaml')).mtimeMs;
}

export async function ensureDeps() {
  if (!depsStale()) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install failed: check the network access to the npm registry');
}

export function which(bin) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim() || null;
}

/** This process's apt-get calls, one after another: two at once would meet dpkg's lock. */
let aptTurn = Promise.resolve();

/** Installs Debian packages when running as root (after this process's earlier apt-get calls); otherwise explains what to do. */
export function ensureAptPackages(packages, reason) {
  const turn = aptTurn.then(() => installAptPackages(packages, reason));
  aptTurn = turn.catch(() => {});
  return turn;
}

async function installAptPackages(packages, reason) {
  if (!isRoot()) {
    throw new Error(
      `${reason} needs the Debian packages ${packages.join(' ')}: run \`sudo apt-get install -y ${packages.join(' ')}\` and try again`,
    );
  }
  log(`installing ${packages.join(' ')} with apt-get (${reason})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', ...packages], { env })) !== 0
  ) {
    throw new Error(`apt-get install ${packages.join(' ')} failed`);
  }
}

/** Waits until a URL answers (any HTTP status), or throws after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
