/**
 * Reading a project's age gate. Its markets are the project's current markets it was given
 * (a market removed from the project stays in the table, unseen, like legal data); each market's
 * minimum age is the legal data's minimum drinking age where that is filled in, else the gate's own.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { markets } from '../../markets/market-table.js';
import { ageGateMarkets, ageGates } from './age-gate-table.js';
import { projectLegalData } from '../legal-data/legal-data-table.js';
import { projectMarkets } from '../project-table.js';
import { notFound } from '../../http/problem.js';
import { CURRENT_GATE, DEFAULT_MINIMUM_AGE, DEFAULT_STYLE, type AgeGateStyle } from './age-gate-schemas.js';

type GateRow = typeof ageGates.$inferSelect;

/** Stored styles older than the editor (the seed's) keep what still fits and take defaults for the rest. */
export function normaliseStyle(stored: Record<string, unknown>): AgeGateStyle {
  const style: Record<string, unknown> = { ...DEFAULT_STYLE };
  for (const [key, fallback] of Object.entries(DEFAULT_STYLE)) {
    const value = stored[key];
    if (value === undefined) continue;
    if (fallback === null ? value === null || typeof value === 'string' : typeof value === typeof fallback) style[key] = value;
  }
  if (!['centered', 'split', 'fullscreen'].includes(String(style.layout))) style.layout = DEFAULT_STYLE.layout;
  return style as AgeGateStyle;
}

export async function findGateRow(db: Executor, projectUuid: string, lock = false): Promise<GateRow | undefined> {
  const query = db.select().from(ageGates).where(eq(ageGates.projectUuid, projectUuid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const ageGateNotFound = (id: string) =>
  notFound(
    'age-gate-not-found',
    id === CURRENT_GATE
      ? 'The project has no age gate yet; saving its style or adding a market creates it.'
      : `The project has no age gate ${id}.`,
  );

/** The gate's row when `id` names it (or is 'current'); 404 otherwise. */
export function matchGate(row: GateRow | undefined, id: string): GateRow {
  if (!row || (id !== CURRENT_GATE && id !== row.eid)) throw ageGateNotFound(id);
  return row;
}

/** Every project market with its legal minimum age (null when not filled in) and the gate's entry, if any. */
export async function projectMarketAges(db: Executor, projectUuid: string, gateEid: string | null) {
  return db
    .select({
      marketCode: projectMarkets.marketCode,
      countryName: markets.countryName,
      legalAge: projectLegalData.minimumDrinkingAge,
      gateAge: ageGateMarkets.minimumAge,
      gateActive: ageGateMarkets.isActive,
    })
    .from(projectMarkets)
    .innerJoin(markets, eq(markets.code, projectMarkets.marketCode))
    .leftJoin(
      projectLegalData,
      and(eq(projectLegalData.projectUuid, projectMarkets.projectUuid), eq(projectLegalData.marketCode, projectMarkets.marketCode)),
    )
    .leftJoin(ageGateMarkets, and(eq(ageGateMarkets.ageGateEid, gateEid ?? ''), eq(ageGateMarkets.marketCode, projectMarkets.marketCode)))
    .where(eq(projectMarkets.projectUuid, projectUuid))
    .orderBy(asc(sql`lower(${markets.countryName})`), asc(projectMarkets.marketCode));
}

export function toAgeGate(row: GateRow, marketAges: Awaited<ReturnType<typeof projectMarketAges>>) {
  const age = (m: (typeof marketAges)[number]) =>
    m.legalAge !== null
      ? { minimumAge: m.legalAge, minimumAgeSource: 'legal-data' as const }
      : { minimumAge: m.gateAge ?? DEFAULT_MINIMUM_AGE, minimumAgeSource: 'age-gate' as const };
  return {
    eid: row.eid,
    projectId: row.projectUuid,
    style: normaliseStyle(row.style),
    markets: marketAges
      .filter((m) => m.gateAge !== null)
      .map((m) => ({ marketCode: m.marketCode, countryName: m.countryName, ...age(m), isActive: m.gateActive ?? true })),
    availableMarkets: marketAges
      .filter((m) => m.gateAge === null)
      .map((m) => ({ marketCode: m.marketCode, countryName: m.countryName, ...age(m) })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AgeGate = ReturnType<typeof toAgeGate>;

export async function loadAgeGate(db: Executor, projectUuid: string, id: string): Promise<AgeGate> {
  const row = matchGate(await findGateRow(db, projectUuid), id);
  return toAgeGate(row, await projectMarketAges(db, projectUuid, row.eid));
}
