/**
 * Writing cookies: one transaction that share-locks the visible project (so it is neither
 * deleted nor moved away meanwhile), checks the preconditions and the unique name, writes and
 * adds a history row.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { cookies } from './cookie-table.js';
import { conflict } from '../http/problem.js';
import { checkDelete, checkPut, type Preconditions } from '../http/versioning.js';
import { shareLockVisibleProject } from '../projects/project-queries.js';
import { cookieNotFound, findCookie } from './cookie-queries.js';
import type { CookiePutBody } from './cookie-schemas.js';

const WHAT = 'cookie';
export const HISTORY_RESOURCE = 'project-cookie';

export const nameTaken = (name: string) =>
  conflict('cookie-name-taken', `The project already has a cookie named "${name}" (names are compared regardless of case).`, {
    field: 'name',
  });

const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

async function assertNameFree(tx: Executor, projectUuid: string, language: string, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: cookies.id })
    .from(cookies)
    .where(
      and(
        eq(cookies.projectUuid, projectUuid),
        eq(cookies.language, language),
        sql`lower(${cookies.name}) = lower(${name})`,
        exceptId ? ne(cookies.id, exceptId) : undefined,
      ),
    );
  if (taken) throw nameTaken(name);
}

/** 23505 from the unique index: a concurrent write took the name between the check and the write. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function putCookie(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  language: string,
  body: CookiePutBody,
  pre: Preconditions,
): Promise<{ id: string; outcome: 'created' | 'updated' | 'unchanged' }> {
  try {
    return await db.transaction(async (tx) => {
      await shareLockVisibleProject(tx, user, projectUuid);
      const current = body.id ? await findCookie(tx, projectUuid, body.id, true) : undefined;
      checkPut(pre, current ?? null, WHAT);
      const values = {
        name: body.name,
        category: body.category,
        duration: body.duration,
        provider: text(body.provider),
        description: text(body.description),
        isActive: body.isActive ?? current?.isActive ?? true,
      };
      await assertNameFree(tx, projectUuid, language, values.name, current?.id ?? null);
      if (!current) {
        const id = body.id ?? randomUUID();
        // an id of another project's cookie cannot be taken over (primary key), nor revealed
        const [clash] = await tx.select({ id: cookies.id }).from(cookies).where(eq(cookies.id, id));
        if (clash) throw conflict('cookie-id-taken', 'The id is already in use; leave it out to get a new one.', { field: 'id' });
        await tx.insert(cookies).values({ id, projectUuid, language, ...values, updatedBy: user.eid });
        await recordHistory(tx, {
          resource: HISTORY_RESOURCE,
          resourceId: `${projectUuid}/${id}`,
          action: 'create',
          actorEid: user.eid,
          changes: values,
        });
        return { id, outcome: 'created' as const };
      }
      const changes = changedFields(current, values);
      if (Object.keys(changes).length === 0) return { id: current.id, outcome: 'unchanged' as const };
      await tx
        .update(cookies)
        .set({ ...values, version: current.version + 1, updatedAt: sql`now()`, updatedBy: user.eid })
        .where(eq(cookies.id, current.id));
      await recordHistory(tx, {
        resource: HISTORY_RESOURCE,
        resourceId: `${projectUuid}/${current.id}`,
        action: 'update',
        actorEid: user.eid,
        changes,
      });
      return { id: current.id, outcome: 'updated' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.name);
    throw error;
  }
}

export async function deleteCookie(db: Database, user: CurrentUser, projectUuid: string, id: string, pre: Preconditions) {
  await db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const current = await findCookie(tx, projectUuid, id, true);
    if (!current) throw cookieNotFound(id);
    checkDelete(pre, current, WHAT);
    await tx.delete(cookies).where(eq(cookies.id, id));
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: `${projectUuid}/${id}`,
      action: 'delete',
      actorEid: user.eid,
      changes: { name: current.name, category: current.category, duration: current.duration },
    });
  });
}
