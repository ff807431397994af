/** Project review requests. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, oneOf, versioned } from '../../db/columns.js';
import { projectRef } from '../project-table.js';

export const REVIEW_DECISIONS = ['APPROVED', 'REJECTED'] as const;

/** A review request of a project; decision null = still pending. */
export const projectReviews = pgTable(
  'project_reviews',
  {
    eid: text('eid').primaryKey(),
    projectUuid: projectRef(),
    requestedBy: text('requested_by'),
    decision: text('decision', { enum: REVIEW_DECISIONS }),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    comment: text('comment'),
    ...versioned(),
  },
  (t) => [
    check('project_reviews_decision_check', sql`${t.decision} is null or ${oneOf(t.decision, REVIEW_DECISIONS)}`),
    index('project_reviews_project_idx').on(t.projectUuid),
  ],
);
