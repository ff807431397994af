// The embedded database behind the wire protocol (src/db/embedded): several `pg` clients share
// PGlite's one session without seeing each other's half-done work.
import pg from 'pg';
import { servePglite, type EmbeddedDatabase } from '../src/db/embedded/embedded-database.js';

let database: EmbeddedDatabase;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await servePglite(null);
  const setup = await connect();
  await setup.query('create table things (n int primary key)');
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await database.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

test('parameterised queries from many connections at once each get their own answer', async () => {
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => pool.query('select $1::int * 2 as doubled, $2::text as label', [i, `q${i}`])),
  );
  expect(answers.map((answer) => answer.rows[0])).toEqual(Array.from({ length: 60 }, (_, i) => ({ doubled: i * 2, label: `q${i}` })));
  await pool.end();
});

test('another connection waits while a transaction is open, then sees its commit', async () => {
  const writer = await connect();
  const reader = await connect();
  await writer.query('begin');
  await writer.query('insert into things values (1)');
  const read = reader.query('select count(*)::int as n from things where n = 1');
  expect(await settledWithin(read, 200)).toBe(false);
  await writer.query('commit');
  expect((await read).rows[0]).toEqual({ n: 1 });
});

test('a rolled-back transaction leaves nothing, and an error inside one keeps others waiting until it ends', async () => {
  const writer = await connect();
  const reader = await connect();
  await writer.query('begin');
  await writer.query('insert into things values (2)');
  await expect(writer.query('insert into things values (2)')).rejects.toMatchObject({ code: '23505' });
  const read = reader.query('select count(*)::int as n from things where n = 2');
  expect(await settledWithin(read, 200)).toBe(false);
  await writer.query('rollback');
  expect((await read).rows[0]).toEqual({ n: 0 });
});

test('a connection that leaves inside its transaction has it rolled back, and the others go on', async () => {
  const leaver = await connect();
  const reader = await connect();
  await leaver.query('begin');
  await leaver.query('insert into things values (3)');
  const read = reader.query('select count(*)::int as n from things where n = 3');
  leaver.connection.stream.destroy();
  expect((await read).rows[0]).toEqual({ n: 0 });
  expect((await reader.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
});

test('Terminate ends only that connection', async () => {
  const leaving = await connect();
  const staying = await connect();
  await leaving.end();
  expect((await staying.query('select 2 as two')).rows[0]).toEqual({ two: 2 });
});

test('the session keeps its larger sort memory for every connection', async () => {
  const client = await connect();
  expect((await client.query('show work_mem')).rows[0]).toEqual({ work_mem: '32MB' });
});

test("the server's own work (VACUUM) waits for an open transaction, then runs on the session", async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { serveWireProtocol } = await import('../src/db/embedded/wire-server.js');
  const db = new PGlite('memory://');
  const server = await serveWireProtocol(db);
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${server.port}/postgres` });
  await client.connect();
  try {
    await client.query('create table t (n int)');
    await client.query('begin');
    await client.query('insert into t values (1)');
    const vacuum = server.run(async () => {
      await db.exec('vacuum (analyze) t');
    });
    expect(await settledWithin(vacuum, 200)).toBe(false);
    await client.query('commit');
    await vacuum;
    expect((await client.query('select count(*)::int as n from t')).rows[0]).toEqual({ n: 1 });
  } finally {
    await client.end();
    await server.close();
    await db.close();
  }
}, 60_000);
