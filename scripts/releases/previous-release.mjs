// A previous release of remote-users, built from its own source as it was released: the tree of
// its release commit with the shared packages and tooling of that commit (ADR 0326). The mixed
// composition of the tests (e2e/tests/releases/mixed-versions.spec.ts, the pipeline scenario)
// puts it beside the host and areas of today's source, as stg and prd run areas released at
// different times.
//
// The commit is recorded here, not looked up in history: CI's clone may be shallow, so a missing
// commit is fetched alone (`git fetch --depth 1 origin <commit>`, which GitHub and a local origin
// both answer). Its tree is unpacked into `.local/previous-releases/<commit>/` and installed from
// its own lockfile (offline when the pnpm store has what it names); the release store then keeps
// the build under a version naming the commit, so it is built once per machine and commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localDir, repoRoot } from '../lib.mjs';

/**
 * remote-users 1.2.0, pinned by compositions/integration.json: released before the shared
 * packages had versions of their own, so built with shared-ui, shared-auth and shared-admin 1.0.0
 * (the previous minor of today's 1.1.0) and shared-contracts 1.1.0.
 */
export const PREVIOUS_RELEASE = {
  app: 'remote-users',
  version: '1.2.0',
  commit: '4f9013aeda41cc5f98aa8f182ceb7d6a836ec690',
};

const treesRoot = path.join(localDir, 'previous-releases');
const READY = '.ottilia-installed';

const git = (args, options = {}) =>
  execFileSync('git', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024, ...options });

/** Makes the commit's objects present: nothing when the clone has them, else fetched from origin alone. */
export function ensureCommit(commit, run = git) {
  try {
    run(['cat-file', '-e', `${commit}^{commit}`]);
    return 'present';
  } catch {
    // a shallow clone stays shallow; a full one fetches the history it lacks rather than becoming shallow
    const shallow = run(['rev-parse', '--is-shallow-repository']).toString().trim() === 'true';
    try {
      run(['fetch', '--quiet', '--no-tags', ...(shallow ? ['--depth', '1'] : []), 'origin', commit]);
      return 'fetched';
    } catch (error) {
      throw new Error(
        `the previous release's commit ${commit} is not in this clone and could not be fetched from origin (${String(
          error.stderr ?? error.message,
        )
          .trim()
          .split('\n')
          .at(-1)}); fetch it with \`git fetch --depth 1 origin ${commit}\``,
        { cause: error },
      );
    }
  }
}

/**
 * The folder of the release's app in the commit's tree, its dependencies installed; unpacked and
 * installed on first use. Trees of other commits are removed.
 */
export function previousReleaseTree({ app, commit } = PREVIOUS_RELEASE) {
  const tree = path.join(treesRoot, commit);
  if (!existsSync(path.join(tree, READY))) {
    ensureCommit(commit);
    const staging = `${tree}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    execFileSync('tar', ['-x', '-C', staging], { input: git(['archive', '--format=tar', commit]) });
    const { packageManager } = JSON.parse(readFileSync(path.join(staging, 'package.json'), 'utf8'));
    // only what the app needs, from the commit's own lockfile; the store usually has every package
    const installed = spawnSync(
      'npx',
      ['--yes', packageManager, 'install', '--frozen-lockfile', '--prefer-offline', '--filter', `@ottilia/${app}...`],
      {
        cwd: staging,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CI: 'true' },
      },
    );
    if (installed.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`installing the dependencies of ${app} at ${commit} failed`);
    }
    writeFileSync(path.join(staging, READY), `${commit}\n`);
    rmSync(tree, { recursive: true, force: true });
    renameSync(staging, tree);
  }
  for (const other of readdirSync(treesRoot)) {
    if (other !== commit && !other.startsWith(`${commit}.staging-`)) rmSync(path.join(treesRoot, other), { recursive: true, force: true });
  }
  return path.join(tree, app);
}
