/**
 * The API's clean stop on SIGINT (Ctrl-C) and SIGTERM: stop taking requests and let those in
 * flight finish, within a bound; then close the database (the embedded one checkpoints first, so
 * the next start has no log to replay); then exit. A second signal while stopping changes nothing:
 * killing the database mid-close is what corrupts an embedded data folder.
 */
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish before their connections are cut. */
export const IN_FLIGHT_GRACE_MS = 10_000;

interface Closable {
  close(): Promise<void>;
}

async function closeHttp(app: FastifyInstance, graceMs: number) {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** On SIGINT/SIGTERM: closes the HTTP server (in-flight requests get `graceMs`), then `closables` in order (the database last), then exits. */
export function stopCleanlyOnSignals(app: FastifyInstance, closables: Closable[], graceMs = IN_FLIGHT_GRACE_MS) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.info({ signal }, 'already stopping: waiting for the database to close');
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    let code = 0;
    for (const close of [() => closeHttp(app, graceMs), ...closables.map((closable) => () => closable.close())]) {
      try {
        await close();
      } catch (error) {
        code = 1;
        app.log.error({ err: error }, 'a part of the API failed to close');
      }
    }
    app.log.info('stopped');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received));
}
