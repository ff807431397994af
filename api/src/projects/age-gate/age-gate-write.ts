/**
 * Writing a project's age gate. Every write share-locks the visible project, locks the gate row
 * and bumps its version, so the style and the markets are one versioned resource: a PUT of the
 * style needs If-Match (or creates the gate), market writes accept an optional If-Match.
 * The first write through the 'current' alias creates the gate with the default style.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.js';
import type { Database, Executor } from '../../db/client.js';
import { changedFields, recordHistory } from '../../db/history.js';
import { ageGateMarkets, ageGates } from './age-gate-table.js';
import { notFound, unprocessable } from '../../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../../http/versioning.js';
import { shareLockVisibleProject } from '../project-queries.js';
import { ageGateNotFound, findGateRow, matchGate, normaliseStyle, projectMarketAges } from './age-gate-queries.js';
import { CURRENT_GATE, DEFAULT_MINIMUM_AGE, DEFAULT_STYLE, type AgeGateMarketBody, type AgeGateStyle } from './age-gate-schemas.js';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast.js';

const WHAT = 'age gate';
export const HISTORY_RESOURCE = 'project-age-gate';

type GateRow = typeof ageGates.$inferSelect;

function checkContrast(style: AgeGateStyle) {
  const pairs = [
    ['textColor', 'backgroundColor'],
    ['buttonTextColor', 'buttonColor'],
  ] as const;
  for (const [fore, back] of pairs) {
    const ratio = contrastRatio(style[fore], style[back]);
    if (ratio < MIN_TEXT_CONTRAST) {
      throw unprocessable(
        'insufficient-contrast',
        `${fore} on ${back} has a contrast of ${ratio.toFixed(2)}:1; visitors need at least ${MIN_TEXT_CONTRAST}:1 (WCAG 2.2 AA).`,
        { field: `style.${fore}`, ratio: Math.round(ratio * 100) / 100 },
      );
    }
  }
}

async function createGate(tx: Executor, user: CurrentUser, projectUuid: string, style: AgeGateStyle): Promise<GateRow> {
  const eid = `AGW-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await tx.insert(ageGates).values({ eid, projectUuid, style, updatedBy: user.eid }).returning();
  await recordHistory(tx, {
    resource: HISTORY_RESOURCE,
    resourceId: `${projectUuid}/${eid}`,
    action: 'create',
    actorEid: user.eid,
    changes: { style },
  });
  return row!;
}

async function bump(tx: Executor, user: CurrentUser, row: GateRow, set: Partial<typeof ageGates.$inferInsert> = {}) {
  await tx
    .update(ageGates)
    .set({ ...set, version: row.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
    .where(eq(ageGates.eid, row.eid));
}

/** The gate named by `id`, locked; with 'current' and no gate yet, null (the caller may create it). */
async function lockGate(tx: Executor, projectUuid: string, id: string): Promise<GateRow | null> {
  const row = await findGateRow(tx, projectUuid, true);
  if (!row && id === CURRENT_GATE) return null;
  return matchGate(row, id);
}

export async function putStyle(db: Database, user: CurrentUser, projectUuid: string, id: string, style: AgeGateStyle, pre: Preconditions) {
  checkContrast(style);
  return db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const current = await lockGate(tx, projectUuid, id);
    checkPut(pre, current, WHAT);
    if (!current) return { eid: (await createGate(tx, user, projectUuid, style)).eid, outcome: 'created' as const };
    const changes = changedFields(normaliseStyle(current.style), style);
    if (Object.keys(changes).length === 0) return { eid: current.eid, outcome: 'unchanged' as const };
    await bump(tx, user, current, { style });
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: `${projectUuid}/${current.eid}`,
      action: 'update',
      actorEid: user.eid,
      changes,
    });
    return { eid: current.eid, outcome: 'updated' as const };
  });
}

export async function putMarket(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  id: string,
  body: AgeGateMarketBody,
  pre: Preconditions,
) {
  return db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    let gate = await lockGate(tx, projectUuid, id);
    if (gate) checkDelete(pre, gate, WHAT);
    else if (pre.ifMatch !== null) throw ageGateNotFound(id);
    const ages = await projectMarketAges(tx, projectUuid, gate?.eid ?? null);
    const market = ages.find((m) => m.marketCode === body.marketCode);
    if (!market) {
      throw unprocessable(
        'market-not-in-project',
        `The market ${body.marketCode} is not one of the project's markets; add it to the project first.`,
        { field: 'marketCode' },
      );
    }
    gate ??= await createGate(tx, user, projectUuid, DEFAULT_STYLE);
    const values = {
      minimumAge: body.minimumAge ?? market.gateAge ?? market.legalAge ?? DEFAULT_MINIMUM_AGE,
      isActive: body.isActive ?? market.gateActive ?? true,
    };
    const historyId = `${projectUuid}/${gate.eid}`;
    if (market.gateAge === null) {
      await tx.insert(ageGateMarkets).values({ ageGateEid: gate.eid, marketCode: body.marketCode, ...values, updatedBy: user.eid });
      await bump(tx, user, gate);
      await recordHistory(tx, {
        resource: HISTORY_RESOURCE,
        resourceId: historyId,
        action: 'update',
        actorEid: user.eid,
        changes: { marketAdded: { marketCode: body.marketCode, ...values } },
      });
      return { eid: gate.eid, outcome: 'created' as const };
    }
    const changes = changedFields({ minimumAge: market.gateAge, isActive: market.gateActive }, values);
    if (Object.keys(changes).length === 0) return { eid: gate.eid, outcome: 'unchanged' as const };
    await tx
      .update(ageGateMarkets)
      .set({ ...values, updatedAt: sql`now()`, updatedBy: user.eid })
      .where(and(eq(ageGateMarkets.ageGateEid, gate.eid), eq(ageGateMarkets.marketCode, body.marketCode)));
    await bump(tx, user, gate);
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: historyId,
      action: 'update',
      actorEid: user.eid,
      changes: { [`market.${body.marketCode}`]: changes },
    });
    return { eid: gate.eid, outcome: 'updated' as const };
  });
}

export async function deleteMarket(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  id: string,
  marketCode: string,
  pre: Preconditions,
) {
  return db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const gate = await lockGate(tx, projectUuid, id);
    if (!gate) throw ageGateNotFound(id);
    checkDelete(pre, gate, WHAT);
    const removed = await tx
      .delete(ageGateMarkets)
      .where(and(eq(ageGateMarkets.ageGateEid, gate.eid), eq(ageGateMarkets.marketCode, marketCode)))
      .returning({ marketCode: ageGateMarkets.marketCode });
    if (removed.length === 0) throw notFound('age-gate-market-not-found', `The age gate has no market ${marketCode}.`);
    await bump(tx, user, gate);
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: `${projectUuid}/${gate.eid}`,
      action: 'update',
      actorEid: user.eid,
      changes: { marketRemoved: marketCode },
    });
    return { eid: gate.eid };
  });
}
