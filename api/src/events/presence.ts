/**
 * Who has a record open in its edit form (docs/adr/0345-presence-leases-over-notify.md): each
 * edit form holds a lease, renewed every PRESENCE_RENEW_MS by `PUT /presence/{resource}/{id}/{lease}`
 * and dropped by `DELETE` (or left to expire after PRESENCE_LEASE_MS). A lease is announced with
 * NOTIFY on the events channel, so every instance keeps the same board in memory, with no table:
 * a lease outlives no instance's memory by more than its 25 s, and an instance that starts late
 * learns each lease at its next renewal. The board says who is there; streams send it to users
 * who may read the record (event-facts.ts's mayReceive).
 */
import type { Scope } from './event-facts.js';

/** A lease not renewed for this long is gone: within 30 s of a closed tab. */
export const PRESENCE_LEASE_MS = 25_000;
/** How often an edit form renews its lease (the client's interval, said in the PUT's answer). */
export const PRESENCE_RENEW_MS = 10_000;
const SWEEP_MS = 2_500;

/** The NOTIFY payload of a lease taken, renewed (`x: 'here'`) or dropped (`x: 'gone'`). */
export interface PresenceNotice {
  p: 1;
  r: string;
  i: string;
  /** The lease (one per open edit form). */
  l: string;
  u: string;
  n: string;
  /** Since when (ISO), kept across renewals. */
  s: string;
  x: 'here' | 'gone';
}

export interface Editor {
  eid: string;
  name: string;
  since: string;
}

export interface PresenceRecord {
  resource: string;
  id: string;
  scope: Scope;
  leases: Map<string, Editor & { until: number }>;
}

const keyOf = (resource: string, id: string) => `${resource}\u0000${id}`;

/** One entry per user (their earliest lease: two tabs are one person), oldest first. */
export function editorsOf(record: PresenceRecord | undefined, without?: string): Editor[] {
  const byUser = new Map<string, Editor>();
  for (const { eid, name, since } of record?.leases.values() ?? []) {
    if (eid === without) continue;
    const known = byUser.get(eid);
    if (!known || since < known.since) byUser.set(eid, { eid, name, since });
  }
  return [...byUser.values()].sort((a, b) => a.since.localeCompare(b.since));
}

export interface PresenceBoard {
  get(resource: string, id: string): PresenceRecord | undefined;
  /** Applies a notice; `scope` is needed only for a record not on the board yet. */
  apply(notice: PresenceNotice, scope: Scope | undefined): void;
  /** A record's readers changed (a project's agency or members): later deliveries use the new scope. */
  rescope(resource: string, id: string, scope: Scope): void;
  records(): Iterable<PresenceRecord>;
  close(): void;
}

/** `changed` is called once per change of who is there (not on a plain renewal). */
export function createPresenceBoard(changed: (record: PresenceRecord) => void, now: () => number = Date.now): PresenceBoard {
  const board = new Map<string, PresenceRecord>();
  let sweeper: ReturnType<typeof setInterval> | null = null;

  const sweep = () => {
    const at = now();
    for (const [key, record] of board) {
      let gone = false;
      for (const [lease, entry] of record.leases) {
        if (entry.until <= at) {
          record.leases.delete(lease);
          gone = true;
        }
      }
      if (record.leases.size === 0) board.delete(key);
      if (gone) changed(record);
    }
    if (board.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };

  return {
    get: (resource, id) => board.get(keyOf(resource, id)),
    apply(notice, scope) {
      const key = keyOf(notice.r, notice.i);
      let record = board.get(key);
      if (notice.x === 'gone') {
        const lease = record?.leases.get(notice.l);
        // only its holder drops a lease
        if (!record || !lease || lease.eid !== notice.u) return;
        record.leases.delete(notice.l);
        if (record.leases.size === 0) board.delete(key);
        changed(record);
        return;
      }
      if (!record) {
        if (!scope) return;
        board.set(key, (record = { resource: notice.r, id: notice.i, scope, leases: new Map() }));
      }
      const known = record.leases.get(notice.l);
      if (known && known.eid !== notice.u) return;
      record.leases.set(notice.l, { eid: notice.u, name: notice.n, since: known?.since ?? notice.s, until: now() + PRESENCE_LEASE_MS });
      sweeper ??= setInterval(sweep, SWEEP_MS).unref();
      if (!known) changed(record);
    },
    rescope(resource, id, scope) {
      const record = board.get(keyOf(resource, id));
      if (record) record.scope = scope;
    },
    records: () => board.values(),
    close() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      board.clear();
    },
  };
}

/** What a stream sends of a record's presence (its editors; the client leaves itself out). */
export const presenceFrame = (record: PresenceRecord) =>
  `event: presence\ndata: ${JSON.stringify({ resource: record.resource, id: record.id, editors: editorsOf(record) })}\n\n`;
