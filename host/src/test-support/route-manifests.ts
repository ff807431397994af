import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION, type BuiltWith } from '@ottilia/shared-auth/shell-contract';
import {
  publishRouteManifest,
  type RouteManifest as PublishedManifest,
  type RouteManifestSource,
  type Strings,
} from '@ottilia/shared-auth/route-manifest';
import type { RouteManifest } from '../remotes/route-manifest';
import { loadRouteManifests, type RouteManifests } from '../remotes/route-manifests';

const repoRoot = path.join(__dirname, '../../..');
const { dependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'host/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** What the repository's apps are built against (as tooling/webpack publishes it; React is what a test varies). */
export const BUILT_WITH: BuiltWith = {
  contract: SHELL_CONTRACT_VERSION,
  shared: { react: dependencies.react!, 'react-dom': dependencies['react-dom']! },
};

const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const remotes = json<{ package: string; name: string; area: string; namespace: string }[]>('shared-contracts/src/remotes.json');
/** Every package's English as the translations service is seeded with it (node scripts/bundled-english.mjs). */
const english = json<Record<string, Strings>>('api/src/translations/bundled-english.json');

/**
 * The route-manifest.json of every remote of the list (shared-contracts/src/remotes.json), by
 * remote name: what each build publishes (tooling/webpack/route-manifest.mjs, the same function).
 */
export const REPO_MANIFESTS: Record<string, PublishedManifest> = Object.fromEntries(
  remotes.map((remote) => [
    remote.name,
    publishRouteManifest(
      json<RouteManifestSource>(`${remote.package}/route-manifest.json`),
      remote,
      english[remote.namespace] ?? {},
      BUILT_WITH,
    ),
  ]),
);

/** Stands for a manifest request that has not answered yet. */
export const PENDING = Symbol('pending');

/** Where a test's remote publishes its manifests. */
export const mfManifestUrl = (remote: string) => `https://remotes.test/${remote}/mf-manifest.json`;

/**
 * The real manifest loader over `answers` (remote -> JSON, an Error to fail with, or PENDING),
 * in place of HTTP. Defaults to the repository's manifests.
 */
export function routeManifestsOf(
  answers: Record<string, unknown> = REPO_MANIFESTS,
  known: Record<string, RouteManifest> = {},
): RouteManifests {
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
