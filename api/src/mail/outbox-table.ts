/** The mail outbox (src/mail/outbox.ts). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf } from '../db/columns.js';

export const MAIL_STATES = ['QUEUED', 'SENT', 'DEAD'] as const;

/**
 * Every outgoing mail, written in the transaction of the change that causes it (src/mail/outbox.ts)
 * and rendered then; a pg-boss job in the same transaction has a worker send it. QUEUED until the
 * SMTP server accepts it (SENT), or DEAD after the last attempt; `attempts` and `last_error` show
 * the retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While a worker sends it: no other worker may until then (a lease, not a lock). */
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [check('mail_outbox_state_check', oneOf(t.state, MAIL_STATES)), index('mail_outbox_state_idx').on(t.state, t.createdAt)],
);
