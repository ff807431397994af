/**
 * A process that opens the embedded database exactly as the API does (openDatabase: the folder's
 * lock, the database child process, the migrations), answers writes over HTTP (each answered 200
 * only after its commit) and stops as the API does (src/shutdown.ts). The fault tests kill it, or
 * its database child, with SIGKILL, and stop it with signals.
 *   DATA_DIR=<folder> [GRACE_MS=…] node --conditions=source --import ./ts-loader.mjs embedded-writer.ts
 * Prints one line `{"port":…}` when it serves.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, queryRows } from '../../src/db/client.js';
import { stopCleanlyOnSignals } from '../../src/shutdown.js';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
const { db } = database;
await db.execute(sql`create table if not exists fault_writes (id integer primary key, payload text not null)`);

/** A transaction of two statements, as the API's writes are (row + history). */
const write = (id: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`insert into fault_writes (id, payload) values (${id}, ${'x'.repeat(200)})`);
    await tx.execute(sql`update fault_writes set payload = payload || '.' where id = ${id}`);
  });

const app = Fastify();
app.put<{ Params: { id: string } }>('/writes/:id', async (request) => {
  await write(Number(request.params.id));
  return { id: Number(request.params.id) };
});
// a request still in flight when the stop signal comes
app.put<{ Params: { id: string }; Querystring: { ms: string } }>('/slow-writes/:id', async (request) => {
  await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms)));
  await write(Number(request.params.id));
  return { id: Number(request.params.id) };
});
app.get('/writes', async () => (await queryRows(db, sql`select id from fault_writes order by id`)).map((row) => row.id));

stopCleanlyOnSignals(app, [database], Number(process.env.GRACE_MS ?? 10_000));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
