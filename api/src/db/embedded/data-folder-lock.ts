/**
 * One process per embedded data folder. PostgreSQL refuses a second server on a data directory
 * (postmaster.pid); PGlite takes no such lock, and two processes writing to one folder corrupt it.
 * So before PGlite opens a folder, the opening process writes `<folder>.lock` (beside the folder,
 * so moving the folder aside or restoring it keeps the lock) holding its process id, its command
 * and its database child's id. A second process stops at once with a message naming the holder;
 * a lock whose processes are all gone (kill -9, a crash) is taken over.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Holder {
  pid: number;
  command: string;
  startedAt: string;
  /** Processes that keep the folder open on the holder's behalf (its database child). */
  processes: number[];
}

export interface DataFolderLock {
  file: string;
  /** Adds a process (the database child) that keeps the folder open: the lock lives while it does. */
  share(pid: number): void;
  release(): void;
}

export class DataFolderInUseError extends Error {
  constructor(
    dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}), running since ${holder.startedAt}. ` +
        `Two processes writing to one data folder corrupt it, so this one stops. Stop process ${holder.pid} first (Ctrl-C in its terminal, or kill ${holder.pid}), ` +
        'or give this one another folder with DATA_DIR.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** How long a process waits for a stopped holder's database child to finish closing the folder. */
const CHILD_CLOSE_WAIT_MS = 60_000;
/** A lock file caught between its creation and its content is young: give its writer this long. */
const UNWRITTEN_GRACE_MS = 5_000;

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** A process that has exited but whose parent has not collected it (Linux): as good as gone. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  return !isZombie(pid);
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  try {
    const text = readFileSync(file, 'utf8');
    try {
      const holder = JSON.parse(text) as Holder;
      return { text, holder: Number.isInteger(holder.pid) ? holder : null };
    } catch {
      return { text, holder: null };
    }
  } catch {
    return null; // gone meanwhile
  }
}

const thisCommand = () =>
  [path.basename(process.argv0), ...process.argv.slice(1).map((arg) => path.relative(process.cwd(), arg) || arg)].join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const file = lockFileOf(dataDir);
  const holder: Holder = { pid: process.pid, command: thisCommand(), startedAt: new Date().toISOString(), processes: [] };
  const write = (flag: 'wx' | 'w') => writeFileSync(file, JSON.stringify(holder), { flag });
  const deadline = Date.now() + CHILD_CLOSE_WAIT_MS;
  let announced = false;
  for (;;) {
    try {
      write('wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(file);
    if (!found) continue;
    const other = found.holder;
    if (!other) {
      const young = Date.now() - statSync(file, { throwIfNoEntry: false })!.mtimeMs < UNWRITTEN_GRACE_MS;
      if (young) {
        await sleep(200);
        continue;
      }
    } else if (isAlive(other.pid)) {
      throw new DataFolderInUseError(dataDir, other);
    } else if (other.processes.some(isAlive) && Date.now() < deadline) {
      // its holder was killed; its database child is still checkpointing and closing the folder
      if (!announced)
        console.error(
          `[embedded database] waiting for process ${other.processes.join(', ')} (the database of stopped process ${other.pid}) to close ${dataDir}`,
        );
      announced = true;
      await sleep(200);
      continue;
    } else if (other.processes.some(isAlive)) {
      throw new DataFolderInUseError(dataDir, {
        ...other,
        pid: other.processes.find(isAlive)!,
        command: `the database process of stopped process ${other.pid}`,
      });
    }
    // a stale lock: take it over, unless another process did so since it was read
    if (readHolder(file)?.text === found.text) rmSync(file, { force: true });
  }
  const release = () => {
    if (readHolder(file)?.holder?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  // process.exit() after a fatal error still frees the folder; kill -9 leaves a stale lock
  process.on('exit', release);
  return {
    file,
    share(pid) {
      holder.processes.push(pid);
      write('w');
    },
    release,
  };
}
