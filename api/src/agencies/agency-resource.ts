/** Agencies as a reference resource: records with their market, requester and project count. */
import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { agencies, markets, projects, REVIEW_STATES, users } from '../db/schema.js';
import { assertKnownMarket } from '../markets/known-market.js';
import { countRows } from '../reference-data/count-rows.js';
import { activeLabel } from '../reference-data/csv.js';
import type { RecordQuery, ReferenceResource } from '../reference-data/reference-resource.js';
import { agencyPutBody, agencySchema, type AgencyPutBody } from './agency-schemas.js';

const requester = alias(users, 'requester');
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.agencyEid} = ${agencies.eid})`;
const sameMarket = eq(markets.code, agencies.marketCode);

export async function findAgencies(db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) {
  const rows = await db
    .select({ agency: agencies, marketName: markets.countryName, requester: { eid: requester.eid, displayName: requester.displayName, email: requester.email }, projectCount })
    .from(agencies)
    .innerJoin(markets, sameMarket)
    .leftJoin(requester, eq(requester.eid, agencies.requestedBy))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ agency, marketName, requester, projectCount }) => ({
    eid: agency.eid,
    name: agency.name,
    marketCode: agency.marketCode,
    marketName,
    mainContactName: agency.mainContactName,
    mainContactEmail: agency.mainContactEmail,
    isActive: agency.isActive,
    reviewState: agency.reviewState,
    reviewReason: agency.reviewReason,
    requestedBy: requester,
    projectCount,
    version: agency.version,
    createdAt: agency.createdAt.toISOString(),
    updatedAt: agency.updatedAt.toISOString(),
  }));
}

export type Agency = Awaited<ReturnType<typeof findAgencies>>[number];

export const agencyResource: ReferenceResource<typeof agencies, Agency, AgencyPutBody> = {
  path: 'agencies',
  kind: 'agency',
  noun: 'agency',
  plural: 'agencies',
  permissions: { read: 'agenciesRead', create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
  table: agencies,
  fields: ['name', 'marketCode', 'mainContactName', 'mainContactEmail', 'isActive'],
  list: {
    name: 'agencies',
    fields: {
      eid: { column: agencies.eid, type: 'string' },
      name: { column: agencies.name, type: 'string', caseInsensitive: true },
      marketCode: { column: agencies.marketCode, type: 'string' },
      marketName: { column: markets.countryName, type: 'string', caseInsensitive: true },
      isActive: { column: agencies.isActive, type: 'boolean' },
      reviewState: { column: agencies.reviewState, type: 'enum', values: REVIEW_STATES },
      createdAt: { column: agencies.createdAt, type: 'datetime' },
    },
    defaultOrderBy: 'name asc',
    tieBreaker: agencies.eid,
  },
  schemas: { record: agencySchema, body: agencyPutBody },
  // projectCount, and the requester's name
  shows: ['projects', 'users'],
  namedIn: ['projects'],
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
    // a new agency is a request: it waits for review, and its requester hears the decision
    return current ? values : { ...values, reviewState: 'PENDING', reviewReason: null, requestedBy: user.eid };
  },
  activeValues: (isActive) => ({ isActive }),
  usage: async (tx, eid) => ({
    projects: await countRows(tx, projects, eq(projects.agencyEid, eid)),
    users: await countRows(tx, users, eq(users.agencyEid, eid)),
  }),
  csv: [
    { header: 'ID', value: (a) => a.eid },
    { header: 'Name', value: (a) => a.name },
    { header: 'Market code', value: (a) => a.marketCode },
    { header: 'Market', value: (a) => a.marketName },
    { header: 'Main contact', value: (a) => a.mainContactName },
    { header: 'Main contact e-mail', value: (a) => a.mainContactEmail },
    { header: 'Status', value: (a) => activeLabel(a.isActive) },
    { header: 'Review state', value: (a) => a.reviewState },
    { header: 'Review reason', value: (a) => a.reviewReason },
    { header: 'Requested by', value: (a) => a.requestedBy?.email ?? null },
    { header: 'Projects', value: (a) => a.projectCount },
    { header: 'Created', value: (a) => a.createdAt },
    { header: 'Updated', value: (a) => a.updatedAt },
  ],
};
