/**
 * Saving one market's legal data: one transaction that checks the project is visible, the market
 * is one of its markets, the preconditions (If-None-Match on create, If-Match on update), who may
 * change the approval and what the body refers to; then writes and records a history row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isAgencyRole } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../../auth/current-user.js';
import type { Database, Executor } from '../../db/client.js';
import { changedFields, recordHistory } from '../../db/history.js';
import { legalEntities } from '../../legal-entities/legal-entity-table.js';
import { projectLegalData } from './legal-data-table.js';
import { unprocessable } from '../../http/problem.js';
import { checkPut, type Preconditions } from '../../http/versioning.js';
import { shareLockVisibleProject } from '../project-queries.js';
import { requireProjectMarket } from './legal-data-queries.js';
import { LEGAL_DATA_FIELDS, type LegalDataPutBody } from './legal-data-schemas.js';

export type PutOutcome = 'created' | 'updated' | 'unchanged';
type LegalDataRow = typeof projectLegalData.$inferSelect;
type LegalDataValues = Pick<LegalDataRow, (typeof LEGAL_DATA_FIELDS)[number]>;

/** The phrase versioning messages use: "Updating a market's legal data needs an If-Match header…". */
const WHAT = "market's legal data";
export const HISTORY_RESOURCE = 'project-legal-data';

/** Blank text is no text: stored as null, so "filled" fields really hold something. */
const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value);

function resolveValues(body: LegalDataPutBody, current: LegalDataRow | undefined): LegalDataValues {
  const keep = <K extends keyof LegalDataValues>(field: K, fallback: LegalDataValues[K]) =>
    body[field] === undefined ? (current?.[field] ?? fallback) : (body[field] as LegalDataValues[K]);
  return {
    legalEntityEid: keep('legalEntityEid', null),
    privacyPolicyUrl: keep('privacyPolicyUrl', null),
    termsUrl: keep('termsUrl', null),
    cookiePolicyUrl: keep('cookiePolicyUrl', null),
    imprint: text(keep('imprint', null)),
    minimumDrinkingAge: keep('minimumDrinkingAge', null),
    legalContactEmail: keep('legalContactEmail', null),
    isApproved: keep('isApproved', false),
  };
}

async function checkValues(tx: Executor, user: CurrentUser, values: LegalDataValues, current: LegalDataRow | undefined) {
  // agencies prepare the data; approving it is the brand side's call (as with project reviews)
  if (values.isApproved !== (current?.isApproved ?? false) && isAgencyRole(user.roles)) {
    throw unprocessable(
      'approval-not-allowed',
      'Agency roles cannot approve or un-approve market legal data; a brand manager or super admin does that.',
      { field: 'isApproved' },
    );
  }
  if (values.legalEntityEid !== null && values.legalEntityEid !== current?.legalEntityEid) {
    const [entity] = await tx.select({ eid: legalEntities.eid }).from(legalEntities).where(eq(legalEntities.eid, values.legalEntityEid));
    if (!entity)
      throw unprocessable('unknown-legal-entity', `There is no legal entity "${values.legalEntityEid}".`, { field: 'legalEntityEid' });
  }
}

export async function putLegalData(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  marketCode: string,
  body: LegalDataPutBody,
  pre: Preconditions,
): Promise<PutOutcome> {
  return db.transaction(async (tx) => {
    // FOR SHARE: a project update that removes the market waits for this write, and the other way round
    await shareLockVisibleProject(tx, user, projectUuid);
    await requireProjectMarket(tx, projectUuid, marketCode);
    const [current] = await tx
      .select()
      .from(projectLegalData)
      .where(and(eq(projectLegalData.projectUuid, projectUuid), eq(projectLegalData.marketCode, marketCode)))
      .for('update');
    checkPut(pre, current ?? null, WHAT);
    const values = resolveValues(body, current);
    await checkValues(tx, user, values, current);
    const historyId = `${projectUuid}/${marketCode}`;

    if (!current) {
      await tx.insert(projectLegalData).values({ projectUuid, marketCode, ...values, updatedBy: user.eid });
      await recordHistory(tx, { resource: HISTORY_RESOURCE, resourceId: historyId, action: 'create', actorEid: user.eid, changes: values });
      return 'created';
    }
    const changes = changedFields(current, values);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await tx
      .update(projectLegalData)
      .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(and(eq(projectLegalData.projectUuid, projectUuid), eq(projectLegalData.marketCode, marketCode)));
    await recordHistory(tx, { resource: HISTORY_RESOURCE, resourceId: historyId, action: 'update', actorEid: user.eid, changes });
    return 'updated';
  });
}
