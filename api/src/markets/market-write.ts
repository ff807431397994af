/** Creating or updating one market (Super Admins): If-None-Match: * creates, If-Match updates. */
import { eq, sql } from 'drizzle-orm';
import { MARKETS } from '@ottilia/shared-contracts/resources';
import type { Database } from '../db/client.js';
import { changedFields, recordHistory } from '../db/history.js';
import { unprocessable } from '../http/problem.js';
import { checkPut, type Preconditions } from '../http/versioning.js';
import { markets } from './market-table.js';

/** `history.resource` of a market; its `resource_id` is the code. */
export const MARKET_KIND = MARKETS.kind;

export interface MarketBody {
  code?: string;
  countryName: string;
  minimumAge: number;
}

const columns = { code: markets.code, countryName: markets.countryName, minimumAge: markets.minimumAge, version: markets.version };

export async function findMarket(db: Database, code: string) {
  const [found] = await db.select(columns).from(markets).where(eq(markets.code, code));
  return found ?? null;
}

export async function putMarket(db: Database, actorEid: string, code: string, body: MarketBody, pre: Preconditions) {
  if (body.code !== undefined && body.code !== code) {
    throw unprocessable(
      'market-code-mismatch',
      `The body's code "${body.code}" is not the address's "${code}"; a market's code cannot change.`,
      { field: 'code' },
    );
  }
  const values = { countryName: body.countryName.trim(), minimumAge: body.minimumAge };
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(markets).where(eq(markets.code, code)).for('update');
    const done = checkPut(pre, current ?? null, 'market');
    if (done === 'create') await tx.insert(markets).values({ code, ...values, updatedBy: actorEid });
    else
      await tx
        .update(markets)
        .set({ ...values, version: sql`${markets.version} + 1`, updatedAt: sql`now()`, updatedBy: actorEid })
        .where(eq(markets.code, code));
    const changes = changedFields(current ? { countryName: current.countryName, minimumAge: current.minimumAge } : {}, values);
    // a save that changed nothing is no event of the market's history
    if (done === 'create' || Object.keys(changes).length > 0) {
      await recordHistory(tx, {
        resource: MARKET_KIND,
        resourceId: code,
        action: done === 'create' ? 'create' : 'update',
        actorEid,
        changes,
      });
    }
    return done === 'create' ? 'created' : 'updated';
  });
  return { outcome, market: (await findMarket(db, code))! };
}
