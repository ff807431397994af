// `npm run typecheck`: tsc --noEmit for every package that has a tsconfig.json, counted per package.
// Packages whose tsconfig says the same (the eight browser packages; the API and the identity
// provider) are checked as one program: each of them imports the shared packages from source, so
// eight programs checked shared-ui, shared-auth and React's types eight times over (ADR 0223).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { REMOTES } from '../shared-contracts/src/remotes.ts';
import { ensureDeps, localDir, repoRoot } from './lib.mjs';

const packages = [
  'shared-contracts',
  'shared-auth',
  'shared-ui',
  'shared-admin',
  'api',
  'identity',
  'host',
  ...REMOTES.map((remote) => remote.package),
  'e2e',
];

/** Packages grouped by what their tsconfig says apart from `include`, each group with one tsconfig to check. */
export function typecheckGroups() {
  const groups = new Map();
  for (const pkg of packages.filter((name) => existsSync(path.join(repoRoot, name, 'tsconfig.json')))) {
    const { include, ...options } = JSON.parse(readFileSync(path.join(repoRoot, pkg, 'tsconfig.json'), 'utf8'));
    const key = JSON.stringify(options);
    groups.set(key, [...(groups.get(key) ?? []), { pkg, include: include ?? ['.'] }]);
  }
  const dir = path.join(localDir, 'typecheck');
  mkdirSync(dir, { recursive: true });
  return [...groups.values()].map((members) => {
    if (members.length === 1) return { packages: [members[0].pkg], project: members[0].pkg };
    // the first member's tsconfig, with every member's files
    const project = path.join(dir, `${members.map((m) => m.pkg).join('+')}.json`);
    const include = members.flatMap(({ pkg, include: globs }) => globs.map((glob) => path.relative(dir, path.join(repoRoot, pkg, glob))));
    writeFileSync(
      project,
      `${JSON.stringify({ extends: path.relative(dir, path.join(repoRoot, members[0].pkg, 'tsconfig.json')), include }, null, 2)}\n`,
    );
    return { packages: members.map((m) => m.pkg), project };
  });
}

/**
 * Runs tsc on one project at `priority`; its output goes to `out`, and a package fails when an error
 * is in its files.
 */
function check({ packages: members, project }, { out, priority }) {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (priority && child.pid) setPriority(child.pid, priority);
    child.stderr.on('data', (chunk) => out.write(chunk));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      out.write(chunk);
    });
    child.on('error', (err) => {
      out.write(`${err.message}\n`);
      resolve(members);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve([]);
      const files = [...output.matchAll(/^(\S[^(\n]*)\(\d+,\d+\): error/gm)].map((match) => match[1]);
      const failing = members.filter((pkg) => files.some((file) => file.startsWith(`${pkg}/`)));
      // an error outside the members' files (a configuration error, a shared declaration) fails them all
      resolve(failing.length > 0 && files.every((file) => members.some((pkg) => file.startsWith(`${pkg}/`))) ? failing : members);
    });
  });
}

/** `parallel` programs at a time (one tsc keeps one core busy), at `priority`, printing to `out`. */
export async function typecheckAll({
  parallel = Math.max(1, Math.min(2, availableParallelism())),
  out = process.stdout,
  priority = 0,
} = {}) {
  const queue = typecheckGroups();
  const total = queue.reduce((sum, group) => sum + group.packages.length, 0);
  const failedPackages = [];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) failedPackages.push(...(await check(group, { out, priority })));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  for (const pkg of failedPackages) out.write(`[ottilia] type errors in ${pkg}\n`);
  return { ok: total - failedPackages.length, failed: failedPackages.length };
}

if (process.argv[1] === import.meta.filename) {
  await ensureDeps();
  const { failed } = await typecheckAll();
  process.exit(failed ? 1 : 0);
}
