/**
 * Who else has a record open in its edit form (docs/adr/0345-presence-leases-over-notify.md): the
 * edit form holds a lease on the API (useAnnouncePresence: renewed every RENEW_MS, dropped when
 * the form goes away or the page is hidden), and the tab's one event stream says who is there
 * (`event: presence`, kept here by record path). Presence only informs: no locks.
 */
import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { ResponseBody } from '@ottilia/shared-contracts/wire';
import { useOptionalApiClient } from '../api/api-provider.js';
import { actionKeys, newIdempotencyKey } from '../api/idempotency-key.js';
import { typedApi } from '../api/typed-api.js';
import { AuthContext } from '../msal/auth-context.js';
import { getStageConfig } from '../stage/get-stage-config.js';
import { recordOfPath } from './live-keys.js';

/** Someone at a record: eid, name and since when (ISO date-time). */
export type PresentEditor = ResponseBody<'/presence/{resource}/{id}/{lease}', 'put'>['editors'][number];

/** How often an open edit form renews its lease (the API keeps it 25 s). */
export const RENEW_MS = 10_000;

const NONE: readonly PresentEditor[] = [];
let board: ReadonlyMap<string, readonly PresentEditor[]> = new Map();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Who is at the record whose path is `path` (an empty list: nobody). */
export function notePresence(path: string, editors: readonly PresentEditor[]) {
  const next = new Map(board);
  if (editors.length === 0) next.delete(path);
  else next.set(path, editors);
  board = next;
  emit();
}

/** Forgets everyone (the stream reconnected and sends who is there afresh, or stopped). */
export function clearPresence() {
  if (board.size === 0) return;
  board = new Map();
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The others (not `me`) who have the record at `path` open in edit, earliest first. */
export function usePresence(path: string | undefined, me: string | undefined): readonly PresentEditor[] {
  const editors = useSyncExternalStore(
    subscribe,
    () => (path ? (board.get(path) ?? NONE) : NONE),
    () => NONE,
  );
  return me === undefined ? editors : editors.filter((editor) => editor.eid !== me);
}

/**
 * Holds a lease on the record at `path` while `active`: PUT now and every RENEW_MS, DELETE when it
 * ends (and on pagehide with keepalive, so a closed tab leaves at once; else the lease runs out
 * within 25 s). Needs no Idempotency-Key: a renewal is idempotent by nature.
 */
export function useAnnouncePresence(path: string | undefined, active: boolean) {
  const client = useOptionalApiClient();
  const auth = useContext(AuthContext);
  const getToken = auth?.getAccessToken;
  useEffect(() => {
    const record = active && path ? recordOfPath(path) : null;
    if (!client || !record || !path) return undefined;
    const lease = newIdempotencyKey();
    const url = `/presence/${record.resource}/${encodeURIComponent(record.id)}/${lease}`;
    const where = { path: { resource: record.resource, id: record.id, lease } };
    const api = typedApi(client);
    // each renewal is an action of its own (the API keeps no answer for presence: ADR 0345)
    const keys = actionKeys();
    let left = false;
    const renew = async () => {
      try {
        const answer = await api.put('/presence/{resource}/{id}/{lease}', { ...where, idempotencyKey: keys.keyFor('renew') });
        keys.done();
        if (!left && answer?.editors) {
          // what the answer knows of the others, until the stream says more
          const known = board.get(path) ?? NONE;
          if (known.length === 0 && answer.editors.length > 0) notePresence(path, answer.editors);
        }
      } catch {
        // presence only informs: the next renewal tries again
      }
    };
    const leaveNow = () => {
      left = true;
      if (!getToken) return;
      void getToken()
        .then((token) =>
          fetch(`${getStageConfig().apiBaseUrl.replace(/\/+$/, '')}${url}`, {
            method: 'DELETE',
            keepalive: true,
            headers: { Authorization: `Bearer ${token}` },
          }),
        )
        .catch(() => undefined);
    };
    // back from the page cache: there again
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      left = false;
      void renew();
    };
    void renew();
    const timer = setInterval(() => {
      if (!left) void renew();
    }, RENEW_MS);
    window.addEventListener('pagehide', leaveNow);
    window.addEventListener('pageshow', back);
    return () => {
      left = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', leaveNow);
      window.removeEventListener('pageshow', back);
      void api.del('/presence/{resource}/{id}/{lease}', { ...where, idempotencyKey: keys.keyFor('leave') }).catch(() => undefined);
    };
  }, [client, path, active, getToken]);
}
