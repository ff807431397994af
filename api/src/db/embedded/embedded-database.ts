/**
 * The embedded database (PGlite) behind the wire protocol. The built API runs it in a child
 * process (embedded-process.js), so its queries use the other core and never stop the API's HTTP
 * handling. Run from the TypeScript sources (jest) there is no compiled child script: PGlite then
 * runs in the caller's process (one per test file, nothing to spawn or compile).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveWireProtocol } from './wire-server.js';

export interface EmbeddedDatabase {
  /** Connection string for `pg`. */
  url: string;
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

const urlFor = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/** PGlite on a folder (null: in memory) with what the migrations need, served on a free local port. */
export async function servePglite(dataDir: string | null): Promise<EmbeddedDatabase & { port: number }> {
  // PostgreSQL ships pg_trgm with the server; PGlite loads extensions the migrations create
  const db = new PGlite(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  await db.exec(`set work_mem = '${WORK_MEM}'`);
  const server = await serveWireProtocol(db);
  const vacuum = setInterval(() => void server.run(async () => { await db.exec(VACUUM); }).catch(() => undefined), VACUUM_EVERY_MS);
  vacuum.unref();
  return {
    port: server.port,
    url: urlFor(server.port),
    async close() {
      clearInterval(vacuum);
      await server.close();
      await db.close();
    },
  };
}

export async function startEmbeddedDatabase(dataDir: string | null): Promise<EmbeddedDatabase> {
  const script = fileURLToPath(new URL('./embedded-process.js', import.meta.url));
  if (!existsSync(script)) return servePglite(dataDir);
  const child = fork(script, [], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the embedded database did not start in time')), START_TIMEOUT_MS);
    child.once('message', (message: { port?: number; error?: string }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error(`the embedded database did not start: ${message.error ?? 'unknown error'}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited during start-up (code ${code})`));
    });
  });
  return {
    url: urlFor(port),
    close: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('close');
    }),
  };
}
