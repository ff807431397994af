/**
 * A fresh database per test file: embedded PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database (random name, created through that URL, dropped on close). A migrated
 * one is a copy of the migrated (or seeded) template (migrated-template.ts); opening it still runs the
 * migrator, which finds nothing pending, as an API restart does.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { createPostgresDatabase, embeddedTemplate, withAdmin, type TemplateKind } from './migrated-template.js';

export interface TestDatabase extends OpenDatabase {
  /** Another pool on the same database, as a second API instance would open. */
  openAnother(): Promise<OpenDatabase>;
}

/**
 * `migrate: false` leaves the database empty (no schema), as a new deployment finds it;
 * `seeded: true` starts it with the demo data and translations of today (startTestApp's).
 */
export async function createTestDatabase({
  migrate = true,
  seeded = false,
}: {
  migrate?: boolean;
  seeded?: boolean;
} = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const kind: TemplateKind | 'empty' = !migrate ? 'empty' : seeded ? 'seeded' : 'migrated';
  if (!adminUrl) {
    // from the sources PGlite runs in this process: nothing to spawn or compile
    const database = await openDatabase(
      kind === 'empty' ? { kind: 'pglite', dataDir: null } : { kind: 'pglite', dataDir: null, image: await embeddedTemplate(kind) },
      { migrate },
    );
    return { ...database, openAnother: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }) };
  }
  const name = `ottilia_test_${randomBytes(6).toString('hex')}`;
  const url = await createPostgresDatabase(adminUrl, name, kind);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 }, { migrate });
  return {
    ...database,
    openAnother: () => openDatabase({ kind: 'postgres', url, poolSize: 5 }),
    async close() {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
