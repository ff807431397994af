/**
 * In-memory storage shared by both user-flow authorities, so that (like one B2C tenant) the
 * session cookie gives single sign-on across policies and a refresh token issued by the
 * password-reset policy is redeemable at the sign-in policy. Lost on restart, as dev state may be.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 500;

export function createSharedMemoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionKeyByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();
  let writes = 0;

  const live = (key: string | undefined): AdapterPayload | undefined => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key!);
    return undefined;
  };

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [uid, key] of sessionKeyByUid) if (!entries.has(key)) sessionKeyByUid.delete(uid);
    for (const [grantId, keys] of keysByGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) keysByGrant.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        if (model === 'Session' && typeof payload.uid === 'string') sessionKeyByUid.set(payload.uid, key);
        if (payload.grantId) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
          keysByGrant.set(payload.grantId, keys.add(key));
        }
        if (++writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        return live(sessionKeyByUid.get(uid));
      },
      async findByUserCode() {
        return undefined; // the device flow (the only user of user codes) is not enabled
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
