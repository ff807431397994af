// Clean stops (src/shutdown.ts, src/db/embedded/embedded-process.ts): on Ctrl-C (SIGINT to the
// whole process group) or SIGTERM, requests in flight finish (within a bound), then the database
// is checkpointed and closed before the process exits: the folder is left shut down, unlocked.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killWriters, spawnWriter, storedIds } from './helpers/embedded-writer-process.js';

// the embedded database only: the PostgreSQL pass of `npm test` (DATABASE_URL) skips these minutes
const embeddedOnly = process.env.DATABASE_URL ? test.skip : test;
let root: string;
let dataDir: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-stop-'));
  dataDir = path.join(root, 'api-data');
});
afterAll(() => {
  killWriters();
  rmSync(root, { recursive: true, force: true });
});

/** pg_control's DBState (after the system id and two versions): 1 = shut down, 6 = in production (a crash). */
const controlState = () => readFileSync(path.join(dataDir, 'global', 'pg_control')).readUInt32LE(16);
const DB_SHUTDOWNED = 1;

embeddedOnly(
  'Ctrl-C lets a request in flight finish its write, then closes the database cleanly',
  async () => {
    const writer = await spawnWriter(dataDir, { detached: true }).ready;
    const inFlight = fetch(`http://127.0.0.1:${writer.port}/slow-writes/7?ms=1500`, { method: 'PUT' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-writer.process.pid!, 'SIGINT'); // the terminal's Ctrl-C: every process of the group
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await writer.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(controlState()).toBe(DB_SHUTDOWNED);
    // and the write is there on the next start
    const again = await spawnWriter(dataDir).ready;
    expect(await storedIds(again)).toEqual(new Set([7]));
    again.process.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(controlState()).toBe(DB_SHUTDOWNED);
  },
  120_000,
);

embeddedOnly(
  'a request still running after the bound has its connection cut, and the stop goes on',
  async () => {
    const writer = await spawnWriter(dataDir, { env: { GRACE_MS: '500' } }).ready;
    const inFlight = fetch(`http://127.0.0.1:${writer.port}/slow-writes/8?ms=20000`, { method: 'PUT' }).then(
      (r) => r.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = Date.now();
    writer.process.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    expect(await writer.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(15_000);
    expect(controlState()).toBe(DB_SHUTDOWNED);
  },
  120_000,
);
