import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stageConfigProblems } from '@ottilia/shared-auth';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { REPO_MANIFESTS } from '../test-support/route-manifests';
import { envConfigProblems, parseEnvConfig } from './env-config';

/** The remotes of the repository, named by their route manifests. */
const REMOTE_NAMES = Object.keys(REPO_MANIFESTS);

const configDir = path.join(__dirname, '../../config');
const stageFile = (stage: string) => JSON.parse(readFileSync(path.join(configDir, `env-config.${stage}.json`), 'utf8'));

describe('parseEnvConfig', () => {
  it('fills the spec time-out, the global theme, a 10 % web-vitals sample and a 3-minute composition re-read when absent', () => {
    expect(parseEnvConfig({ remotes: { remoteUsers: 'https://u.example/mf-manifest.json' } })).toEqual({
      remotes: { remoteUsers: 'https://u.example/mf-manifest.json' },
      chunkLoadTimeoutMs: 120000,
      compositionRecheckMs: 180000,
      theme: 'global',
      webVitalsSampleRate: 0.1,
    });
    expect(() => parseEnvConfig({ remotes: {}, webVitalsSampleRate: 2 })).toThrow(/webVitalsSampleRate/);
  });

  it('takes a lower time-out (tests), a brand theme and a stage-config override', () => {
    const config = parseEnvConfig({
      remotes: {},
      chunkLoadTimeoutMs: 1500,
      theme: 'ember',
      stageConfig: { apiBaseUrl: 'https://api.example' },
    });
    expect(config).toMatchObject({ chunkLoadTimeoutMs: 1500, theme: 'ember', stageConfig: { apiBaseUrl: 'https://api.example' } });
  });

  it.each([
    [{}, '"remotes" must be an object'],
    [{ remotes: { remoteUsers: '/relative' } }, 'remote "remoteUsers" needs an absolute manifest URL'],
    [{ remotes: {}, chunkLoadTimeoutMs: 0 }, '"chunkLoadTimeoutMs" must be a positive number'],
    [{ remotes: {}, theme: 'neon' }, '"theme" must be one of'],
    [{ remotes: {}, compositionRecheckMs: -1 }, '"compositionRecheckMs" must be a positive number'],
  ])('refuses %j', (json, message) => {
    expect(() => parseEnvConfig(json)).toThrow(message);
  });
});

describe('envConfigProblems', () => {
  it.each(['stg', 'prd'])('%s does not start without a monitoring DSN', (stage) => {
    expect(envConfigProblems(stage, {})).toEqual(['monitoringDsn: missing']);
    expect(envConfigProblems(stage, { monitoringDsn: 'https://key@monitoring.example/1' })).toEqual([]);
  });

  it('dev reports to the console without one', () => {
    expect(envConfigProblems('dev', {})).toEqual([]);
  });
});

describe('stage files (host/config)', () => {
  it.each(['dev', 'stg', 'prd'])('%s names a manifest for every remote', (stage) => {
    const config = parseEnvConfig(stageFile(stage));
    expect(Object.keys(config.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(config.chunkLoadTimeoutMs).toBe(120000);
  });

  it('dev points at the local origins of shared-contracts/src/local-env.json', () => {
    const { remotes } = parseEnvConfig(stageFile('dev'));
    for (const name of REMOTE_NAMES) {
      expect(remotes[name]).toBe(`${localOrigins[name as keyof typeof localOrigins]}/mf-manifest.json`);
    }
  });

  it.each(['stg', 'prd'] as const)('%s carries a complete stage configuration for its deployment', (stage) => {
    const config = parseEnvConfig(stageFile(stage));
    expect(stageConfigProblems(stage, config.stageConfig)).toEqual([]);
    expect(envConfigProblems(stage, config)).toEqual([]);
    expect(config.stageConfig).toMatchObject({ protocolMode: 'AAD', analyticsContainerId: expect.stringMatching(/^GTM-/) });
  });
});
