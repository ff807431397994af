/**
 * An export of what a list's filters select: Export asks the API for the row count and a short-lived
 * link, Download hands the link to the browser's own download (no Blob, so memory stays flat). A
 * repeat after a lost answer keeps its Idempotency-Key; a link made or a cancel ends the action.
 */
import { type ActionKey, type ApiClient, errorDialog, useActionKeys, useApiClient } from '@ottilia/shared-auth';
import { useShell } from '@ottilia/shared-ui';
import type { ExportStep } from '@ottilia/shared-ui/admin';
import { useEffect, useRef, useState } from 'react';
import { startDownload, type ExportLink } from '../data/export';

/** A link this close to its expiry is asked for again before Download (a minute's lifetime). */
const RENEW_BEFORE_MS = 10_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** `what`: what the link is of (format and query): a changed selection is another action. */
export function useExport(makeLink: (client: ApiClient, signal: AbortSignal, key: ActionKey) => Promise<ExportLink>, what: unknown = null) {
  const client = useApiClient();
  const keys = useActionKeys();
  const { confirm } = useShell();
  const [state, setState] = useState<ExportStep>({ step: 'idle' });
  const link = useRef<ExportLink | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** A fresh link, or null when cancelled or refused (the refusal shown). */
  const ask = async (): Promise<ExportLink | null> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'counting' });
    try {
      const made = await makeLink(client, controller.signal, keys.keyFor(what));
      keys.done();
      // an answer that arrives after Cancel is dropped
      return controller.signal.aborted ? null : made;
    } catch (error) {
      if (!controller.signal.aborted && !isAbort(error)) {
        setState({ step: 'idle' });
        void confirm('errorWithMessage', errorDialog(error));
      }
      return null;
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const start = async () => {
    const made = await ask();
    if (!made) return;
    link.current = made;
    setState({ step: 'ready', rows: made.rows });
  };

  const download = async () => {
    let current = link.current;
    if (!current) return;
    if (Date.parse(current.expiresAt) - Date.now() < RENEW_BEFORE_MS) current = await ask();
    if (!current) return;
    link.current = null;
    startDownload(current);
    setState({ step: 'started' });
  };

  const cancel = () => {
    keys.done();
    running.current?.abort();
    running.current = null;
    link.current = null;
    setState({ step: 'idle' });
  };

  return { state, start: () => void start(), download: () => void download(), cancel };
}
