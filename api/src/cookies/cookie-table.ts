/** A project's cookies (the consent banner lists them). drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, versioned } from '../db/columns.js';
import { projectRef } from '../projects/project-table.js';
import { COOKIE_CATEGORIES } from './cookie-categories.js';

export { COOKIE_CATEGORIES };

export const cookies = pgTable(
  'cookies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectUuid: projectRef(),
    /** Fixed to 'en' (spec section 9). */
    language: text('language').notNull().default('en'),
    name: text('name').notNull(),
    category: text('category', { enum: COOKIE_CATEGORIES }).notNull(),
    /** 'session' or 1..900 followed by m, h, d or y. */
    duration: text('duration').notNull(),
    /** Who sets the cookie (the site itself, Google, Meta…), shown in the consent banner. */
    provider: text('provider'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    check('cookies_category_check', oneOf(t.category, COOKIE_CATEGORIES)),
    check('cookies_duration_check', sql`${t.duration} ~ '^(session|([1-9][0-9]{0,2})[mhdy])$'`),
    // cookie names are unique per project and language, whatever their case
    uniqueIndex('cookies_project_name_idx').on(t.projectUuid, t.language, sql`lower(${t.name})`),
  ],
);
