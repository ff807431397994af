/** Legal data per market of a project. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { versioned } from '../../db/columns.js';
import { legalEntities } from '../../legal-entities/legal-entity-table.js';
import { markets } from '../../markets/market-table.js';
import { projectRef } from '../project-table.js';

/**
 * Legal data of one market of a project: what a legal team needs to publish a brand site in
 * that market. The spec does not show the fields; we keep the publishing entity, the three
 * policy links, the imprint text, the legal drinking age shown by the age gate, a contact for
 * legal questions, and whether legal has approved the market ("Did you approve all markets?").
 */
export const projectLegalData = pgTable(
  'project_legal_data',
  {
    projectUuid: projectRef(),
    marketCode: text('market_code')
      .notNull()
      .references(() => markets.code),
    legalEntityEid: text('legal_entity_eid').references(() => legalEntities.eid),
    privacyPolicyUrl: text('privacy_policy_url'),
    termsUrl: text('terms_url'),
    cookiePolicyUrl: text('cookie_policy_url'),
    imprint: text('imprint'),
    minimumDrinkingAge: integer('minimum_drinking_age'),
    legalContactEmail: text('legal_contact_email'),
    isApproved: boolean('is_approved').notNull().default(false),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.projectUuid, t.marketCode] })],
);
