/** A market code a record refers to must exist: 422 `unknown-market` naming the field otherwise. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { markets } from './market-table.js';
import { unprocessable } from '../http/problem.js';

export async function assertKnownMarket(tx: Executor, code: string, field: string) {
  const [found] = await tx.select({ code: markets.code }).from(markets).where(eq(markets.code, code));
  if (!found) {
    const message = `is not a known market code`;
    throw unprocessable('unknown-market', `There is no market "${code}".`, { field, errors: [{ field: `body.${field}`, message }] });
  }
}
