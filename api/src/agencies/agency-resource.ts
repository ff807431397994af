/** Agencies as a reference resource: records with their market, requester and project count. */
import { Type } from '@sinclair/typebox';
import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENCIES } from '@ottilia/shared-contracts/resources';
import type { Executor } from '../db/client.js';
import { agencies, REVIEW_STATES } from './agency-table.js';
import { markets } from '../markets/market-table.js';
import { projects } from '../projects/project-table.js';
import { users } from '../users/user-table.js';
import { assertKnownMarket } from '../markets/known-market.js';
import { countRows } from '../reference-data/count-rows.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, email, laterRequiredText, NAME_MAX, readOnly, text } from '../reference-data/fields.js';
import type { RecordQuery } from '../reference-data/reference-resource.js';
import { nullableString, stringEnum } from '../http/schema-types.js';

export const EMAIL_MAX = 254;

const requester = alias(users, 'requester');
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.agencyEid} = ${agencies.eid})`;
const sameMarket = eq(markets.code, agencies.marketCode);
const requestedBy = Type.Union([Type.Object({ eid: Type.String(), displayName: Type.String(), email: Type.String() }), Type.Null()]);

export async function findAgencies(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db
    .select({
      agency: agencies,
      marketName: markets.countryName,
      requester: { eid: requester.eid, displayName: requester.displayName, email: requester.email },
      projectCount,
    })
    .from(agencies)
    .innerJoin(markets, sameMarket)
    .leftJoin(requester, eq(requester.eid, agencies.requestedBy))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ agency: a, marketName, requester, projectCount }) => ({
    eid: a.eid,
    name: a.name,
    marketCode: a.marketCode,
    marketName,
    mainContactName: a.mainContactName,
    mainContactEmail: a.mainContactEmail,
    isActive: a.isActive,
    reviewState: a.reviewState,
    reviewReason: a.reviewReason,
    requestedBy: requester,
    projectCount,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
}

/** A new agency is a request: it waits for review (PENDING), asked for by the user who created it. */
export const agencyResource = defineResource({
  identity: AGENCIES,
  table: agencies,
  fields: {
    name: text({ max: NAME_MAX, column: agencies.name, caseInsensitive: true, csv: 'Name' }),
    marketCode: text({ max: 10, column: agencies.marketCode, csv: 'Market code', description: "'GO' is Global" }),
    marketName: readOnly(Type.String(), { column: markets.countryName, caseInsensitive: true, csv: 'Market' }),
    mainContactName: laterRequiredText({ max: NAME_MAX, csv: 'Main contact' }),
    mainContactEmail: email({ max: EMAIL_MAX, csv: 'Main contact e-mail' }),
    isActive: activeFlag({ column: agencies.isActive }),
    reviewState: readOnly(stringEnum(REVIEW_STATES), { column: agencies.reviewState, values: REVIEW_STATES, csv: 'Review state' }),
    reviewReason: readOnly(nullableString(), { csv: 'Review reason' }),
    requestedBy: readOnly(requestedBy, { csv: 'Requested by', csvValue: (r) => r?.email ?? null }),
    projectCount: readOnly(Type.Integer(), { csv: 'Projects' }),
  },
  defaultOrderBy: 'name asc',
  // the market's name, the requester's name and e-mail, projectCount
  reads: [markets, users, projects],
  find: findAgencies,
  // joined like the records, for a marketName filter (one market per agency: the total is the same)
  count: async (db, where) => (await db.select({ n: count() }).from(agencies).innerJoin(markets, sameMarket).where(where))[0]?.n ?? 0,
  async toValues(tx, body, current, user) {
    const values = {
      name: body.name.trim(),
      marketCode: body.marketCode.trim(),
      mainContactName: body.mainContactName.trim(),
      mainContactEmail: body.mainContactEmail.trim(),
      isActive: body.isActive ?? current?.isActive ?? true,
    };
    if (values.marketCode !== current?.marketCode) await assertKnownMarket(tx, values.marketCode, 'marketCode');
    return current ? values : { ...values, reviewState: 'PENDING' as const, reviewReason: null, requestedBy: user.eid };
  },
  activeValues: (isActive) => ({ isActive }),
  usage: async (tx, eid) => ({
    projects: await countRows(tx, projects, eq(projects.agencyEid, eid)),
    users: await countRows(tx, users, eq(users.agencyEid, eid)),
  }),
});

export type Agency = Awaited<ReturnType<typeof findAgencies>>[number];
