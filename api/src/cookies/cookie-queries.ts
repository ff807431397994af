/**
 * Reading cookies: the list order of spec section 9 (category necessary, functional,
 * performance, marketing; active before inactive; then by name) and the public shape.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { COOKIE_CATEGORIES, cookies } from './cookie-table.js';
import { notFound } from '../http/problem.js';

type CookieRow = typeof cookies.$inferSelect;

export function toCookie(row: CookieRow) {
  return {
    id: row.id,
    projectId: row.projectUuid,
    language: 'en' as const,
    name: row.name,
    category: row.category,
    duration: row.duration,
    provider: row.provider,
    description: row.description,
    isActive: row.isActive,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type Cookie = ReturnType<typeof toCookie>;

const categoryRank = sql`array_position(array[${sql.raw(COOKIE_CATEGORIES.map((c) => `'${c}'`).join(', '))}]::text[], ${cookies.category})`;

export async function listCookies(db: Executor, projectUuid: string, language: string, activeOnly: boolean): Promise<Cookie[]> {
  const where: SQL[] = [eq(cookies.projectUuid, projectUuid), eq(cookies.language, language)];
  if (activeOnly) where.push(eq(cookies.isActive, true));
  const rows = await db
    .select()
    .from(cookies)
    .where(and(...where))
    .orderBy(asc(categoryRank), desc(cookies.isActive), asc(sql`lower(${cookies.name})`), asc(cookies.id));
  return rows.map(toCookie);
}

export async function findCookie(db: Executor, projectUuid: string, id: string, lock = false): Promise<CookieRow | undefined> {
  const query = db
    .select()
    .from(cookies)
    .where(and(eq(cookies.projectUuid, projectUuid), eq(cookies.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const cookieNotFound = (id: string) => notFound('cookie-not-found', `The project has no cookie ${id}; someone may have deleted it.`);
