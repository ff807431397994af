/** Campaign types (backoffice): list, export, detail, create/update, bulk activation, delete, history. */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TYPES } from '@ottilia/shared-contracts/resources';
import { campaignTypes } from './campaign-type-table.js';
import { countRows } from '../reference-data/count-rows.js';
import { defineResource } from '../reference-data/define-resource.js';
import { activeFlag, NAME_MAX, text } from '../reference-data/fields.js';
import { registerReferenceRoutes } from '../reference-data/reference-routes.js';

export const campaignTypeResource = defineResource({
  identity: CAMPAIGN_TYPES,
  table: campaignTypes,
  fields: {
    name: text({ max: NAME_MAX, column: campaignTypes.name, caseInsensitive: true, csv: 'Name' }),
    isActive: activeFlag({ column: campaignTypes.isActive }),
  },
  defaultOrderBy: 'name asc',
  async find(db, { where, orderBy, limit, offset = 0 }) {
    const rows = await db.select().from(campaignTypes).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return rows.map((c) => ({ eid: c.eid, name: c.name, isActive: c.isActive, version: c.version, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() }));
  },
  count: (db, where) => countRows(db, campaignTypes, where),
  toValues: async (_tx, body, current) => ({ name: body.name.trim(), isActive: body.isActive ?? current?.isActive ?? true }),
  activeValues: (isActive) => ({ isActive }),
});

export default async function campaignTypeRoutes(app: FastifyInstance) {
  registerReferenceRoutes(app, campaignTypeResource);
}
