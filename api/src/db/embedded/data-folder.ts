/**
 * The embedded database's folder on disk: created whole or not at all, and moved aside (never
 * deleted) when PGlite cannot open it.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** A folder PostgreSQL's initdb finished writing (initdb writes PG_VERSION early, so ours is the rename). */
export const isInitialized = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Creates a new database folder atomically: PGlite initialises it under `<folder>.init`, and the
 * finished folder is renamed into place. A process killed during the first start (initdb) leaves
 * only the `.init` folder, which the next start discards, instead of a folder no start can open.
 */
export async function initializeAtomically(dataDir: string, create: (dir: string) => Promise<void>): Promise<void> {
  if (isInitialized(dataDir)) return;
  if (!isEmpty(dataDir)) throw new DamagedDataFolderError(dataDir, 'the folder has files but no database (PG_VERSION is missing)');
  const staging = `${path.resolve(dataDir)}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  await create(staging);
  rmSync(dataDir, { recursive: true, force: true }); // the empty folder a caller may have made
  renameSync(staging, dataDir);
}

export class DamagedDataFolderError extends Error {
  constructor(readonly dataDir: string, readonly reason: string) {
    super(`the embedded database in ${dataDir} cannot be opened: ${reason}`);
    this.name = 'DamagedDataFolderError';
  }
}

/**
 * What PGlite reports when the folder's files are damaged (its PostgreSQL PANICs during recovery
 * and the WebAssembly module aborts), as opposed to a start that failed for another reason.
 */
export function isDamage(error: unknown): boolean {
  if (error instanceof DamagedDataFolderError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Aborted\(\)|PANIC|checkpoint record|invalid page|could not read block|unreachable|memory access out of bounds/i.test(message);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Moves the folder to `<folder>.<why>-<time>` and answers that path. */
export function moveAside(dataDir: string, why: string): string {
  const aside = `${path.resolve(dataDir)}.${why}-${stamp()}`;
  renameSync(dataDir, aside);
  return aside;
}
