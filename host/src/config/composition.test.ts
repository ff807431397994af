import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseComposition } from './composition';

const compositionOf = (environment: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../compositions', `${environment}.json`), 'utf8')) as unknown;

it.each(['integration', 'stg', 'prd'])(
  'reads the %s composition of the repository: every remote with its entry and areas',
  (environment) => {
    const composition = parseComposition(compositionOf(environment));
    expect(composition.environment).toBe(environment);
    expect(Object.keys(composition.remotes)).toEqual(['remoteProjects', 'remoteBackoffice', 'remoteUsers', 'remoteCookiesAgegate']);
    expect(composition.remotes.remoteUsers).toMatchObject({ app: 'remote-users', manifest: { area: 'Users' } });
    expect(composition.remotes.remoteUsers!.entry).toBe(
      `${composition.releaseOrigins[0]}/remote-users/${composition.remotes.remoteUsers!.version}/mf-manifest.json`,
    );
  },
);

it.each([
  [{}, 'needs "environment" and "apps"'],
  [{ environment: 'stg', apps: {}, releaseOrigins: ['not an origin'] }, '"releaseOrigins" must be a list of origins'],
  [
    { environment: 'stg', apps: { 'remote-users': { version: '1.0.0', manifest: { name: 'remoteUsers' } } } },
    'remote app "remote-users" needs an "entry" URL and its "manifest"',
  ],
])('refuses %j', (json, problem) => {
  expect(() => parseComposition(json)).toThrow(`composition: ${problem}`);
});
