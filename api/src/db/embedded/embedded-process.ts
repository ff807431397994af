/**
 * Child process of the API holding the embedded database: PGLITE_DATA_DIR (empty: in memory).
 * Tells the parent its port over IPC; closes PGlite cleanly when the parent asks, leaves, or a
 * signal arrives (Ctrl-C reaches both processes).
 */
import { servePglite } from './embedded-database.js';

try {
  const database = await servePglite(process.env.PGLITE_DATA_DIR || null);
  process.send?.({ port: database.port });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void database.close().finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'close') shutdown();
  });
  process.on('disconnect', shutdown);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
