// Layers one and two of the failure handling (docs/conventions.md section 3): a bounded retry of the
// manifest and remote-entry requests, and the runtime's errorLoadRemote hook, which turns
// whatever the runtime threw into a RemoteLoadError naming remote, module and failure type.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { backoffMs, withRetries } from '@ottilia/shared-auth';
import { classifyLoadFailure, HttpStatusError, RemoteLoadError } from './remote-load-error';

export interface RetryOptions {
  /** Total tries per request, first one included. */
  attempts: number;
  /** Pause before the second try; doubles after each further failure. */
  delayMs: number;
}

/** The portal's one retry loop (docs/adr/0331): a failed request is sent again, jittered. */
const retrying = <T>(
  send: () => Promise<T>,
  { attempts, delayMs }: RetryOptions,
  retriable: Parameters<typeof withRetries<T>>[1]['retriable'],
): Promise<T> => withRetries<T>(send, { attempts, baseDelayMs: delayMs, retriable });

/**
 * A manifest request (module federation's and the host's route manifests): network errors and
 * 5xx are retried; any other status is final.
 */
export function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  return retrying(
    async () => {
      const response = await fetch(url, init);
      if (response.ok) return response;
      throw new HttpStatusError(response.status, url);
    },
    options,
    ({ answer, error }) => answer === undefined && (!(error instanceof HttpStatusError) || error.status >= 500),
  );
}

/**
 * `early`: requests started before the runtime needs them (the first screen's federation
 * manifest, see connect-remotes.ts), by URL; the runtime's request for one takes it, once.
 */
export function boundedRetryPlugin(
  { attempts, delayMs }: RetryOptions,
  early = new Map<string, Promise<Response>>(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'ottilia-bounded-retry',
    fetch: (url, init) => {
      const started = early.get(url);
      early.delete(url);
      return started ?? fetchWithRetry(url, init, { attempts, delayMs });
    },
    // Remote entry scripts: the runtime asks for a recovery after a failed script load.
    loadEntryError(args) {
      // The runtime awaits this answer; its typing wraps the promise once more than it is.
      // eslint-disable-next-line wire/no-answer-cast -- the federation runtime's own typing, no API answer
      return retryEntry(args, attempts, delayMs) as unknown as ReturnType<LoadEntryError>;
    },
  };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0],
  attempts: number,
  delayMs: number,
) {
  // the runtime's own load was the first send: what is left of the attempts, after the first wait
  const load = async () => {
    // forget the failed load, or the runtime hands the same rejection back
    delete globalLoading[uniqueKey];
    const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
    if (!entry) throw new Error('no remote entry');
    return entry;
  };
  if (attempts < 2) return undefined;
  await new Promise<void>((resolve) => setTimeout(resolve, backoffMs(1, delayMs)));
  return retrying(load, { attempts: attempts - 1, delayMs: delayMs * 2 }, ({ answer }) => answer === undefined).catch(() => undefined);
}

export function failureReportingPlugin(report: (failure: RemoteLoadError) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'ottilia-failure-reporting',
    errorLoadRemote({ id, error, lifecycle, remote, expose }) {
      // Earlier stages (manifest, matching) must fail through the runtime so it drops its
      // cached promises; their errors reach this hook again at 'onLoad', where loading ends.
      if (lifecycle !== 'onLoad') return undefined;
      if (error instanceof RemoteLoadError) throw error;
      const [idRemote = id, ...idModule] = id.split('/');
      const failure = new RemoteLoadError(remote?.name ?? idRemote, expose ?? `./${idModule.join('/')}`, classifyLoadFailure(error), {
        cause: error,
      });
      report(failure);
      throw failure;
    },
  };
}
