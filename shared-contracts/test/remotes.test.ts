// The files that name the remotes but cannot import the list (shared-contracts/src/remotes.json)
// agree with it: a remote added, renamed or removed in one place fails here until all follow.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import localEnv from '../src/local-env.json' with { type: 'json' };
import { REMOTES } from '../src/remotes.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const packages = REMOTES.map((remote) => remote.package);
const names = REMOTES.map((remote) => remote.name);

it('names each remote, federation name and namespace once, and every remote folder of the repository', () => {
  for (const field of ['package', 'name', 'namespace'] as const) {
    expect(new Set(REMOTES.map((remote) => remote[field])).size).toBe(REMOTES.length);
  }
  const folders = readdirSync(repoRoot).filter(
    (folder) => folder.startsWith('remote-') && existsSync(path.join(repoRoot, folder, 'package.json')),
  );
  expect(folders.sort()).toEqual([...packages].sort());
  for (const remote of REMOTES) {
    expect({ remote: remote.package, name: json(`${remote.package}/package.json`).name }).toEqual({
      remote: remote.package,
      name: `@ottilia/${remote.package}`,
    });
    expect(existsSync(path.join(repoRoot, remote.package, 'route-manifest.json'))).toBe(true);
  }
});

it('gives each remote, and only the remotes, a local port and origin', () => {
  const remoteKeys = (record: Record<string, unknown>) => Object.keys(record).filter((key) => key.startsWith('remote'));
  expect(remoteKeys(localEnv.ports)).toEqual(names);
  expect(remoteKeys(localEnv.origins)).toEqual(names);
});

it('is the workspace packages of pnpm-workspace.yaml', () => {
  const listed = readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .flatMap((line) => /^ {2}- (remote-\S+)$/.exec(line)?.[1] ?? []);
  expect(listed).toEqual(packages);
});

it.each(['dev', 'stg', 'prd'])("is what the host's env-config.%s.json loads", (stage) => {
  const { remotes } = json(`host/config/env-config.${stage}.json`) as { remotes: Record<string, string> };
  expect(Object.keys(remotes)).toEqual(names);
  if (stage === 'dev') expect(Object.values(remotes)).toEqual(REMOTES.map((remote) => `${remote.origin}/mf-manifest.json`));
});

it.each(['integration', 'stg', 'prd'])('is what compositions/%s.json pins beside the host', (environment) => {
  const { apps } = json(`compositions/${environment}.json`) as { apps: Record<string, { manifest?: { name: string } }> };
  expect(Object.keys(apps)).toEqual(['host', ...packages]);
  expect(REMOTES.map((remote) => apps[remote.package]?.manifest?.name)).toEqual(names);
});
