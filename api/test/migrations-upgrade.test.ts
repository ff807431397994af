// Migrations applied to a database that already holds data (an upgrade, as `npm start` meets an
// older .local database), not only to an empty one: each migration from 0006 on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { servePglite, type EmbeddedDatabase } from '../src/db/embedded/embedded-database.js';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** A copy of the migrations folder that stops before `idx`. */
function migrationsBefore(idx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < idx) }));
  return dir;
}

let database: EmbeddedDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await servePglite(null);
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
}, 60_000);
afterAll(async () => {
  await pool.end();
  await database.close();
});

test('0006 (sort names) and 0008 (row counts) upgrade a database with projects in it, and new writes keep the keys', async () => {
  const db = drizzle({ client: pool });
  const before = migrationsBefore(6);
  try {
    await migrate(db, { migrationsFolder: before });
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  // projects as an older portal held them (raw SQL: the current schema has columns 0005 lacks)
  await pool.query(`insert into markets (code, country_name) values ('ZZ', 'Zedland') on conflict do nothing`);
  await pool.query(`insert into agencies (eid, name, market_code) values ('AG-OLD', 'Old Agency', 'ZZ')`);
  await pool.query(`insert into brands (eid, name, type) values ('BR-OLD', 'Old Brand', 'spirits')`);
  await pool.query(`insert into project_types (eid, name) values ('PT-OLD', 'Old Type')`);
  await pool.query(`insert into projects (uuid, name, agency_eid, brand_eid, project_type_eid)
    select gen_random_uuid(), 'Old project ' || n, case when n % 2 = 0 then 'AG-OLD' end, 'BR-OLD', 'PT-OLD' from generate_series(1, 50) as n`);

  await migrate(db, { migrationsFolder: MIGRATIONS });
  const sortNames = async () =>
    (
      await pool.query<{ agency: string | null; brand: string; type: string; n: number }>(
        'select agency_sort_name as agency, brand_sort_name as brand, type_sort_name as type, count(*)::int as n from projects group by 1, 2, 3 order by 1',
      )
    ).rows;
  expect(await sortNames()).toEqual([
    { agency: 'old agency', brand: 'old brand', type: 'old type', n: 25 },
    { agency: null, brand: 'old brand', type: 'old type', n: 25 },
  ]);

  await pool.query(`update brands set name = 'Renamed Brand' where eid = 'BR-OLD'`);
  await pool.query(`update projects set agency_eid = 'AG-OLD' where agency_eid is null`);
  expect(await sortNames()).toEqual([{ agency: 'old agency', brand: 'renamed brand', type: 'old type', n: 50 }]);

  // 0008 counted the projects already there, and the count follows later writes
  const keptCount = async () =>
    Number((await pool.query<{ n: string }>("select row_count as n from list_generations where name = 'projects'")).rows[0]?.n);
  expect(await keptCount()).toBe(50);
  await pool.query(`delete from projects where name in ('Old project 1', 'Old project 2')`);
  expect(await keptCount()).toBe(48);
});
