/**
 * A project's consent settings: how many months a visitor's choice lasts before the banner asks
 * again. A project without a row has the default (version 0, so `If-Match: "0"` fits it).
 */
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user.js';
import type { Database, Executor } from '../db/client.js';
import { recordHistory } from '../db/history.js';
import { checkDelete as checkIfMatch, type Preconditions } from '../http/versioning.js';
import { shareLockVisibleProject } from '../projects/project-queries.js';
import { consentSettings, DEFAULT_LIFETIME_MONTHS } from './consent-table.js';

export const HISTORY_RESOURCE = 'project-consent-settings';

export interface ConsentSettings {
  lifetimeMonths: number;
  version: number;
}

export async function findConsentSettings(db: Executor, projectUuid: string): Promise<ConsentSettings> {
  const [row] = await db
    .select({ lifetimeMonths: consentSettings.lifetimeMonths, version: consentSettings.version })
    .from(consentSettings)
    .where(eq(consentSettings.projectUuid, projectUuid));
  return row ?? { lifetimeMonths: DEFAULT_LIFETIME_MONTHS, version: 0 };
}

export const lifetimeMonths = async (db: Executor, projectUuid: string) => (await findConsentSettings(db, projectUuid)).lifetimeMonths;

/** Saves the lifetime; If-Match is optional, a stale one is refused (412). */
export async function putConsentSettings(
  db: Database,
  user: CurrentUser,
  projectUuid: string,
  body: { lifetimeMonths: number },
  pre: Preconditions,
) {
  await db.transaction(async (tx) => {
    await shareLockVisibleProject(tx, user, projectUuid);
    const current = await findConsentSettings(tx, projectUuid);
    checkIfMatch(pre, current, 'consent settings');
    if (current.lifetimeMonths === body.lifetimeMonths) return;
    await tx
      .insert(consentSettings)
      .values({ projectUuid, lifetimeMonths: body.lifetimeMonths, updatedBy: user.eid })
      .onConflictDoUpdate({
        target: consentSettings.projectUuid,
        set: {
          lifetimeMonths: body.lifetimeMonths,
          version: sql`${consentSettings.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: user.eid,
        },
      });
    await recordHistory(tx, {
      resource: HISTORY_RESOURCE,
      resourceId: projectUuid,
      action: current.version === 0 ? 'create' : 'update',
      actorEid: user.eid,
      changes: { lifetimeMonths: { from: current.lifetimeMonths, to: body.lifetimeMonths } },
    });
  });
  return findConsentSettings(db, projectUuid);
}
