import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { translationLanguages, translationStrings } from './translation-table.js';

export async function languagesOf(db: Executor, projectId: string) {
  return db
    .select({ code: translationLanguages.code, name: translationLanguages.name })
    .from(translationLanguages)
    .where(eq(translationLanguages.projectId, projectId))
    .orderBy(asc(translationLanguages.code));
}

/** 'nav.home' = 'Home' → { nav: { home: 'Home' } } (keys are paths of a tree, so none is both a leaf and a branch). */
export function nest(rows: readonly { key: string; value: string }[]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = value;
  }
  return tree;
}

/** A namespace's strings in one language, nested; null when the project has none there. */
export async function namespaceStrings(db: Executor, projectId: string, language: string, namespace: string) {
  const rows = await db
    .select({ key: translationStrings.key, value: translationStrings.value })
    .from(translationStrings)
    .where(
      and(
        eq(translationStrings.projectId, projectId),
        eq(translationStrings.language, language),
        eq(translationStrings.namespace, namespace),
      ),
    )
    .orderBy(asc(translationStrings.key));
  return rows.length === 0 ? null : nest(rows);
}
