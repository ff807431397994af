// A data folder PGlite cannot open is moved aside with a message saying how to restore the last
// backup, and a backup (pg_dump's SQL) restores the data; PostgreSQL reads that backup too.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backupFileFor, restoreCommand, restoreInto } from '../src/db/embedded/backup.js';
import { lockDataFolder } from '../src/db/embedded/data-folder-lock.js';
import { openPglite, startEmbeddedDatabase } from '../src/db/embedded/embedded-database.js';

let root: string;
let dataDir: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-recovery-'));
  dataDir = path.join(root, 'api-data');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

let backup: string;

test("a backup is pg_dump's plain SQL of the data", async () => {
  const database = await startEmbeddedDatabase(dataDir);
  try {
    await query(
      database.url,
      `create table notes (id int primary key, body text); insert into notes values (1, 'kept'), (2, 'it''s kept')`,
    );
    backup = backupFileFor(dataDir, 'backup');
    await database.dump(backup);
  } finally {
    await database.close();
  }
  const sql = readFileSync(backup, 'utf8');
  expect(sql).toMatch(/^-- PostgreSQL database dump/m);
  expect(sql).toContain(`INSERT INTO public.notes VALUES (2, 'it''s kept');`);
  expect(sql).not.toMatch(/OWNER TO/);
}, 120_000);

test('a folder whose write-ahead log is gone is moved aside, with the path and the command restoring the last backup', async () => {
  const wal = path.join(dataDir, 'pg_wal');
  for (const segment of readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name))) rmSync(path.join(wal, segment));
  const messages: string[] = [];
  const consoleError = console.error;
  console.error = (message: unknown) => messages.push(String(message));
  const database = await startEmbeddedDatabase(dataDir).finally(() => {
    console.error = consoleError;
  });
  // a new, empty database serves
  expect(await query(database.url, `select to_regclass('public.notes') as notes`)).toEqual([{ notes: null }]);
  await database.close();
  const notice = messages.join('\n');
  const aside = readdirSync(root).find((name) => name.startsWith('api-data.damaged-'));
  expect(aside).toBeDefined();
  expect(notice).toContain(`could not be opened`);
  expect(notice).toContain(`moved aside to ${path.join(root, aside!)}`);
  expect(notice).toContain(restoreCommand(backup));
  expect(notice).not.toMatch(/^Aborted\(\)/);
}, 120_000);

test('restore loads the backup into a new folder and moves the replaced one aside', async () => {
  const lock = await lockDataFolder(dataDir);
  try {
    const { replaced } = await restoreInto(dataDir, backup, async (dir) => {
      const db = openPglite(dir);
      await db.waitReady;
      return db;
    });
    expect(replaced && existsSync(replaced)).toBe(true);
  } finally {
    lock.release();
  }
  const database = await startEmbeddedDatabase(dataDir);
  try {
    expect(await query(database.url, 'select id, body from notes order by id')).toEqual([
      { id: 1, body: 'kept' },
      { id: 2, body: "it's kept" },
    ]);
  } finally {
    await database.close();
  }
}, 120_000);

test('a file that is not a dump is refused and the folder is left as it was', async () => {
  const lock = await lockDataFolder(dataDir);
  try {
    await expect(
      restoreInto(dataDir, path.join(dataDir, 'PG_VERSION'), () => {
        throw new Error('not reached');
      }),
    ).rejects.toThrow(/is not a PostgreSQL SQL dump/);
  } finally {
    lock.release();
  }
});

// PostgreSQL reads the backup too: psql loads it (an older server skips the one setting it does not know)
const adminUrl = process.env.DATABASE_URL;
const psql = spawnSync('psql', ['--version']).status === 0;
(adminUrl && psql ? test : test.skip)(
  'PostgreSQL loads the backup with psql',
  async () => {
    const name = `ottilia_restore_${process.pid}`;
    await query(adminUrl!, `create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      execFileSync('psql', ['-q', '-d', url.toString(), '-f', backup], { stdio: 'ignore' });
      expect(await query(url.toString(), 'select id, body from notes order by id')).toEqual([
        { id: 1, body: 'kept' },
        { id: 2, body: "it's kept" },
      ]);
    } finally {
      await query(adminUrl!, `drop database if exists ${name} with (force)`);
    }
  },
  60_000,
);
