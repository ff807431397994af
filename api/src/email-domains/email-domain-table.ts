/** E-mail domains (backoffice reference data), the table EMAIL_DOMAIN_FIELDS describes. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { EMAIL_DOMAIN_FIELDS } from '@ottilia/shared-contracts/resources';
import { tableOf } from '../reference-data/from-definition.js';

export const emailDomains = tableOf(EMAIL_DOMAIN_FIELDS);
