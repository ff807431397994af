// Trying a release inside an environment (issue 24 item 6): a Super Admin points one remote at
// another released version (for example a pull request's build) for their own browser session
// only. The choice lives in sessionStorage (gone with the tab's session, never sent anywhere);
// at start-up the host takes it only for a remote of the composition and a release origin the
// composition configures, and drops it otherwise. The banner (release-trial-banner.tsx) says so
// and ends it.
import type { Composition } from '../../config/composition';
import { RELEASE_TRIAL_KEY, setActiveReleaseTrial, type ReleaseTrial } from './active-release-trial';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** The release's mf-manifest.json on its release origin (the release store's layout, docs/deploy.md). */
export const trialEntry = ({ origin, app, version }: ReleaseTrial) => `${origin}/${app}/${version}/mf-manifest.json`;

/** Why a trial cannot be taken in this composition; null when it can. */
export function trialProblem(composition: Composition, trial: Pick<ReleaseTrial, 'remote' | 'version' | 'origin'>): string | null {
  if (!Object.hasOwn(composition.remotes, trial.remote)) return 'unknownRemote';
  if (!composition.releaseOrigins.includes(trial.origin)) return 'unknownOrigin';
  if (!VERSION.test(trial.version)) return 'notAVersion';
  return null;
}

/**
 * The composition with this session's trial applied, if it is one the composition allows; a
 * stored trial it does not allow is removed. Without a composition, no trial.
 */
export function takeReleaseTrial(composition: Composition | null, storage: Storage = window.sessionStorage): Composition | null {
  setActiveReleaseTrial(null);
  const stored = storage.getItem(RELEASE_TRIAL_KEY);
  if (!stored || !composition) return composition;
  let trial: Partial<ReleaseTrial> = {};
  try {
    trial = JSON.parse(stored) as Partial<ReleaseTrial>;
  } catch {
    // not ours: dropped below
  }
  const { remote, version, origin } = trial;
  if (
    typeof remote !== 'string' ||
    typeof version !== 'string' ||
    typeof origin !== 'string' ||
    trialProblem(composition, { remote, version, origin })
  ) {
    storage.removeItem(RELEASE_TRIAL_KEY);
    return composition;
  }
  const composed = composition.remotes[remote]!;
  const active = { remote, app: composed.app, version, origin };
  setActiveReleaseTrial(active);
  return { ...composition, remotes: { ...composition.remotes, [remote]: { ...composed, version, entry: trialEntry(active) } } };
}

export function startReleaseTrial(trial: Omit<ReleaseTrial, 'app'>, storage: Storage = window.sessionStorage): void {
  storage.setItem(RELEASE_TRIAL_KEY, JSON.stringify(trial));
}

export function endReleaseTrial(storage: Storage = window.sessionStorage): void {
  storage.removeItem(RELEASE_TRIAL_KEY);
}
