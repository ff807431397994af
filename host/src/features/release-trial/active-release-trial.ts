// What /home's first load carries of the release trials (release-trial.ts and the banner are
// chunks of their own, fetched only when this session has a trial): where the session keeps its
// choice and the trial this page runs with.

export const RELEASE_TRIAL_KEY = 'ottilia.releaseTrial';

export interface ReleaseTrial {
  /** The remote's container name (the composition's key). */
  remote: string;
  app: string;
  version: string;
  /** One of the composition's release origins. */
  origin: string;
}

let active: ReleaseTrial | null = null;

/** The trial this page runs with (taken once at start-up, release-trial.ts). */
export const activeReleaseTrial = (): ReleaseTrial | null => active;

export function setActiveReleaseTrial(trial: ReleaseTrial | null): void {
  active = trial;
}

/** Whether this session chose a trial (checked before release-trial.ts is fetched). */
export const hasStoredReleaseTrial = (storage: Storage = window.sessionStorage) => storage.getItem(RELEASE_TRIAL_KEY) !== null;
