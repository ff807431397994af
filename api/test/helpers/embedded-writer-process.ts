/** Starts test/helpers/embedded-writer.ts as a process of its own (see there). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const loader = fileURLToPath(new URL('./ts-loader.mjs', import.meta.url));
const writerScript = fileURLToPath(new URL('./embedded-writer.ts', import.meta.url));

export interface Writer {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  stderr: () => string;
}

const running = new Set<ChildProcess>();
/** For afterAll: no process outlives its test file. */
export function killWriters() {
  for (const child of running) child.kill('SIGKILL');
}

/** `detached`: in a process group of its own, as `npm start`'s processes are in a terminal's (Ctrl-C reaches the group). */
export function spawnWriter(
  dataDir: string,
  { env = {}, detached = false }: { env?: Record<string, string>; detached?: boolean } = {},
): { process: ChildProcess; ready: Promise<Writer> } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', loader, writerScript], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
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

export const lockHolder = (dataDir: string) =>
  JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number; command: string; processes: number[] };

export async function storedIds(writer: Writer): Promise<Set<number>> {
  const response = await fetch(`http://127.0.0.1:${writer.port}/writes`);
  if (response.status !== 200) throw new Error(`GET /writes answered ${response.status}`);
  return new Set((await response.json()) as number[]);
}
