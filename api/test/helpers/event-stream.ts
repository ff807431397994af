/** Reads GET /events as a browser's fetch-based reader does, collecting what it receives. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  body: string;
  events: ReceivedEvent[];
  /** The last `id:` seen, as a browser keeps it for Last-Event-ID. */
  lastId(): string | null;
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Whether the server ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string, lastEventId?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  let last: string | null = null;
  const waiters = new Set<() => void>();
  if (!response.ok) {
    return {
      status: response.status,
      body: await response.text(),
      events,
      lastId: () => null,
      waitFor: () => Promise.reject(new Error('no stream')),
      ended: async () => undefined,
      close: () => undefined,
    };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (id !== null) last = id;
          if (data) events.push({ id, event, data: JSON.parse(data) as Record<string, unknown> });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    body: '',
    events,
    lastId: () => last,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended: () => done,
    close: () => abort.abort(),
  };
}
