/**
 * The embedded database (PGlite) behind the wire protocol. The built API runs it in a child
 * process (embedded-process.js), so its queries use the other core and never stop the API's HTTP
 * handling. Run from the TypeScript sources (jest) there is no compiled child script: PGlite then
 * runs in the caller's process (one per test file, nothing to spawn or compile).
 *
 * A data folder is opened by one process at a time (data-folder-lock.ts), created atomically,
 * checkpointed regularly and on close, and moved aside with a message saying how to restore the
 * last backup when PGlite cannot open it (data-folder.ts, backup.ts).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dumpTo, latestBackup, restoreCommand } from './backup.js';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
import { initializeAtomically, isDamage, moveAside } from './data-folder.js';
import { serveWireProtocol } from './wire-server.js';

export interface EmbeddedDatabase {
  /** Connection string for `pg`. */
  url: string;
  /** Writes a pg_dump of the database (plain SQL) to `file`, between transactions. */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
}

// one backend runs one query at a time, so a larger sort memory is safe: a list sorted by a
// joined name sorts up to every row, and 4 MB (the default) spills 100k of them to disk
const WORK_MEM = '32MB';
const START_TIMEOUT_MS = 120_000;
/**
 * PGlite has no autovacuum (no background workers): without this, every update and delete would
 * leave dead rows that lists scan forever, and the planner's statistics would go stale.
 */
const VACUUM_EVERY_MS = 10 * 60_000;
export const VACUUM = 'vacuum (analyze)';
/**
 * Nor a checkpointer: without this, the write-ahead log since the last clean stop is all that
 * holds the data, and a crash replays (or, torn, loses) all of it. PostgreSQL checkpoints every 5
 * minutes by default; a developer's data folder is killed far more often than a server's.
 */
const CHECKPOINT_EVERY_MS = 60_000;

/**
 * A database in memory (each test file has one) starts in a third less CPU: zero-filling a new WAL
 * segment in memory protects nothing, and 128 MB of buffers over files that are in memory anyway
 * is memory the process must fault in (ADR 0380).
 */
const IN_MEMORY_SETTINGS = ['-c', 'wal_init_zero=off', '-c', 'shared_buffers=16MB'];

const urlFor = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/**
 * PGlite on a folder (null: in memory) with the extensions the migrations create; `image` (in
 * memory only) starts it from a dump of another data folder (PGlite's dumpDataDir), as tests start
 * from one migrated template instead of migrating each database.
 */
export function openPglite(dataDir: string | null, image?: Blob): PGlite {
  // PostgreSQL ships pg_trgm with the server; PGlite loads extensions the migrations create
  return new PGlite(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(dataDir ? {} : { startParams: [...PGlite.defaultStartParams, ...IN_MEMORY_SETTINGS] }),
    ...(image && !dataDir ? { loadDataDir: image } : {}),
  });
}

/** PGlite on a folder (null: in memory, from `image` if given) served on a free local port. The caller holds the folder's lock. */
export async function servePglite(dataDir: string | null, image?: Blob): Promise<EmbeddedDatabase & { port: number }> {
  if (dataDir) {
    await initializeAtomically(dataDir, async (dir) => {
      const fresh = openPglite(dir);
      await fresh.waitReady;
      await fresh.close();
    });
  }
  const db = openPglite(dataDir, image);
  await db.waitReady;
  await db.exec(`set work_mem = '${WORK_MEM}'`);
  // a start after a crash has just replayed the log: make that replay the last one
  if (dataDir) await db.exec('checkpoint');
  const server = await serveWireProtocol(db);
  const every = (ms: number, statement: string) => {
    const timer = setInterval(
      () =>
        void server
          .run(async () => {
            await db.exec(statement);
          })
          .catch(() => undefined),
      ms,
    );
    timer.unref();
    return timer;
  };
  const timers = [every(VACUUM_EVERY_MS, VACUUM), ...(dataDir ? [every(CHECKPOINT_EVERY_MS, 'checkpoint')] : [])];
  return {
    port: server.port,
    url: urlFor(server.port),
    dump: (file) => server.run(() => dumpTo(db, file)),
    async close() {
      for (const timer of timers) clearInterval(timer);
      await server.close();
      // close() checkpoints too; this one fails loudly instead of inside PGlite's shutdown
      if (dataDir) await db.exec('checkpoint');
      await db.close();
    },
  };
}

type ChildMessage = { port: number } | { error: string } | { dumped: string } | { dumpError: string };

