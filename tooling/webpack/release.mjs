import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What error reports name as the release, and what source maps are uploaded under:
 * 'remoteUsers@0.1.0+1a2b3c4' (the commit unknown outside a git checkout: 'local'); a release's
 * pre-release version (scripts/release.mjs) comes in OTTILIA_RELEASE_VERSION.
 */
export function releaseOf({ dir, name }) {
  const version = process.env.OTTILIA_RELEASE_VERSION ?? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout (e.g. a source archive)
  }
  return `${name}@${version}+${commit}`;
}
