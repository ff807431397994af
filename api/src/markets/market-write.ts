/** Creating or updating one market (Super Admins): If-None-Match: * creates, If-Match updates. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { unprocessable } from '../http/problem.js';
import { checkPut, type Preconditions } from '../http/versioning.js';
import { markets } from './market-table.js';

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
    throw unprocessable('market-code-mismatch', `The body's code "${body.code}" is not the address's "${code}"; a market's code cannot change.`, { field: 'code' });
  }
  const values = { countryName: body.countryName.trim(), minimumAge: body.minimumAge };
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(markets).where(eq(markets.code, code)).for('update');
    const done = checkPut(pre, current ?? null, 'market');
    if (done === 'create') await tx.insert(markets).values({ code, ...values, updatedBy: actorEid });
    else await tx.update(markets).set({ ...values, version: sql`${markets.version} + 1`, updatedAt: sql`now()`, updatedBy: actorEid }).where(eq(markets.code, code));
    return done === 'create' ? 'created' : 'updated';
  });
  return { outcome, market: (await findMarket(db, code))! };
}
