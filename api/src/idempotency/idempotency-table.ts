/** Writes' idempotency keys and their answers (src/idempotency/idempotency.ts, docs/adr/0330). */
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf } from '../db/columns.js';

export const IDEMPOTENCY_STATES = ['IN_FLIGHT', 'DONE'] as const;

/**
 * One row per (user, key): claimed IN_FLIGHT before the write runs, and made DONE with the answer in
 * the write's own transaction, so a DONE row exists exactly when the write committed. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userEid: text('user_eid').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of the request's body (canonical JSON), hex. */
    bodyHash: text('body_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('IN_FLIGHT'),
    /** Which request holds the claim: a claim taken over after its lease is not completed by the old holder. */
    claimId: uuid('claim_id').notNull(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
    status: integer('status'),
    etag: text('etag'),
    location: text('location'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userEid, t.key] }),
    check('idempotency_keys_state_check', oneOf(t.state, IDEMPOTENCY_STATES)),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
