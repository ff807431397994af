/**
 * Reading market legal data. Only the project's current markets count: the data of a market
 * that was removed stays in the table, unseen, and shows again when the market is re-added.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { legalEntities } from '../../legal-entities/legal-entity-table.js';
import { markets } from '../../markets/market-table.js';
import { projectLegalData } from './legal-data-table.js';
import { projectMarkets } from '../project-table.js';
import { notFound } from '../../http/problem.js';

/** One line per market of the project, by country name, with whether data was saved for it. */
export async function legalDataSummary(db: Executor, projectUuid: string) {
  const rows = await db
    .select({
      marketCode: projectMarkets.marketCode,
      countryName: markets.countryName,
      isApproved: projectLegalData.isApproved,
      version: projectLegalData.version,
      updatedAt: projectLegalData.updatedAt,
    })
    .from(projectMarkets)
    .innerJoin(markets, eq(markets.code, projectMarkets.marketCode))
    .leftJoin(
      projectLegalData,
      and(eq(projectLegalData.projectUuid, projectMarkets.projectUuid), eq(projectLegalData.marketCode, projectMarkets.marketCode)),
    )
    .where(eq(projectMarkets.projectUuid, projectUuid))
    .orderBy(asc(sql`lower(${markets.countryName})`), asc(projectMarkets.marketCode));
  return rows.map((row) => ({
    marketCode: row.marketCode,
    countryName: row.countryName,
    filled: row.version !== null,
    isApproved: row.isApproved ?? false,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}

/** 404 market-not-in-project unless `code` is one of the project's markets; answers its country name. */
export async function requireProjectMarket(db: Executor, projectUuid: string, code: string): Promise<string> {
  const [row] = await db
    .select({ countryName: markets.countryName })
    .from(projectMarkets)
    .innerJoin(markets, eq(markets.code, projectMarkets.marketCode))
    .where(and(eq(projectMarkets.projectUuid, projectUuid), eq(projectMarkets.marketCode, code)));
  if (row) return row.countryName;
  const [known] = await db.select({ code: markets.code }).from(markets).where(eq(markets.code, code));
  throw notFound(
    'market-not-in-project',
    known ? `The market ${code} is not one of the project's markets; add it to the project first.` : `There is no market ${code}.`,
  );
}

/** The market's legal data as callers see it, or null when none was saved yet. */
export async function findLegalData(db: Executor, projectUuid: string, code: string) {
  const [row] = await db
    .select({ data: projectLegalData, countryName: markets.countryName, legalEntityName: legalEntities.name })
    .from(projectLegalData)
    .innerJoin(markets, eq(markets.code, projectLegalData.marketCode))
    .leftJoin(legalEntities, eq(legalEntities.eid, projectLegalData.legalEntityEid))
    .where(and(eq(projectLegalData.projectUuid, projectUuid), eq(projectLegalData.marketCode, code)));
  if (!row) return null;
  const { data } = row;
  return {
    marketCode: data.marketCode,
    countryName: row.countryName,
    legalEntityEid: data.legalEntityEid,
    legalEntity: data.legalEntityEid ? { eid: data.legalEntityEid, name: row.legalEntityName ?? '' } : null,
    privacyPolicyUrl: data.privacyPolicyUrl,
    termsUrl: data.termsUrl,
    cookiePolicyUrl: data.cookiePolicyUrl,
    imprint: data.imprint,
    minimumDrinkingAge: data.minimumDrinkingAge,
    legalContactEmail: data.legalContactEmail,
    isApproved: data.isApproved,
    version: data.version,
    updatedAt: data.updatedAt.toISOString(),
  };
}

export const legalDataNotFound = (code: string) => notFound('legal-data-not-found', `No legal data was saved for the market ${code} yet.`);
