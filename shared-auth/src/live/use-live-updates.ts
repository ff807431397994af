/**
 * Live lists and records for the whole tab, started once by the host after sign-in: an event
 * revalidates the open reads it makes stale (SWR mutate by key, so pages keep their scroll,
 * selection and filters), coalesced to at most one refetch per second; a record being edited
 * (the page is dirty) is left as it is and the change is noted for the draft editor instead;
 * after a gap (reset, resume) everything open is refetched. docs/adr/0340-live-events.md.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AuthContext } from '../msal/auth-context.js';
import { getStageConfig } from '../stage/get-stage-config.js';
import { noteChangedElsewhere } from './changed-elsewhere.js';
import { startEventStream, type ChangeEvent, type StreamStatus } from './event-stream.js';
import { pathOfKey, presencePathOf, staleBy, underAny } from './live-keys.js';
import { clearPresence, notePresence } from './presence.js';

/** At most one refetch per list per second. */
export const COALESCE_MS = 1_000;

export interface LiveUpdatesOptions {
  /** The page has unsaved edits: its record is not replaced under them. */
  dirty: boolean;
  /** The signed-in user's id: their own writes are no news to their record page. */
  me: string | undefined;
  baseUrl?: string;
}

export function useLiveUpdates({ dirty, me, baseUrl }: LiveUpdatesOptions): StreamStatus {
  const auth = useContext(AuthContext);
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const state = useRef({ dirty, me });
  useEffect(() => {
    state.current = { dirty, me };
  }, [dirty, me]);
  const { getAccessToken, renewAccessToken } = auth ?? {};

  useEffect(() => {
    // a browser that cannot read a response as a stream keeps today's behaviour (so do jsdom's tests)
    if (!getAccessToken || !renewAccessToken || typeof ReadableStream === 'undefined' || typeof fetch !== 'function') return;
    const prefixes = new Set<string>();
    const records = new Map<string, ChangeEvent>();
    let everything = false;
    let lastFlush = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = () => {
      timer = null;
      lastFlush = Date.now();
      const all = everything;
      const lists = [...prefixes];
      const changed = new Map(records);
      everything = false;
      prefixes.clear();
      records.clear();
      const { dirty: editing, me: self } = state.current;
      void mutate((key) => {
        const read = pathOfKey(key);
        if (!read) return false;
        if (read.record) {
          const event = changed.get(read.path);
          if (!event) return all && !editing;
          // a draft keeps its base: the editor says who changed the record and offers the newer version
          if (editing && event.by !== self)
            noteChangedElsewhere({
              path: read.path,
              resource: event.resource,
              byName: event.byName,
              at: Date.now(),
              version: event.version,
            });
          return !editing;
        }
        return all || underAny(read.path, lists);
      });
    };
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, lastFlush + COALESCE_MS - Date.now()));
    };

    const stop = startEventStream({
      baseUrl: baseUrl ?? getStageConfig().apiBaseUrl,
      getToken: getAccessToken,
      renewToken: renewAccessToken,
      onChange(event) {
        const stale = staleBy(event);
        for (const prefix of stale.prefixes) prefixes.add(prefix);
        if (stale.record) records.set(stale.record, event);
        schedule();
      },
      onReset() {
        everything = true;
        schedule();
      },
      onPresence(event) {
        const path = presencePathOf(event.resource, event.id);
        if (path) notePresence(path, event.editors);
      },
      onStatus(next) {
        // a (re)connected stream says afresh who is where; a paused one cannot say who left
        if (next !== 'connecting') clearPresence();
        setStatus(next);
      },
    });
    return () => {
      stop();
      clearPresence();
      if (timer) clearTimeout(timer);
    };
  }, [getAccessToken, renewAccessToken, mutate, baseUrl]);

  return status;
}
