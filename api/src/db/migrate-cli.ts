/**
 * `npm run migrate` in the api package (after its build): applies the pending migrations to the
 * database DATABASE_URL names, under the migration lock (src/db/migrate.ts), as a release step
 * before the new instances start. Safe to run while instances of the previous release serve,
 * and again: a second run applies nothing.
 */
import { ConfigError } from '../config/config-problems.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

try {
  const config = loadConfig();
  if (config.isProduction && config.database.kind !== 'postgres')
    throw new ConfigError(['DATABASE_URL must name the PostgreSQL database (postgres://…) in production']);
  const database = await openDatabase(config.database, { migrate: true });
  const status = await database.schemaStatus();
  await database.close();
  console.log(
    `${database.migrationsApplied ? `applied ${database.migrationsApplied} migration(s)` : 'nothing to apply'}; the database has ${status.applied} migrations, this release ${status.known}.`,
  );
} catch (error) {
  process.stderr.write(`migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
}
