/**
 * Child process of the API holding the embedded database: PGLITE_DATA_DIR (empty: in memory).
 * Tells the parent its port over IPC, writes dumps when asked, and checkpoints and closes PGlite
 * when the parent asks or leaves. Ctrl-C reaches the whole process group, but only the parent
 * decides when the database closes: it first lets its in-flight requests finish.
 */
import { servePglite } from './embedded-database.js';

type Request = 'close' | { dump: string };

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => undefined);

try {
  const database = await servePglite(process.env.PGLITE_DATA_DIR || null);
  process.send?.({ port: database.port });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[embedded database] closing failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('message', (message: Request) => {
    if (message === 'close') shutdown();
    else if (typeof message === 'object' && message.dump) {
      database.dump(message.dump).then(
        () => process.send?.({ dumped: message.dump }),
        (error: unknown) => process.send?.({ dumpError: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  // the parent was killed: close cleanly all the same
  process.on('disconnect', shutdown);
} catch (error) {
  // exit once the parent has the message: it then decides whether the folder is damaged
  process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}
