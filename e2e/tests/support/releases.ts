// The release store of the end-to-end tests (the one the local release origin serves) and the
// real releases they build into it (scripts/releases/e2e-releases.mjs: cached by input hash).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.join(import.meta.dirname, '../../..');
export const releases = path.join(repoRoot, '.local/releases');

/** Runs a root script (`scripts/<script>`) on that release store; its output. */
export const runScript = (script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, OTTILIA_RELEASES_DIR: releases, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Builds, or finds by its input hash, a release of remote-users the tests need; its version. */
export const e2eRelease = (kind: 'user-groups' | 'contract-2' | 'react-18' | 'previous-release' | 'shared-admin-next-major') =>
  runScript('releases/e2e-releases.mjs', [kind]).trim();
