// A throwaway PostgreSQL cluster for the API tests and benches, from Debian's packages
// (installed with apt-get when run as root). `node scripts/local-postgres.mjs start|stop`.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAptPackages, isRoot, localDir, log } from './lib.mjs';

const port = Number(process.env.OTTILIA_PG_PORT ?? 55432);
const clusterDir = path.join(localDir, 'postgres');
const dataDir = path.join(clusterDir, 'data');

export function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

// initdb and postgres refuse to run as root: run them as the postgres user then.
function pgRun(bin, args) {
  const cmd = isRoot() ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a}'`).join(' ')]] : [bin, args];
  const res = spawnSync(cmd[0], cmd[1], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${path.basename(bin)} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

export async function startPostgres() {
  let bin = findBinDir();
  if (!bin) {
    await ensureAptPackages(['postgresql'], 'the PostgreSQL test run');
    bin = findBinDir();
    if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql after install');
  }
  stopPostgres();
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true });
  if (isRoot()) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pw.stdout.trim());
    chownSync(clusterDir, uid, uid);
  }
  pgRun(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  pgRun(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(clusterDir, 'log'),
    '-o',
    `-p ${port} -k ${clusterDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL running at ${url}`);
  return url;
}

export function stopPostgres() {
  const bin = findBinDir();
  if (!bin || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  try {
    pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
  } catch {
    /* already down */
  }
}

if (process.argv[1] === import.meta.filename) {
  const verb = process.argv[2];
  if (verb === 'start') console.log(await startPostgres());
  else if (verb === 'stop') stopPostgres();
  else {
    console.error('usage: node scripts/local-postgres.mjs start|stop');
    process.exit(2);
  }
}