/** The compiled child script, or, run from the sources under the TypeScript loader the fault tests use, its source. */
function childScript(): { script: string; execArgv?: string[] } | null {
  const compiled = fileURLToPath(new URL('./embedded-process.js', import.meta.url));
  if (existsSync(compiled)) return { script: compiled };
  const loader = process.env.OTTILIA_TS_LOADER;
  if (!loader) return null;
  return {
    script: fileURLToPath(new URL('./embedded-process.ts', import.meta.url)),
    execArgv: ['--conditions=source', '--import', loader],
  };
}

async function startChild(
  dataDir: string | null,
  lock: DataFolderLock | null,
  child: { script: string; execArgv?: string[] },
): Promise<EmbeddedDatabase> {
  const worker = fork(child.script, [], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(child.execArgv ? { execArgv: child.execArgv } : {}),
  });
  if (worker.pid) lock?.share(worker.pid);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error, kill = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // it ignores SIGTERM (see embedded-process.ts); the folder is free again once it has gone
      if (kill) worker.kill('SIGKILL');
      void exited.then(() => reject(error));
    };
    const timer = setTimeout(() => fail(new Error('the embedded database did not start in time'), true), START_TIMEOUT_MS);
    worker.once('message', (message: ChildMessage) => {
      if (!('port' in message))
        return fail(new Error(`the embedded database did not start: ${'error' in message ? message.error : 'unknown error'}`));
      settled = true;
      clearTimeout(timer);
      resolve(message.port);
    });
    worker.once('exit', (code, signal) => fail(new Error(`the embedded database exited during start-up (${signal ?? `code ${code}`})`)));
  });
  let closing = false;
  worker.on('exit', (code, signal) => {
    if (closing) return;
    // the database is gone under the API: stop, so the next start recovers it (see the README)
    console.error(
      `[embedded database] process ${worker.pid} stopped unexpectedly (${signal ?? `code ${code}`}); this process stops too. Start it again: the database recovers from its write-ahead log.`,
    );
    process.exit(1);
  });
  // one dump at a time, each answered by its file name
  let dumps = Promise.resolve();
  const dump = (file: string) => {
    const done = dumps.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const answer = (message: ChildMessage) => {
            if ('dumped' in message && message.dumped === file) resolve();
            else if ('dumpError' in message) reject(new Error(`the backup failed: ${message.dumpError}`));
            else return;
            worker.off('message', answer);
          };
          worker.on('message', answer);
          worker.send({ dump: file });
        }),
    );
    dumps = done.catch(() => undefined);
    return done;
  };
  return {
    url: urlFor(port),
    dump,
    close: async () => {
      closing = true;
      if (worker.exitCode === null && worker.signalCode === null) worker.send('close');
      await exited;
    },
  };
}

async function startOnce(dataDir: string | null, lock: DataFolderLock | null): Promise<EmbeddedDatabase> {
  const child = childScript();
  if (child) return startChild(dataDir, lock, child);
  try {
    return await servePglite(dataDir);
  } catch (error) {
    // PGlite's abort message alone says nothing of the folder; the caller decides what to do
    throw new Error(`the embedded database did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function damagedNotice(dataDir: string, aside: string, error: unknown): string {
  const backup = latestBackup(dataDir);
  return [
    '',
    `[embedded database] The database in ${dataDir} could not be opened: its files are damaged`,
    `  (${error instanceof Error ? error.message : String(error)}),`,
    '  most likely by a process killed while it wrote, or by two processes writing to the folder.',
    `  The damaged folder was moved aside to ${aside}, and a new empty database was created.`,
    backup
      ? `  To go back to the last backup (${backup}): stop the API, then run\n    ${restoreCommand(backup)}`
      : `  There is no backup in ${dataDir}-backups; the damaged folder is kept for a repair by hand (pg_resetwal).`,
    '',
  ].join('\n');
}

export async function startEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
  if (!dataDir) return startOnce(null, null);
  const lock = await lockDataFolder(dataDir);
  try {
    let database: EmbeddedDatabase;
    try {
      database = await startOnce(dataDir, lock);
    } catch (error) {
      if (!isDamage(error) || !existsSync(dataDir)) throw error;
      const aside = moveAside(dataDir, 'damaged');
      console.error(damagedNotice(dataDir, aside, error));
      database = await startOnce(dataDir, lock);
    }
    return {
      ...database,
      async close() {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
