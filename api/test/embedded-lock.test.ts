// One process per embedded data folder (src/db/embedded/data-folder-lock.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataFolderInUseError, lockDataFolder, lockFileOf } from '../src/db/embedded/data-folder-lock.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ottilia-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

test("a second lock on a folder in use is refused with the holder's process id and command", async () => {
  const dataDir = path.join(root, 'data');
  const lock = await lockDataFolder(dataDir);
  const refusal = await lockDataFolder(dataDir).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DataFolderInUseError);
  expect((refusal as Error).message).toContain(`in use by process ${process.pid} (`);
  expect((refusal as DataFolderInUseError).holder.command).toContain(path.basename(process.argv0));
  lock.release();
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
  (await lockDataFolder(dataDir)).release();
});

test('a lock left by processes that are gone is taken over', async () => {
  const dataDir = path.join(root, 'data');
  const gone = deadPid();
  writeFileSync(
    lockFileOf(dataDir),
    JSON.stringify({ pid: gone, command: 'node dist/server.js', startedAt: '2026-01-01T00:00:00.000Z', processes: [deadPid()] }),
  );
  const lock = await lockDataFolder(dataDir);
  expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, processes: [] });
  lock.share(4242);
  expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid, processes: [4242] });
  lock.release();
});

test("while a stopped holder's database child still closes the folder, a new process waits for it", async () => {
  const dataDir = path.join(root, 'data');
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1500)']);
  writeFileSync(
    lockFileOf(dataDir),
    JSON.stringify({ pid: deadPid(), command: 'node dist/server.js', startedAt: '2026-01-01T00:00:00.000Z', processes: [child.pid] }),
  );
  const started = Date.now();
  const lock = await lockDataFolder(dataDir);
  expect(child.exitCode ?? child.signalCode).not.toBeNull();
  expect(Date.now() - started).toBeGreaterThan(1000);
  lock.release();
});
