/**
 * Consent per project: how long a visitor's choice lasts, and the record of each choice (GDPR
 * article 7(1): the owner can show that a visitor consented). A record holds no IP address
 * (docs/adr/0089-consent-that-lasts-and-can-be-proven.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf, versioned } from '../db/columns.js';
import { projectRef, projects } from '../projects/project-table.js';
import { PORTAL_SITE } from './consent-site.js';

export const DEFAULT_LIFETIME_MONTHS = 12;
export const MAX_LIFETIME_MONTHS = 24;
export const AGE_GATE_OUTCOMES = ['passed', 'not-required', 'off'] as const;

/** A project without a row has the default lifetime. */
export const consentSettings = pgTable(
  'consent_settings',
  {
    projectUuid: projectRef().primaryKey(),
    lifetimeMonths: integer('lifetime_months').notNull().default(DEFAULT_LIFETIME_MONTHS),
    ...versioned(),
  },
  (t) => [check('consent_settings_lifetime_check', sql`${t.lifetimeMonths} between 1 and ${sql.raw(String(MAX_LIFETIME_MONTHS))}`)],
);

/** The sites that record choices without being a project: the portal itself (consent-site.ts). */
export const OWN_SITES = [PORTAL_SITE] as const;

/** A record is a project's (project_uuid) or one of the portal's own sites' (site), never both. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectUuid: uuid('project_uuid').references(() => projects.uuid, { onDelete: 'cascade' }),
    site: text('site', { enum: OWN_SITES }),
    /** Random, made and kept by the visitor's browser (the script's stored choice). */
    visitorId: uuid('visitor_id').notNull(),
    /** Categories allowed and refused, comma-separated in the spec's order. */
    granted: text('granted').notNull(),
    refused: text('refused').notNull(),
    /** The consent revision the visitor answered (a hash of the cookie list and policy text). */
    revision: text('revision').notNull(),
    market: text('market'),
    ageGate: text('age_gate', { enum: AGE_GATE_OUTCOMES }).notNull(),
    /** The API's clock, not the browser's. */
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check('consent_records_age_gate_check', oneOf(t.ageGate, AGE_GATE_OUTCOMES)),
    check('consent_records_site_check', sql`(${t.projectUuid} is null) <> (${t.site} is null) and ${oneOf(t.site, OWN_SITES)}`),
    index('consent_records_project_idx').on(t.projectUuid, t.recordedAt),
    index('consent_records_site_idx').on(t.site, t.recordedAt),
    index('consent_records_recorded_idx').on(t.recordedAt),
  ],
);
