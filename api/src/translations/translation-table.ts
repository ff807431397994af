/** The translations service: strings and languages. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { bigint, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.js';

/**
 * Translations service (spec section 7): one string per project, language, namespace and key
 * (dotted path in the namespace's nested JSON). `english` is the bundled English the seed keeps
 * current; `value` is what the service answers, equal to `english` until a Super Admin edits it.
 */
export const translationStrings = pgTable(
  'translation_strings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: text('project_id').notNull(),
    language: text('language').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    english: text('english').notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('translation_strings_key_idx').on(t.projectId, t.language, t.namespace, t.key)],
);

/** Translations service: the languages a translation project offers. */
export const translationLanguages = pgTable(
  'translation_languages',
  {
    projectId: text('project_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.code] })],
);
