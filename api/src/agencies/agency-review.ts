/**
 * PUT /agencies/{eid}/review: the reviewer's decision on a PENDING agency. APPROVED makes it
 * active (it can be chosen for projects), REJECTED inactive with the reason. One transaction with
 * If-Match, a 'review' history row and the mail to the requester (written to the outbox).
 */
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { agencies } from './agency-table.js';
import { markets } from '../markets/market-table.js';
import { users } from '../users/user-table.js';
import { conflict } from '../http/problem.js';
import { checkPut, type Preconditions } from '../http/versioning.js';
import { lockRecord } from '../reference-data/record-write.js';
import { invalidField, recordNotFound } from '../reference-data/reference-problems.js';
import type { MailOutbox } from '../mail/outbox.js';
import { agencyReviewMail } from './agency-review-mail.js';
import type { AgencyReviewBody } from './agency-schemas.js';

/** Records the decision and tells the requester or main contact (no mail when there is no address). */
export async function reviewAgency(
  db: Database,
  outbox: MailOutbox,
  user: CurrentUser,
  eid: string,
  body: AgencyReviewBody,
  pre: Preconditions,
): Promise<void> {
  const reason = body.reason?.trim() || null;
  if (body.decision === 'REJECTED' && !reason) throw invalidField('reason', 'is required when the decision is REJECTED');
  await db.transaction(async (tx) => {
    const current = await lockRecord(tx, agencies, eid);
    if (!current) throw recordNotFound('agency', 'agency', eid);
    checkPut(pre, current, 'agency');
    if (current.reviewState !== 'PENDING') {
      throw conflict('not-pending', `The agency was already reviewed (${current.reviewState}); only a PENDING agency can be reviewed.`, {
        reviewState: current.reviewState,
      });
    }
    const values = { reviewState: body.decision, reviewReason: reason, isActive: body.decision === 'APPROVED' };
    await tx
      .update(agencies)
      .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(eq(agencies.eid, eid));
    await recordHistory(tx, {
      resource: 'agency',
      resourceId: eid,
      action: 'review',
      actorEid: user.eid,
      changes: changedFields(current, values),
    });

    const [market] = await tx.select({ name: markets.countryName }).from(markets).where(eq(markets.code, current.marketCode));
    const [requester] = current.requestedBy
      ? await tx.select({ email: users.email, displayName: users.displayName }).from(users).where(eq(users.eid, current.requestedBy))
      : [];
    const to = requester?.email ?? current.mainContactEmail;
    if (!to) return;
    await outbox.enqueue(
      tx,
      agencyReviewMail({
        to,
        recipientName: requester?.displayName ?? current.mainContactName,
        agencyName: current.name,
        marketName: market?.name ?? current.marketCode,
        decision: body.decision,
        reason,
      }),
    );
  });
}
