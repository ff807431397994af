/**
 * Creating, updating and deleting projects. Each write is one transaction that locks the row,
 * checks visibility and the If-Match/If-None-Match preconditions, validates what the body
 * refers to (422 naming the field), writes, and records a history row. Status: APPROVED only
 * through a review, PUBLISHED only from APPROVED; entering IN_REVIEW asks for a review.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { cookies } from '../cookies/cookie-table.js';
import { markets } from '../markets/market-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { ageGates } from './age-gate/age-gate-table.js';
import { projectLegalData } from './legal-data/legal-data-table.js';
import { projectMembers } from './members/member-table.js';
import { projectMarkets, projects } from './project-table.js';
import { projectReviews } from './reviews/review-table.js';
import { badRequest, Problem, unprocessable } from '../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../http/versioning.js';
import { assertStillVisible, projectNotFound, visibleTo } from './project-queries.js';
import type { ProjectPutBody } from './project-schemas.js';

/** The spec's "other agency" choice; stored as null. */
const OTHER_AGENCY = 'other';

type ProjectRow = typeof projects.$inferSelect;
export type PutOutcome = 'created' | 'updated' | 'unchanged';

/** The row, locked for the rest of the transaction, if it exists and the user may see it. */
export async function lockVisible(tx: Executor, user: CurrentUser, uuid: string): Promise<ProjectRow | 'invisible' | null> {
  const [row] = await tx.select().from(projects).where(eq(projects.uuid, uuid)).for('update');
  if (!row) return null;
  const visibility = visibleTo(user);
  if (!visibility) return row;
  const [visible] = await tx
    .select({ uuid: projects.uuid })
    .from(projects)
    .where(and(eq(projects.uuid, uuid), visibility));
  return visible ? row : 'invisible';
}

function forbidden(permission: string, action: string) {
  return new Problem(403, 'forbidden', 'Forbidden', `${action} needs the ${permission} permission, which your role does not have.`, {
    permission,
  });
}

/** A reference the body makes must exist and, when newly chosen, be active. */
async function checkReference(
  tx: Executor,
  field: string,
  label: string,
  value: string,
  find: (tx: Executor, eid: string) => Promise<{ active: boolean } | undefined>,
) {
  const found = await find(tx, value);
  if (!found) throw unprocessable(`unknown-${label.replace(/ /g, '-')}`, `There is no ${label} "${value}".`, { field });
  if (!found.active)
    throw unprocessable(`inactive-${label.replace(/ /g, '-')}`, `The ${label} "${value}" is inactive and cannot be chosen.`, { field });
}

const findAgency = async (tx: Executor, eid: string) =>
  (await tx.select({ active: agencies.isActive }).from(agencies).where(eq(agencies.eid, eid)))[0];
const findBrand = async (tx: Executor, eid: string) =>
  (await tx.select({ active: brands.isActive }).from(brands).where(eq(brands.eid, eid)))[0];
const findProjectType = async (tx: Executor, eid: string) =>
  (
    await tx
      .select({ active: sql<boolean>`${projectTypes.isActive} and coalesce(${projectTypes.state}, 'ACTIVE') = 'ACTIVE'` })
      .from(projectTypes)
      .where(eq(projectTypes.eid, eid))
  )[0];

