/**
 * Legal entities (backoffice): list, export, detail, create/update, delete, history; fields from
 * LEGAL_ENTITY_FIELDS. They have no active flag (no bulk activation); market legal data refers to them.
 */
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { LEGAL_ENTITY_FIELDS } from '@ottilia/shared-contracts/resources';
import { legalEntities } from './legal-entity-table.js';
import { markets } from '../markets/market-table.js';
import { projectLegalData } from '../projects/legal-data/legal-data-table.js';
import { assertKnownMarket } from '../markets/known-market.js';
import { definedResource } from '../reference-data/from-definition.js';
import { readOnly } from '../reference-data/fields.js';
import { referenceRoutes } from '../reference-data/reference-routes.js';

export const legalEntityResource = definedResource(LEGAL_ENTITY_FIELDS, {
  table: legalEntities,
  more: { countryName: readOnly(Type.String(), { column: markets.countryName, caseInsensitive: true, csv: 'Country' }) },
  join: { table: markets, on: eq(markets.code, legalEntities.country) },
  async check(tx, { country }, current) {
    if (country !== current?.country) await assertKnownMarket(tx, country, 'country');
  },
  usedBy: { legalData: projectLegalData.legalEntityEid },
});

export default referenceRoutes(legalEntityResource);
