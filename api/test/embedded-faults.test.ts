// The embedded database survives faults: rounds of SIGKILL of the API process, of its database
// child, or of both, during concurrent writes; after each restart every acknowledged write is
// there and the API answers. And a second process on the same folder is refused.
// The "API" is test/helpers/embedded-writer.ts, a process opening the database as the API does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const loader = fileURLToPath(new URL('./helpers/ts-loader.mjs', import.meta.url));
const writerScript = fileURLToPath(new URL('./helpers/embedded-writer.ts', import.meta.url));
/** Which process each round kills: the API, its database child, both at once. */
const KILLS = ['api', 'database', 'both'] as const;
const ROUNDS = 9;
const CONCURRENT_WRITERS = 4;

interface Writer {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  stderr: () => string;
}

let root: string;
let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-faults-'));
  dataDir = path.join(root, 'api-data');
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function spawnWriter(): { process: ChildProcess; ready: Promise<Writer> } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', loader, writerScript], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => { running.delete(child); resolve(code); }));
  const ready = new Promise<Writer>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^\{"port":(\d+)\}$/m.exec(stdout);
      if (line) resolve({ process: child, port: Number(line[1]), exited, stderr: () => stderr });
    });
    void exited.then((code) => reject(new Error(`the writer exited (code ${code}) before serving:\n${stderr}`)));
  });
  return { process: child, ready };
}

const lockHolder = () => JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number; command: string; processes: number[] };

async function storedIds(writer: Writer): Promise<Set<number>> {
  const response = await fetch(`http://127.0.0.1:${writer.port}/writes`);
  expect(response.status).toBe(200);
  return new Set(await response.json() as number[]);
}

test('SIGKILL during concurrent writes never loses an acknowledged write, and each restart answers', async () => {
  const acknowledged = new Set<number>();
  let nextId = 1;
  const figures: { round: number; killed: string; acknowledged: number; found: number }[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const writer = await spawnWriter().ready;
    const found = await storedIds(writer);
    const missing = [...acknowledged].filter((id) => !found.has(id));
    if (round > 0) figures.push({ round, killed: KILLS[(round - 1) % KILLS.length]!, acknowledged: acknowledged.size, found: [...acknowledged].filter((id) => found.has(id)).length });
    expect(missing).toEqual([]);
    if (round === ROUNDS) {
      writer.process.kill('SIGTERM');
      expect(await writer.exited).toBe(0);
      break;
    }
    const holder = lockHolder();
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
      expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: holder.pid });
    }
  }
  console.log(`fault injection: ${JSON.stringify({ rounds: ROUNDS, writesAcknowledged: acknowledged.size, figures })}`);
  expect(figures.at(-1)).toEqual(expect.objectContaining({ acknowledged: acknowledged.size, found: acknowledged.size }));
  expect(acknowledged.size).toBeGreaterThan(ROUNDS * 10);
}, 240_000);

test('a second process on the same data folder stops at once, naming the holder\'s process id and command', async () => {
  const first = await spawnWriter().ready;
  try {
    const second = spawnWriter();
    second.ready.catch(() => undefined);
    const code = await new Promise<number | null>((resolve) => second.process.once('exit', resolve));
    expect(code).not.toBe(0);
    const stderr = await second.ready.then(() => '', (error: Error) => error.message);
    expect(stderr).toContain(`in use by process ${first.process.pid} (node test/helpers/embedded-writer.ts)`);
    // and the first one goes on serving
    expect((await storedIds(first)).size).toBeGreaterThan(0);
  } finally {
    first.process.kill('SIGTERM');
    await first.exited;
  }
}, 120_000);
