/**
 * Backups of the embedded database (DATA_DIR, by default .local/api-data):
 *   node dist/db/backup-cli.js backup [file]   (pnpm run backup)   pg_dump's plain SQL, by default
 *                                              into <data folder>-backups/backup-<time>.sql
 *   node dist/db/backup-cli.js restore <file>  (pnpm run restore)  loads a dump into a new folder and
 *                                              swaps it in; the replaced folder is moved aside
 * Both open the folder, so they refuse to run while the API (or anything else) has it open.
 * With DATABASE_URL, use PostgreSQL's own pg_dump and psql.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupFileFor, restoreInto } from './embedded/backup.js';
import { lockDataFolder } from './embedded/data-folder-lock.js';
import { isInitialized } from './embedded/data-folder.js';
import { openPglite, startEmbeddedDatabase } from './embedded/embedded-database.js';

const [command, fileArgument] = process.argv.slice(2);
const usage = 'usage: backup-cli backup [file] | backup-cli restore <file>';
/** A path as the user typed it: `pnpm --filter` runs this in api/, INIT_CWD is where they were. */
const fromUser = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(): Promise<number> {
  const { database } = loadConfig();
  if (database.kind !== 'pglite' || !database.dataDir) {
    console.error("Backups here are of the embedded database; with DATABASE_URL, use PostgreSQL's pg_dump and psql.");
    return 2;
  }
  const dataDir = database.dataDir;
  if (command === 'backup') {
    if (!isInitialized(dataDir)) {
      console.error(`There is no embedded database in ${dataDir} to back up.`);
      return 1;
    }
    const file = fileArgument ? fromUser(fileArgument) : backupFileFor(dataDir, 'backup');
    const embedded = await startEmbeddedDatabase(dataDir);
    try {
      await embedded.dump(file);
    } finally {
      await embedded.close();
    }
    console.log(`Backed up ${dataDir} to ${file}`);
    return 0;
  }
  if (command === 'restore' && fileArgument) {
    const file = fromUser(fileArgument);
    if (!existsSync(file)) {
      console.error(`No such file: ${file}`);
      return 1;
    }
    const lock = await lockDataFolder(dataDir);
    try {
      const { replaced } = await restoreInto(dataDir, file, async (dir) => {
        const db = openPglite(dir);
        await db.waitReady;
        return db;
      });
      console.log(`Restored ${file} into ${dataDir}.${replaced ? ` The database it replaced was moved aside to ${replaced}.` : ''}`);
    } finally {
      lock.release();
    }
    return 0;
  }
  console.error(usage);
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
