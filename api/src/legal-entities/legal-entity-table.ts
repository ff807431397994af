/** Legal entities (backoffice reference data), the table LEGAL_ENTITY_FIELDS describes, its country a market's code; market legal data refers to them. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { LEGAL_ENTITY_FIELDS } from '@ottilia/shared-contracts/resources';
import { text } from 'drizzle-orm/pg-core';
import { markets } from '../markets/market-table.js';
import { tableOf } from '../reference-data/from-definition.js';

export const legalEntities = tableOf(LEGAL_ENTITY_FIELDS, {
  country: text('country')
    .notNull()
    .references(() => markets.code),
});
