import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CompositionFollower, PendingVersions } from '../../remotes/composition-follower';

/** The tab's follower of the served composition (none without one), and how often it re-reads. */
export interface Following {
  follower: CompositionFollower;
  recheckMs: number;
}

export const FollowingContext = createContext<Following | null>(null);

export const useFollowing = () => useContext(FollowingContext);

const NONE: PendingVersions = {};
const noSubscription = () => () => undefined;

/** The remotes whose new version waits for its switch. */
export function usePendingVersions(): PendingVersions {
  const follower = useFollowing()?.follower;
  return useSyncExternalStore(follower?.subscribe ?? noSubscription, follower?.pending ?? (() => NONE));
}
