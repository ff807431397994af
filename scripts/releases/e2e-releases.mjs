// The releases the end-to-end tests need beside an app's plain release, built for real by
// scripts/release.mjs into the release store and cached there by input hash: the version is
// `<remote-users version>-<id>-<hash of what the build reads>`, so a release is built once per
// change of its inputs (and, like any release, never rebuilt in place); older builds of the same
// kind are removed. `node scripts/releases/e2e-releases.mjs <kind>` prints the version.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, sourceHash } from '../lib.mjs';
import { PREVIOUS_RELEASE, previousReleaseTree } from './previous-release.mjs';
import { releaseDir, releasesRoot } from './release-store.mjs';

const sharedVersion = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')).version;

/** What remote-users' build reads (scripts/compose.mjs builds the served apps from the same). */
const REMOTE_USERS_INPUTS = [
  'remote-users',
  'shared-ui',
  'shared-auth',
  'shared-admin',
  'shared-contracts',
  'tooling',
  'pnpm-lock.yaml',
  'scripts/release.mjs',
];

const E2E_RELEASES = {
  // remote-users with one more page (promotion, rollback and the release trial)
  'user-groups': {
    id: 'e2e.user-groups',
    inputs: [...REMOTE_USERS_INPUTS, 'e2e/fixtures/users-new-page'],
    args: ['--extra-routes', 'e2e/fixtures/users-new-page/route-manifest.json'],
  },
  // remote-users with a second "Projects" navigation entry: it breaks the Projects area's flow
  // (the integration pipeline refuses it, scripts/pipeline-scenario.mjs)
  'projects-entry': {
    id: 'e2e.projects-entry',
    inputs: [...REMOTE_USERS_INPUTS, 'e2e/fixtures/users-projects-entry'],
    args: ['--extra-routes', 'e2e/fixtures/users-projects-entry/route-manifest.json'],
  },
  // remote-users built for the next shell contract major (the test-only build input)
  'contract-2': {
    id: 'e2e.contract2',
    inputs: REMOTE_USERS_INPUTS,
    env: { OTTILIA_TEST_SHELL_CONTRACT: '2.0.0' },
  },
  // remote-users as released before the shared packages' last minor, built from its release
  // commit's own source, shared packages and tooling (previous-release.mjs): a mixed composition
  'previous-release': {
    id: 'e2e.previous',
    previous: PREVIOUS_RELEASE,
  },
  // remote-users built against the next major of the admin core (the test-only build input)
  'shared-admin-next-major': {
    id: 'e2e.shared-admin-next',
    inputs: REMOTE_USERS_INPUTS,
    env: () => ({
      OTTILIA_TEST_SHARED_VERSIONS: JSON.stringify({
        '@ottilia/shared-admin': `${Number(sharedVersion('shared-admin').split('.')[0]) + 1}.0.0`,
      }),
    }),
  },
  // a remote-users built against React 18: the fixture app that installs it
  'react-18': {
    id: 'e2e.react18',
    inputs: ['e2e/fixtures/react18-users', 'shared-contracts', 'tooling', 'pnpm-lock.yaml', 'scripts/release.mjs'],
    args: ['--source', 'e2e/fixtures/react18-users'],
  },
};

/** Releases `kind` unless the store holds a build of the same inputs; returns its version. */
export function e2eRelease(kind, env = process.env) {
  const release = E2E_RELEASES[kind];
  if (!release) throw new Error(`unknown e2e release "${kind}": ${Object.keys(E2E_RELEASES).join(', ')}`);
  // a previous release is named by its own version and commit: its inputs never change
  const { version } = release.previous ?? JSON.parse(readFileSync(path.join(repoRoot, 'remote-users/package.json'), 'utf8'));
  const hash = release.previous ? release.previous.commit.slice(0, 12) : sourceHash(release.inputs).slice(0, 12);
  const prerelease = `${release.id}-${hash}`;
  const root = releasesRoot(env);
  const wanted = `${version}-${prerelease}`;
  const appDir = path.join(root, 'remote-users');
  if (existsSync(appDir)) {
    for (const other of readdirSync(appDir)) {
      if (other.startsWith(`${version}-${release.id}-`) && other !== wanted)
        rmSync(path.join(appDir, other), { recursive: true, force: true });
    }
  }
  if (!existsSync(releaseDir(root, 'remote-users', wanted))) {
    const args = release.previous
      ? ['--source', previousReleaseTree(release.previous), '--commit', release.previous.commit]
      : (release.args ?? []);
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), 'remote-users', '--prerelease', prerelease, ...args], {
      cwd: repoRoot,
      env: { ...env, ...(typeof release.env === 'function' ? release.env() : release.env) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return wanted;
}

/**
 * Every e2e release, `parallel` builds at a time. `npm test` builds them with the portal, on both
 * cores, rather than in a suite's `beforeAll`, where a build had one core and the browser waited.
 */
export async function buildE2eReleases(parallel = 2) {
  const queue = Object.keys(E2E_RELEASES);
  const next = async () => {
    for (let kind = queue.shift(); kind; kind = queue.shift()) {
      // a process each: e2eRelease builds synchronously
      const code = await run(process.execPath, [import.meta.filename, kind], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (code !== 0) throw new Error(`building the e2e release "${kind}" failed`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, next));
}

if (process.argv[1] === import.meta.filename) {
  try {
    console.log(e2eRelease(process.argv[2]));
  } catch (error) {
    console.error(`[e2e-releases] ${error.message}`);
    process.exit(1);
  }
}
