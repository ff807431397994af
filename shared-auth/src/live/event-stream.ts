/**
 * The tab's one reader of GET /events (docs/adr/0340-live-events.md): fetch-based, since
 * EventSource cannot send the bearer token. It reconnects by itself (the server's retry hint,
 * growing up to MAX_RETRY_MS), resumes with Last-Event-ID, renews the token once on a 401, and
 * says whether it is live; `reset` means events were missed (refetch what is open).
 */
import { backoffMs } from '@ottilia/shared-contracts/retry';
import type { ResponseBody } from '@ottilia/shared-contracts/wire';

/** A committed write, as the API sends it. */
export interface ChangeEvent {
  resource: string;
  /** The record's id; a project's part is `<project uuid>/<part id>` and names `project`. */
  id: string;
  type: 'created' | 'updated' | 'deleted';
  version: number | null;
  by: string | null;
  byName: string | null;
  at: string;
  project?: string;
}

/** Who has a record open in its edit form (each with since when), as the API sends it on every change. */
export interface PresenceEvent {
  resource: string;
  id: string;
  editors: ResponseBody<'/presence/{resource}/{id}/{lease}', 'put'>['editors'];
}

export type StreamStatus = 'connecting' | 'live' | 'paused';

export interface EventStreamOptions {
  baseUrl: string;
  getToken(): Promise<string>;
  renewToken(): Promise<string>;
  onChange(event: ChangeEvent): void;
  /** Events may have been missed (a resume the server could not serve, or a reconnect). */
  onReset(): void;
  onStatus(status: StreamStatus): void;
  onPresence?(event: PresenceEvent): void;
  fetch?: typeof fetch;
}

const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 30_000;

export function startEventStream({
  baseUrl,
  getToken,
  renewToken,
  onChange,
  onReset,
  onStatus,
  onPresence,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: EventStreamOptions): () => void {
  const abort = new AbortController();
  let lastId: string | null = null;
  let retryMs = FIRST_RETRY_MS;
  let failures = 0;
  let everLive = false;

  const open = async (token: string) =>
    fetchImpl(`${baseUrl.replace(/\/+$/, '')}/events`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
      signal: abort.signal,
      cache: 'no-store',
    });

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon === 0) continue;
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') lastId = text;
          else if (field === 'event') name = text;
          else if (field === 'data') data += text;
          else if (field === 'retry' && /^\d+$/.test(text)) retryMs = Number(text);
        }
        if (name === 'change' && data) onChange(JSON.parse(data) as ChangeEvent);
        else if (name === 'reset') onReset();
        else if (name === 'presence' && data) onPresence?.(JSON.parse(data) as PresenceEvent);
      }
    }
  };

  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        let response = await open(await getToken());
        if (response.status === 401) response = await open(await renewToken());
        if (response.ok && response.body) {
          const resumed = failures > 0 || everLive;
          failures = 0;
          everLive = true;
          onStatus('live');
          // back after a gap the server could not replay for us: what is open is refetched
          if (resumed && !lastId) onReset();
          await read(response.body);
        } else if (response.status === 429 || response.status === 503) {
          const after = Number(response.headers.get('retry-after'));
          if (after > 0) retryMs = Math.min(after * 1_000, MAX_RETRY_MS);
        }
      } catch {
        // offline, refused by a proxy, the API restarting: try again below
      }
      if (abort.signal.aborted) return;
      failures++;
      // one quick reconnect (a restarting instance, a dropped slow stream) is not worth a word
      if (failures > 1 || !everLive) onStatus('paused');
      // the portal's one backoff (jittered), so the tabs an API restart dropped do not return together
      const wait = Math.min(backoffMs(failures, retryMs), MAX_RETRY_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  onStatus('connecting');
  void run();
  return () => abort.abort();
}
