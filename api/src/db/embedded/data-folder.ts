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
  // not ours to move: DATA_DIR may name a folder of other files by mistake
  if (!isEmpty(dataDir))
    throw new Error(`${dataDir} has files but no database (no PG_VERSION): give DATA_DIR an empty folder or a database's`);
  const staging = `${path.resolve(dataDir)}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  await create(staging);
  rmSync(dataDir, { recursive: true, force: true }); // the empty folder a caller may have made
  renameSync(staging, dataDir);
}

/**
 * What PGlite reports when the folder's files are damaged (its PostgreSQL PANICs during recovery
 * and the WebAssembly module aborts), as opposed to a start that failed for another reason.
 */
export function isDamage(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Aborted\(\)|PANIC|checkpoint record|invalid page|could not read block|unreachable|memory access out of bounds/i.test(message);
}

/** A time for file names: `2026-11-26T18-53-50-812Z`. */
export const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Moves the folder to `<folder>.<why>-<time>` and answers that path. */
export function moveAside(dataDir: string, why: string): string {
  const aside = `${path.resolve(dataDir)}.${why}-${stamp()}`;
  renameSync(dataDir, aside);
  return aside;
}
