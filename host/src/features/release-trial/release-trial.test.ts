import { parseRouteManifest } from '../../remotes/route-manifest';
import { REPO_MANIFESTS } from '../../test-support/route-manifests';
import type { Composition } from '../../config/composition';
import { activeReleaseTrial, RELEASE_TRIAL_KEY } from './active-release-trial';
import { startReleaseTrial, takeReleaseTrial } from './release-trial';

const COMPOSITION: Composition = {
  environment: 'integration',
  releaseOrigins: ['https://releases.test'],
  remotes: {
    remoteUsers: {
      app: 'remote-users',
      version: '1.1.0',
      entry: 'https://releases.test/remote-users/1.1.0/mf-manifest.json',
      manifest: parseRouteManifest(REPO_MANIFESTS.remoteUsers, 'remoteUsers'),
    },
  },
};

beforeEach(() => window.sessionStorage.clear());

it("points the remote at the trial's release for this session", () => {
  startReleaseTrial({ remote: 'remoteUsers', origin: 'https://releases.test', version: '1.2.0-pr.42' });
  const composition = takeReleaseTrial(COMPOSITION);
  expect(composition?.remotes.remoteUsers).toMatchObject({
    version: '1.2.0-pr.42',
    entry: 'https://releases.test/remote-users/1.2.0-pr.42/mf-manifest.json',
  });
  expect(activeReleaseTrial()).toEqual({
    remote: 'remoteUsers',
    app: 'remote-users',
    origin: 'https://releases.test',
    version: '1.2.0-pr.42',
  });
});

it.each([
  ['another origin', { remote: 'remoteUsers', origin: 'https://elsewhere.example', version: '1.2.0' }],
  ['a remote the composition does not have', { remote: 'remoteOther', origin: 'https://releases.test', version: '1.2.0' }],
  ['something that is no version', { remote: 'remoteUsers', origin: 'https://releases.test', version: '../../evil' }],
])('drops a trial from %s and keeps the composition', (_case, trial) => {
  window.sessionStorage.setItem(RELEASE_TRIAL_KEY, JSON.stringify(trial));
  expect(takeReleaseTrial(COMPOSITION)).toBe(COMPOSITION);
  expect(activeReleaseTrial()).toBeNull();
  expect(window.sessionStorage.getItem(RELEASE_TRIAL_KEY)).toBeNull();
});

it('takes no trial without a session choice', () => {
  expect(takeReleaseTrial(COMPOSITION)).toBe(COMPOSITION);
  expect(activeReleaseTrial()).toBeNull();
});
