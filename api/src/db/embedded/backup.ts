/**
 * Backups of the embedded database: plain SQL written by PostgreSQL's own pg_dump (PGlite's
 * WebAssembly build of it), so PostgreSQL reads them too (`psql -f`). They live in
 * `<data folder>-backups/`, beside the folder, so moving the folder aside keeps them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { isInitialized, moveAside, stamp } from './data-folder.js';

export const backupsFolderOf = (dataDir: string) => `${path.resolve(dataDir)}-backups`;

/** A new backup file's path: `<folder>-backups/<kind>-<time>.sql`. */
export function backupFileFor(dataDir: string, kind: 'backup' | 'before-migrations'): string {
  return path.join(backupsFolderOf(dataDir), `${kind}-${stamp()}.sql`);
}

/** The newest backup (any kind), or null. */
export function latestBackup(dataDir: string): string | null {
  const folder = backupsFolderOf(dataDir);
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => path.join(folder, name));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] ?? null;
}

/** The restore command a user types, as the README documents it. */
export const restoreCommand = (file: string) => `npx pnpm@10.34.9 --filter @ottilia/api run restore ${JSON.stringify(file)}`;

/** Writes a dump of `db` to `file` (through a temporary file: a half-written backup never has the name). */
export async function dumpTo(db: PGlite, file: string): Promise<void> {
  // no owner statements: the dump loads into any PostgreSQL role's database
  const dump = await pgDump({ pg: db, args: ['--no-owner'] });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
}

/** Keeps the newest `keep` files of one kind (the automatic snapshots would otherwise pile up). */
export function prune(dataDir: string, kind: 'before-migrations', keep: number): void {
  const folder = backupsFolderOf(dataDir);
  const files = readdirSync(folder)
    .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.sql'))
    .sort()
    .reverse();
  for (const name of files.slice(keep)) rmSync(path.join(folder, name));
}

/**
 * Loads `file` into a new database built beside the folder, and only when it loaded whole swaps
 * it in; the folder it replaces is moved aside, never deleted. The caller holds the folder's lock.
 * `create` opens PGlite on a new folder with the extensions the API uses.
 */
export async function restoreInto(
  dataDir: string,
  file: string,
  create: (dir: string) => Promise<PGlite>,
): Promise<{ replaced: string | null }> {
  const sql = readFileSync(file, 'utf8');
  if (!/^-- PostgreSQL database dump/m.test(sql)) throw new Error(`${file} is not a PostgreSQL SQL dump (pg_dump's plain format)`);
  const staging = `${path.resolve(dataDir)}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const db = await create(staging);
  try {
    // one transaction: a dump that fails half-way leaves nothing behind
    await db.exec(`begin;\n${sql}\n;commit;`);
    await db.exec('checkpoint');
  } catch (error) {
    await db.close().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  await db.close();
  const replaced = existsSync(dataDir) && isInitialized(dataDir) ? moveAside(dataDir, 'before-restore') : null;
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(staging, dataDir);
  return { replaced };
}
