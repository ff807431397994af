/** Brands (backoffice reference data), the table BRAND_FIELDS describes. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { BRAND_FIELDS } from '@ottilia/shared-contracts/resources';
import { tableOf } from '../reference-data/from-definition.js';

export const brands = tableOf(BRAND_FIELDS);
