// The shared packages (shared-ui, shared-auth, shared-admin, shared-contracts) are released with
// changesets like the apps (.changeset/README.md). What each one's source was at its current
// version is recorded in shared-sources.json (a digest of its files, tests and docs left out), so
// the check needs no git history: it runs the same on a shallow clone in CI (ADR 0320).
//   node scripts/releases/shared-versions.mjs check     fails when a package's source changed since
//                                                       its version without a changeset naming it
//   node scripts/releases/shared-versions.mjs version   `changeset version`, then records the sources
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export const SHARED_PACKAGES = ['shared-ui', 'shared-auth', 'shared-admin', 'shared-contracts'];
export const RECORD_FILE = path.join(repoRoot, 'scripts/releases/shared-sources.json');

/** Files that do not reach a build: tests, their helpers, docs and the type checker's settings. */
export function isReleasedSource(file) {
  const parts = file.split('/');
  const name = parts.at(-1);
  if (parts.some((part) => ['node_modules', 'dist', '.local', 'test-support', '__tests__', 'coverage'].includes(part))) return false;
  return (
    !/\.test\.[cm]?[jt]sx?$/.test(name) && !name.endsWith('.md') && !/^(tsconfig.*\.json|jest\.config\..*|.*\.tsbuildinfo)$/.test(name)
  );
}

/** The package's files relative to its folder: git's view (tracked and untracked, not ignored), or a walk without git. */
function packageFiles(dir) {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(dir, file)));
  } catch {
    const files = [];
    const walk = (relative) => {
      for (const name of readdirSync(path.join(dir, relative))) {
        const file = relative ? `${relative}/${name}` : name;
        if (statSync(path.join(dir, file)).isDirectory()) {
          if (!['node_modules', 'dist', '.local'].includes(name)) walk(file);
        } else files.push(file);
      }
    };
    walk('');
    return files;
  }
}

/** A digest of what the package releases: its source files, and its package.json without the version (which the version step moves). */
export function sourceDigest(dir) {
  const hash = createHash('sha256');
  for (const file of packageFiles(dir).filter(isReleasedSource).sort()) {
    let content = readFileSync(path.join(dir, file));
    if (file === 'package.json') {
      const { version: _version, ...rest } = JSON.parse(content.toString('utf8'));
      content = Buffer.from(JSON.stringify(rest));
    }
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

/** Package names each pending changeset names (its front matter: `"@ottilia/shared-ui": minor`). */
export function pendingChangesets(changesetDir = path.join(repoRoot, '.changeset')) {
  return readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(changesetDir, file), 'utf8'));
      const names = (front?.[1] ?? '')
        .split(/\r?\n/)
        .map((line) => /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line)?.[1])
        .filter(Boolean);
      return { file, names };
    });
}

/**
 * Why the shared packages' versions do not describe their source; empty when they do.
 * @param {{ name: string, version: string, digest: string }[]} packages  each package as checked out
 * @param {Record<string, { version: string, source: string }>} record  shared-sources.json
 * @param {{ file: string, names: string[] }[]} pending  the pending changesets
 */
export function sharedVersionProblems(packages, record, pending) {
  const problems = [];
  for (const { name, version, digest } of packages) {
    const recorded = record[name];
    const named = pending.some(({ names }) => names.includes(name));
    if (!recorded) {
      problems.push(
        `${name} ${version}: no source is recorded for it in scripts/releases/shared-sources.json (node scripts/releases/shared-versions.mjs record)`,
      );
    } else if (recorded.version !== version) {
      problems.push(
        `${name} is at ${version} but its source is recorded at ${recorded.version}: version shared packages with node scripts/releases/shared-versions.mjs version (changeset version, then the record)`,
      );
    } else if (recorded.source !== digest && !named) {
      problems.push(
        `${name} ${version}: its source changed since ${version} and no changeset names it: add one (npx changeset, .changeset/README.md), a major if a built app could break`,
      );
    }
  }
  return problems;
}

const readPackage = (pkg) => JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8'));
const readRecord = () => (existsSync(RECORD_FILE) ? JSON.parse(readFileSync(RECORD_FILE, 'utf8')) : {});
const checkedOut = () => SHARED_PACKAGES.map((pkg) => ({ ...readPackage(pkg), digest: sourceDigest(path.join(repoRoot, pkg)) }));

/** The check of `npm test` on this checkout. */
export const repositoryProblems = () => sharedVersionProblems(checkedOut(), readRecord(), pendingChangesets());

/** Records each shared package's current version and source (after the version step). */
export function recordSources() {
  const record = Object.fromEntries(checkedOut().map(({ name, version, digest }) => [name, { version, source: digest }]));
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

if (process.argv[1] === import.meta.filename) {
  const command = process.argv[2];
  if (command === 'check') {
    const problems = repositoryProblems();
    for (const problem of problems) console.error(`[shared-versions] ${problem}`);
    if (problems.length === 0) console.log("[shared-versions] every shared package's source is its version's or named by a changeset");
    process.exit(problems.length ? 1 : 0);
  } else if (command === 'record' || command === 'version') {
    if (command === 'version') {
      execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'version'], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
    }
    for (const [name, { version }] of Object.entries(recordSources())) console.log(`[shared-versions] ${name} ${version} recorded`);
  } else {
    console.error('usage: node scripts/releases/shared-versions.mjs <check|record|version>');
    process.exit(2);
  }
}
