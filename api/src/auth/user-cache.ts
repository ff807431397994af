/**
 * Every authenticated request needs the caller's product user. On the embedded database each
 * query costs about a millisecond of its single thread, so users are kept for a few seconds.
 * Writes to a user (role, agency, state) must call `invalidate(eid)`; the TTL bounds staleness
 * from writes this process does not see. Unknown users are not cached, so a user who was just
 * registered can sign in at once.
 */
import type { CurrentUser } from './current-user.js';

export interface UserCache {
  get(eid: string, load: () => Promise<CurrentUser | null>): Promise<CurrentUser | null>;
  /** Forget one user, or everyone. */
  invalidate(eid?: string): void;
}

export function createUserCache({ ttlMs = 5_000, maxEntries = 1_000 } = {}): UserCache {
  const entries = new Map<string, { user: Promise<CurrentUser | null>; expires: number }>();
  return {
    get(eid, load) {
      const now = Date.now();
      const hit = entries.get(eid);
      if (hit && hit.expires > now) return hit.user;
      const user = load();
      const entry = { user, expires: now + ttlMs };
      entries.delete(eid);
      entries.set(eid, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(eid) === entry) entries.delete(eid);
      };
      user.then((found) => {
        if (!found) forget();
      }, forget);
      return user;
    },
    invalidate(eid) {
      if (eid === undefined) entries.clear();
      else entries.delete(eid);
    },
  };
}