async function checkMarkets(tx: Executor, codes: string[]) {
  if (codes.length === 0) return;
  const known = new Set((await tx.select({ code: markets.code }).from(markets).where(inArray(markets.code, codes))).map((m) => m.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length) {
    throw unprocessable('unknown-market', `Unknown market${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, {
      field: 'markets',
      values: unknown,
    });
  }
}

async function marketsOf(tx: Executor, uuid: string): Promise<string[]> {
  const rows = await tx
    .select({ code: projectMarkets.marketCode })
    .from(projectMarkets)
    .where(eq(projectMarkets.projectUuid, uuid))
    .orderBy(projectMarkets.marketCode);
  return rows.map((r) => r.code);
}

/** The project's values after applying the body to the current row (or to defaults). */
async function resolveValues(tx: Executor, user: CurrentUser, body: ProjectPutBody, current: ProjectRow | null, currentMarkets: string[]) {
  const agencyEid = body.agencyEid === undefined ? (current?.agencyEid ?? null) : body.agencyEid === OTHER_AGENCY ? null : body.agencyEid;
  const values = {
    name: body.name.trim(),
    agencyEid,
    brandEid: body.brandEid,
    projectTypeEid: body.projectTypeEid,
    estimatedGoLiveDate: body.estimatedGoLiveDate === undefined ? (current?.estimatedGoLiveDate ?? null) : body.estimatedGoLiveDate,
    hasGlobalPolicies: body.hasGlobalPolicies ?? current?.hasGlobalPolicies ?? false,
    hasAgeGateway: body.hasAgeGateway ?? current?.hasAgeGateway ?? false,
    hasCookieConsent: body.hasCookieConsent ?? current?.hasCookieConsent ?? false,
    status: body.status ?? current?.status ?? 'DRAFT',
  };
  const marketList = body.markets ? [...body.markets].sort() : currentMarkets;

  // an agency's own project stays with the agency: otherwise anyone in it could make its work disappear
  if (
    current &&
    isAgencyScoped(user) &&
    current.agencyEid !== null &&
    current.agencyEid === user.agencyEid &&
    agencyEid !== user.agencyEid
  ) {
    throw unprocessable(
      'agency-move-not-allowed',
      'Agency users cannot move a project out of their own agency; ask a Brand Manager or Super Admin.',
      { field: 'agencyEid' },
    );
  }
  if (agencyEid !== (current?.agencyEid ?? null) && agencyEid !== null) {
    if (isAgencyScoped(user) && agencyEid !== user.agencyEid) {
      throw unprocessable('agency-not-allowed', 'Agency users can only assign their own agency (or "other agency").', {
        field: 'agencyEid',
      });
    }
    await checkReference(tx, 'agencyEid', 'agency', agencyEid, findAgency);
  }
  if (values.brandEid !== current?.brandEid) await checkReference(tx, 'brandEid', 'brand', values.brandEid, findBrand);
  if (values.projectTypeEid !== current?.projectTypeEid) {
    await checkReference(tx, 'projectTypeEid', 'project type', values.projectTypeEid, findProjectType);
  }
  if (body.markets) await checkMarkets(tx, marketList);
  if (values.status !== current?.status && values.status === 'APPROVED') {
    throw unprocessable('status-not-allowed', 'A project becomes APPROVED through a project review, not by editing it.', {
      field: 'status',
    });
  }
  if (values.status !== current?.status && values.status === 'PUBLISHED' && current?.status !== 'APPROVED') {
    throw unprocessable('status-not-allowed', 'Only an APPROVED project can be published; submit it for review first.', {
      field: 'status',
    });
  }
  if (values.status === 'PUBLISHED' && values.agencyEid === null) {
    throw unprocessable(
      'agency-required',
      'A project needs an agency before it can be published; submit the new agency for review first.',
      { field: 'agencyEid' },
    );
  }
  return { values, markets: marketList };
}

type Status = ProjectRow['status'];

/**
 * The reviews that go with a status change. Entering IN_REVIEW asks for a review: a pending
 * review row a reviewer decides (PUT /projects/{id}/reviews/{eid}). Leaving IN_REVIEW by an edit
 * (back to DRAFT) withdraws the pending review, so no undecided review hangs on a draft. Answers
 * what the project's history row adds (the review asked for or withdrawn).
 */
async function followStatus(tx: Executor, user: CurrentUser, uuid: string, from: Status | null, to: Status) {
  if (from === to) return {};
  const pending = and(eq(projectReviews.projectUuid, uuid), isNull(projectReviews.decision));
  if (to === 'IN_REVIEW') {
    const [open] = await tx.select({ eid: projectReviews.eid }).from(projectReviews).where(pending);
    if (open) return { reviewRequested: open.eid };
    const eid = randomUUID();
    await tx.insert(projectReviews).values({ eid, projectUuid: uuid, requestedBy: user.eid, updatedBy: user.eid });
    await recordHistory(tx, {
      resource: 'project-review',
      resourceId: eid,
      action: 'create',
      actorEid: user.eid,
      changes: { projectUuid: uuid },
    });
    return { reviewRequested: eid };
  }
  if (from === 'IN_REVIEW') {
    const withdrawn = await tx.delete(projectReviews).where(pending).returning({ eid: projectReviews.eid });
    for (const { eid } of withdrawn) {
      await recordHistory(tx, {
        resource: 'project-review',
        resourceId: eid,
        action: 'delete',
        actorEid: user.eid,
        changes: { projectUuid: uuid, withdrawn: true },
      });
    }
    return withdrawn.length ? { reviewWithdrawn: withdrawn.map((r) => r.eid) } : {};
  }
  return {};
}

export async function putProject(
  db: Database,
  user: CurrentUser,
  uuid: string,
  body: ProjectPutBody,
  pre: Preconditions,
): Promise<PutOutcome> {
  if (body.uuid !== undefined && body.uuid.toLowerCase() !== uuid.toLowerCase()) {
    throw badRequest('uuid-mismatch', `The body's uuid ${body.uuid} differs from the project ${uuid} in the path.`, { field: 'uuid' });
  }
  return db.transaction(async (tx) => {
    const locked = await lockVisible(tx, user, uuid);
    if (locked === 'invisible') throw projectNotFound(uuid);
    const mode = checkPut(pre, locked, 'project');
    if (mode === 'create' && !user.permissions.has('projectsCreate')) throw forbidden('projectsCreate', 'Creating a project');
    const currentMarkets = locked ? await marketsOf(tx, uuid) : [];
    const { values, markets: nextMarkets } = await resolveValues(tx, user, body, locked, currentMarkets);

    if (!locked) {
      await tx.insert(projects).values({ uuid, ...values, createdBy: user.eid, updatedBy: user.eid });
      if (nextMarkets.length)
        await tx.insert(projectMarkets).values(nextMarkets.map((marketCode) => ({ projectUuid: uuid, marketCode, updatedBy: user.eid })));
      // the creator keeps access to the project whatever agency it gets
      await tx.insert(projectMembers).values({ projectUuid: uuid, userEid: user.eid, addedBy: user.eid });
      const reviewChanges = await followStatus(tx, user, uuid, null, values.status);
      await recordHistory(tx, {
        resource: 'project',
        resourceId: uuid,
        action: 'create',
        actorEid: user.eid,
        changes: { ...values, markets: nextMarkets, ...reviewChanges },
      });
      return 'created';
    }

    const changes = changedFields({ ...locked, markets: currentMarkets }, { ...values, markets: nextMarkets });
    if (Object.keys(changes).length === 0) return 'unchanged';
    await tx
      .update(projects)
      .set({ ...values, version: locked.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(eq(projects.uuid, uuid));
    const removed = currentMarkets.filter((code) => !nextMarkets.includes(code));
    const added = nextMarkets.filter((code) => !currentMarkets.includes(code));
    if (removed.length)
      await tx.delete(projectMarkets).where(and(eq(projectMarkets.projectUuid, uuid), inArray(projectMarkets.marketCode, removed)));
    if (added.length)
      await tx.insert(projectMarkets).values(added.map((marketCode) => ({ projectUuid: uuid, marketCode, updatedBy: user.eid })));
    const reviewChanges = await followStatus(tx, user, uuid, locked.status, values.status);
    await recordHistory(tx, {
      resource: 'project',
      resourceId: uuid,
      action: 'update',
      actorEid: user.eid,
      changes: { ...changes, ...reviewChanges },
    });
    await assertStillVisible(tx, user, uuid, 'agencyEid');
    return 'updated';
  });
}

/** Everything that hangs off a project and goes with it (ON DELETE CASCADE), counted for the history. */
const dependents = {
  members: projectMembers,
  markets: projectMarkets,
  legalData: projectLegalData,
  cookies,
  ageGates,
  reviews: projectReviews,
};

export async function deleteProject(db: Database, user: CurrentUser, uuid: string, pre: Preconditions) {
  await db.transaction(async (tx) => {
    const locked = await lockVisible(tx, user, uuid);
    if (!locked || locked === 'invisible') throw projectNotFound(uuid);
    checkDelete(pre, locked, 'project');
    await removeProject(tx, user, locked);
  });
}

/** Deletes a locked project with what hangs off it, and records what went in its history. */
export async function removeProject(tx: Executor, user: CurrentUser, locked: ProjectRow) {
  const removed: Record<string, number> = {};
  for (const [name, table] of Object.entries(dependents)) {
    const [row] = await tx.select({ n: count() }).from(table).where(eq(table.projectUuid, locked.uuid));
    removed[name] = row?.n ?? 0;
  }
  await tx.delete(projects).where(eq(projects.uuid, locked.uuid));
  await recordHistory(tx, {
    resource: 'project',
    resourceId: locked.uuid,
    action: 'delete',
    actorEid: user.eid,
    changes: { project: locked, removed },
  });
}
