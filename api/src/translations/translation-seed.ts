/**
 * Seeds the local translations service from the bundled English of every package (the snapshot
 * scripts/bundled-english.mjs writes): on every start, in one transaction. Adds missing keys; a
 * key whose English changed follows it unless a Super Admin edited its value (value ≠ English),
 * so edits survive. Keys dropped from the bundle stay (a Super Admin's text is never lost).
 * A string it adds gets its 'create' history row, so its history starts with its import.
 */
import { readFileSync } from 'node:fs';
import { DEV_TRANSLATION_PROJECT } from '@ottilia/shared-contracts/local-env';
import { sql } from 'drizzle-orm';
import { TRANSLATION_STRINGS } from '@ottilia/shared-contracts/resources';
import type { Database } from '../db/client.js';
import { recordCreations } from '../db/history.js';
import { translationLanguages, translationStrings } from './translation-table.js';

export const SEED_LANGUAGES = [{ code: 'en', name: 'English' }] as const;
const CHUNK = 500;

type Tree = { [key: string]: string | Tree };

// read, not imported: the API's SWC build drops import attributes, which Node needs for JSON
const bundled = JSON.parse(readFileSync(new URL('./bundled-english.json', import.meta.url), 'utf8')) as Record<string, Tree>;

/** { nav: { home: 'Home' } } → [['nav.home', 'Home']] */
export function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every bundled English string as a row of the project's English. */
export function bundledRows(projectId: string) {
  return Object.entries(bundled).flatMap(([namespace, tree]) =>
    flatten(tree).map(([key, value]) => ({ projectId, language: 'en', namespace, key, value, english: value })),
  );
}

export async function seedTranslations(db: Database, projectId: string = DEV_TRANSLATION_PROJECT): Promise<void> {
  const rows = bundledRows(projectId);
  await db.transaction(async (tx) => {
    await tx
      .insert(translationLanguages)
      .values(SEED_LANGUAGES.map((language) => ({ projectId, ...language })))
      .onConflictDoNothing();
    for (let start = 0; start < rows.length; start += CHUNK) {
      const written = await tx
        .insert(translationStrings)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: [translationStrings.projectId, translationStrings.language, translationStrings.namespace, translationStrings.key],
          set: {
            english: sql`excluded.english`,
            // an unedited value follows the new English; an edited one stays
            value: sql`case when ${translationStrings.value} = ${translationStrings.english} then excluded.value else ${translationStrings.value} end`,
            version: sql`${translationStrings.version} + 1`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${translationStrings.english} is distinct from excluded.english`,
        })
        .returning({ id: translationStrings.id, inserted: sql<boolean>`xmax = 0` });
      // xmax is 0 on a row this statement inserted, not on one it updated
      await recordCreations(
        tx,
        TRANSLATION_STRINGS.kind,
        written.filter((row) => row.inserted).map((row) => ({ resourceId: String(row.id) })),
      );
    }
  });
}
