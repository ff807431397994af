/**
 * A write request's own transaction (docs/adr/0330): while a keyed write's handler runs, every query
 * it makes through `app.db` runs in one transaction that the idempotency plugin commits together with
 * the stored answer, or rolls back. A route's own `db.transaction(...)` becomes a savepoint in it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from '../db/client.js';

const current = new AsyncLocalStorage<Transaction>();

/** `db`, except that inside `runInTransaction` it is that request's transaction. */
export function requestScoped(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const source = (current.getStore() ?? target) as unknown as Record<PropertyKey, unknown>;
      const value = source[property];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

export function runInTransaction<T>(tx: Transaction, run: () => T): T {
  return current.run(tx, run);
}

export interface OpenTransaction {
  tx: Transaction;
  /** Runs `last` in the transaction, then commits. */
  commit(last: (tx: Transaction) => Promise<void>): Promise<void>;
  rollback(): Promise<void>;
}

class RolledBack extends Error {}

/** Begins a transaction that stays open until commit() or rollback() is called. */
export function openTransaction(db: Database): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    let settle!: (last: ((tx: Transaction) => Promise<void>) | null) => void;
    const outcome = new Promise<((tx: Transaction) => Promise<void>) | null>((resolve) => {
      settle = resolve;
    });
    const done = db.transaction(async (tx) => {
      opened({
        tx,
        async commit(last) {
          settle(last);
          await done;
        },
        async rollback() {
          settle(null);
          await done.catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        },
      });
      const last = await outcome;
      if (!last) throw new RolledBack();
      await last(tx);
    });
    done.catch(failed); // a failed BEGIN; later failures reach commit()/rollback()'s callers
  });
}
