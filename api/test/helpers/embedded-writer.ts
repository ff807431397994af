/**
 * A process that opens the embedded database exactly as the API does (openDatabase: the folder's
 * lock, the database child process, the migrations) and answers writes over HTTP, each answered
 * 200 only after its commit. The fault tests kill it, or its database child, with SIGKILL.
 *   DATA_DIR=<folder> node --conditions=source --import ./ts-loader.mjs embedded-writer.ts
 * Prints one line `{"port":…}` when it serves.
 */
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/db/client.js';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
const { db } = database;
await db.execute(sql`create table if not exists fault_writes (id integer primary key, payload text not null)`);

const server = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const write = /^\/writes\/(\d+)$/.exec(request.url ?? '');
  const work = request.method === 'PUT' && write
    // a transaction of two statements, as the API's writes are (row + history)
    ? db.transaction(async (tx) => {
      await tx.execute(sql`insert into fault_writes (id, payload) values (${Number(write[1])}, ${'x'.repeat(200)})`);
      await tx.execute(sql`update fault_writes set payload = payload || '.' where id = ${Number(write[1])}`);
    }).then(() => answer(200, { id: Number(write[1]) }))
    : request.url === '/writes'
      ? queryRows(db, sql`select id from fault_writes order by id`).then((rows) => answer(200, rows.map((row) => row.id)))
      : Promise.resolve(answer(404, {}));
  work.catch((error: unknown) => answer(500, { error: String(error) }));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
