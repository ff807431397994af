// The embedded database survives faults: rounds of SIGKILL of the API process, of its database
// child, or of both, during concurrent writes; after each restart every acknowledged write is
// there and the API answers. And a second process on the same folder is refused.
// The "API" is test/helpers/embedded-writer.ts, a process opening the database as the API does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killWriters, lockHolder, spawnWriter, storedIds } from './helpers/embedded-writer-process.js';

// the embedded database only: the PostgreSQL pass of `npm test` (DATABASE_URL) skips these minutes
const embeddedOnly = process.env.DATABASE_URL ? test.skip : test;
/** Which process each round kills: the API, its database child, both at once. */
const KILLS = ['api', 'database', 'both'] as const;
const ROUNDS = 9;
const CONCURRENT_WRITERS = 4;

let root: string;
let dataDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-faults-'));
  dataDir = path.join(root, 'api-data');
});
afterAll(() => {
  killWriters();
  rmSync(root, { recursive: true, force: true });
});

embeddedOnly(
  'SIGKILL during concurrent writes never loses an acknowledged write, and each restart answers',
  async () => {
    const acknowledged = new Set<number>();
    let nextId = 1;
    const figures: { round: number; killed: string; acknowledged: number; found: number }[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const writer = await spawnWriter(dataDir).ready;
      const found = await storedIds(writer);
      const missing = [...acknowledged].filter((id) => !found.has(id));
      if (round > 0)
        figures.push({
          round,
          killed: KILLS[(round - 1) % KILLS.length]!,
          acknowledged: acknowledged.size,
          found: [...acknowledged].filter((id) => found.has(id)).length,
        });
      expect(missing).toEqual([]);
      if (round === ROUNDS) {
        writer.process.kill('SIGTERM');
        expect(await writer.exited).toBe(0);
        break;
      }
      const holder = lockHolder(dataDir);
      expect(holder.pid).toBe(writer.process.pid);
      const databasePid = holder.processes[0]!;
      let stop = false;
      const loops = Array.from({ length: CONCURRENT_WRITERS }, async () => {
        while (!stop) {
          const id = nextId++;
          try {
            const response = await fetch(`http://127.0.0.1:${writer.port}/writes/${id}`, { method: 'PUT' });
            if (response.status === 200) acknowledged.add(id);
          } catch {
            return; // the process is gone
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
      const kill = KILLS[round % KILLS.length]!;
      if (kill !== 'database') writer.process.kill('SIGKILL');
      if (kill !== 'api') process.kill(databasePid, 'SIGKILL');
      stop = true;
      await Promise.all(loops);
      await writer.exited;
      if (kill === 'both') {
        // the lock stays behind, naming dead processes: the next start takes it over
        expect(lockHolder(dataDir)).toMatchObject({ pid: holder.pid });
      }
    }
    console.log(`fault injection: ${JSON.stringify({ rounds: ROUNDS, writesAcknowledged: acknowledged.size, figures })}`);
    expect(figures.at(-1)).toEqual(expect.objectContaining({ acknowledged: acknowledged.size, found: acknowledged.size }));
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 10);
  },
  360_000,
);

embeddedOnly(
  "a second process on the same data folder stops at once, naming the holder's process id and command",
  async () => {
    const first = await spawnWriter(dataDir).ready;
    try {
      const second = spawnWriter(dataDir);
      second.ready.catch(() => undefined);
      const code = await new Promise<number | null>((resolve) => second.process.once('exit', resolve));
      expect(code).not.toBe(0);
      const stderr = await second.ready.then(
        () => '',
        (error: Error) => error.message,
      );
      expect(stderr).toContain(`in use by process ${first.process.pid} (node test/helpers/embedded-writer.ts)`);
      // and the first one goes on serving
      expect((await storedIds(first)).size).toBeGreaterThan(0);
    } finally {
      first.process.kill('SIGTERM');
      await first.exited;
    }
  },
  120_000,
);
