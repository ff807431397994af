/**
 * PGlite behind the PostgreSQL wire protocol on a local TCP port, so the API reaches the embedded
 * database through the same `pg` driver as PostgreSQL, and PGlite's work runs in another process.
 *
 * PGlite is one backend session. Clients' messages are run in batches that end with Sync or a
 * simple Query (an extended-protocol sequence never interleaves with another client's), one batch
 * at a time; while a client's transaction is open only that client's batches run, and a client
 * that disconnects inside one has it rolled back. Terminate closes only that client's socket.
 */
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** Message types after which the client waits for the server: a batch ends there. */
const BATCH_END = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0), 'H'.charCodeAt(0)]);
const TERMINATE = 'X'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const NOTIFICATION = 'A'.charCodeAt(0);
/** `LISTEN name` / `UNLISTEN name` as a simple query (how `pg` sends them). */
const LISTEN_QUERY = /^\s*(UN)?LISTEN\s+"?([A-Za-z_][\w$]*)"?\s*;?\s*$/i;

/** A client's messages, or work of the server's own (run between transactions, never inside one). */
type Batch = { client: Client; message: Uint8Array } | { client: null; task: () => Promise<void> };

class Client {
  private pending: Buffer = Buffer.alloc(0);
  private batch: Buffer[] = [];
  private started = false;
  closed = false;
  /** The channels this client listens on: PGlite is one session, so its notifications are routed here. */
  readonly channels = new Set<string>();

  constructor(
    readonly socket: Socket,
    private readonly submit: (batch: Batch) => void,
    private readonly gone: (client: Client) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.receive(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.closed = true;
      this.gone(this);
    });
  }

  private receive(data: Buffer) {
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : Buffer.from(data);
    for (;;) {
      if (!this.started) {
        // start-up phase: length-prefixed messages without a type byte
        if (this.pending.length < 8) return;
        const length = this.pending.readInt32BE(0);
        const code = this.pending.readInt32BE(4);
        if (this.pending.length < length) return;
        const message = this.pending.subarray(0, length);
        this.pending = this.pending.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          this.socket.write('N'); // no encryption on a local socket
        } else if (code === CANCEL_REQUEST) {
          this.socket.end(); // one backend, nothing to cancel
          return;
        } else if (code === PROTOCOL_3) {
          this.started = true;
          this.submit({ client: this, message: new Uint8Array(message) });
        } else {
          this.socket.destroy();
          return;
        }
        continue;
      }
      if (this.pending.length < 5) return;
      const length = 1 + this.pending.readInt32BE(1);
      if (this.pending.length < length) return;
      const type = this.pending[0]!;
      const message = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      if (type === TERMINATE) {
        this.socket.end();
        return;
      }
      if (type === QUERY) this.noteListen(message);
      this.batch.push(Buffer.from(message));
      if (BATCH_END.has(type)) {
        this.submit({ client: this, message: new Uint8Array(Buffer.concat(this.batch)) });
        this.batch = [];
      }
    }
  }

  private noteListen(message: Buffer) {
    const match = LISTEN_QUERY.exec(message.subarray(5, message.length - 1).toString('utf8'));
    if (!match) return;
    const channel = match[2]!.toLowerCase();
    if (match[1]) this.channels.delete(channel);
    else this.channels.add(channel);
  }
}

/**
 * Splits a batch's output into what goes to the client that sent it and the NotificationResponse
 * messages, which go to the clients listening on their channel, as from a server of many sessions.
 * Messages are only scanned (their length jumps to the next), not copied, unless a header is cut
 * between two chunks.
 */
export class NotificationRouter {
  private skip = 0;
  private capture: Buffer[] | null = null;
  private captureLeft = 0;
  private head: Buffer | null = null;

  constructor(
    private readonly pass: (bytes: Uint8Array) => void,
    private readonly notify: (message: Buffer) => void,
  ) {}

  push(chunk: Uint8Array) {
    let data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.head) {
      data = Buffer.concat([this.head, data]);
      this.head = null;
    }
    let run = 0;
    let i = 0;
    while (i < data.length) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, data.length - i);
        i += n;
        this.skip -= n;
      } else if (this.capture) {
        const n = Math.min(this.captureLeft, data.length - i);
        this.capture.push(Buffer.from(data.subarray(i, i + n)));
        i += n;
        this.captureLeft -= n;
        if (this.captureLeft === 0) {
          this.notify(Buffer.concat(this.capture));
          this.capture = null;
          run = i;
        }
      } else if (data.length - i < 5) {
        if (i > run) this.pass(data.subarray(run, i));
        this.head = Buffer.from(data.subarray(i));
        return;
      } else {
        const length = 1 + data.readInt32BE(i + 1);
        if (data[i] === NOTIFICATION) {
          if (i > run) this.pass(data.subarray(run, i));
          this.capture = [];
          this.captureLeft = length;
        } else {
          this.skip = length;
        }
      }
    }
    if (!this.capture && data.length > run) this.pass(data.subarray(run));
  }
}

/** A NotificationResponse's channel (after its type, length and process id). */
function channelOf(message: Buffer): string {
  const end = message.indexOf(0, 9);
  return message.subarray(9, end < 0 ? message.length : end).toString('utf8');
}

export interface WireServer {
  port: number;
  /** Runs `task` on the session when no client's transaction is open (e.g. VACUUM). */
  run(task: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function serveWireProtocol(
  db: PGlite,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<WireServer> {
  // the raw protocol calls do not wait for PGlite to finish starting
  await db.waitReady;
  const queue: Batch[] = [];
  /** The client whose transaction is open: only its batches may run. */
  let owner: Client | null = null;
  let running = false;
  const clients = new Set<Client>();

  const next = () => {
    const index = owner ? queue.findIndex((batch) => batch.client === owner) : 0;
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };

  const drain = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        if (owner?.closed) {
          // a client that left inside its transaction must not hold the one session
          owner = null;
          await db.exec('rollback').catch(() => undefined);
        }
        const batch = next();
        if (!batch) break;
        if (!batch.client) {
          await batch.task();
          continue;
        }
        const { client, message } = batch;
        if (client.closed) continue;
        const pass = (chunk: Uint8Array) => {
          if (!client.closed) client.socket.write(chunk);
        };
        // while nobody listens there is nothing to route, and the output goes through untouched
        const router = [...clients].some((other) => other.channels.size > 0) ? new NotificationRouter(pass, notify) : null;
        try {
          await db.execProtocolRawStream(message, { onRawData: router ? (chunk) => router.push(chunk) : pass });
        } catch (error) {
          client.socket.destroy(error instanceof Error ? error : new Error(String(error)));
        }
        owner = db.isInTransaction() ? client : null;
      }
    } finally {
      running = false;
    }
  };

  const notify = (message: Buffer) => {
    const channel = channelOf(message);
    for (const listener of clients) if (!listener.closed && listener.channels.has(channel)) listener.socket.write(message);
  };

  const submit = (batch: Batch) => {
    queue.push(batch);
    void drain();
  };

  const gone = (client: Client) => {
    clients.delete(client);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.client === client) queue.splice(i, 1);
    if (owner === client) void drain();
  };

  const server = createServer((socket) => clients.add(new Client(socket, submit, gone)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    run: (task) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ client: null, task: () => task().then(resolve, reject) });
        void drain();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
