/** Project (website) types (backoffice reference data), the table PROJECT_TYPE_FIELDS describes. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { PROJECT_TYPE_FIELDS } from '@ottilia/shared-contracts/resources';
import { text } from 'drizzle-orm/pg-core';
import { tableOf } from '../reference-data/from-definition.js';

/** `state` missing or ACTIVE means active (spec section 3); the API sets it, no body does. */
export const projectTypes = tableOf(PROJECT_TYPE_FIELDS, { state: text('state') });
