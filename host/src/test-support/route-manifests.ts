import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION, type BuiltWith } from '@ottilia/shared-auth/shell-contract';
import type { RouteManifest } from '../remotes/route-manifest';
import { loadRouteManifests, type RouteManifests } from '../remotes/route-manifests';

const repoRoot = path.join(__dirname, '../../..');
const { dependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'host/package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** What the repository's apps are built against (as tooling/webpack publishes it; React is what a test varies). */
export const BUILT_WITH: BuiltWith = { contract: SHELL_CONTRACT_VERSION, shared: { react: dependencies.react!, 'react-dom': dependencies['react-dom']! } };

/**
 * The route-manifest.json of every remote in the repository, by remote name: what each build
 * publishes (the sources, plus what it was built against).
 */
export const REPO_MANIFESTS: Record<string, { name: string; builtWith: BuiltWith }> = Object.fromEntries(
  readdirSync(repoRoot)
    .filter((folder) => folder.startsWith('remote-'))
    .map((folder) => ({ ...JSON.parse(readFileSync(path.join(repoRoot, folder, 'route-manifest.json'), 'utf8')) as { name: string }, builtWith: BUILT_WITH }))
    .map((manifest) => [manifest.name, manifest]),
);

/** Stands for a manifest request that has not answered yet. */
export const PENDING = Symbol('pending');

/** Where a test's remote publishes its manifests. */
export const mfManifestUrl = (remote: string) => `https://remotes.test/${remote}/mf-manifest.json`;

/**
 * The real manifest loader over `answers` (remote -> JSON, an Error to fail with, or PENDING),
 * in place of HTTP. Defaults to the repository's manifests.
 */
export function routeManifestsOf(answers: Record<string, unknown> = REPO_MANIFESTS, known: Record<string, RouteManifest> = {}): RouteManifests {
  const remotes = Object.fromEntries(Object.keys(answers).map((remote) => [remote, mfManifestUrl(remote)]));
  return loadRouteManifests(remotes, {
    timeoutMs: 60_000,
    hostBuiltWith: BUILT_WITH,
    known,
    fetchJson: async (url) => {
      const answer = answers[new URL(url).pathname.split('/')[1]!];
      if (answer === PENDING) return new Promise<never>(() => {});
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
}
