// Layers one and two of the failure handling (docs/conventions.md section 3): a bounded retry of the
// manifest and remote-entry requests, and the runtime's errorLoadRemote hook, which turns
// whatever the runtime threw into a RemoteLoadError naming remote, module and failure type.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyLoadFailure, HttpStatusError, RemoteLoadError } from './remote-load-error';

export interface RetryOptions {
  /** Total tries per request, first one included. */
  attempts: number;
  /** Pause before the second try; doubles after each further failure. */
  delayMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A manifest request (module federation's and the host's route manifests): network errors and
 * 5xx are retried; any other status is final.
 */
export async function fetchWithRetry(url: string, init: RequestInit, { attempts, delayMs }: RetryOptions): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
      if (response.status < 500 || attempt >= attempts) {
        throw new HttpStatusError(response.status, url);
      }
    } catch (error) {
      // an answer's status is final as decided above; a network error is retried
      if (error instanceof HttpStatusError || attempt >= attempts) throw error;
    }
    await pause(delayMs * 2 ** (attempt - 1));
  }
}

/**
 * `early`: requests started before the runtime needs them (the first screen's federation
 * manifest, see connect-remotes.ts), by URL; the runtime's request for one takes it, once.
 */
export function boundedRetryPlugin({ attempts, delayMs }: RetryOptions, early = new Map<string, Promise<Response>>()): ModuleFederationRuntimePlugin {
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
  for (let attempt = 2; attempt <= attempts; attempt += 1) {
    await pause(delayMs * 2 ** (attempt - 2));
    // forget the failed load, or the runtime hands the same rejection back
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
      if (entry) return entry;
    } catch {
      // next attempt
    }
  }
  return undefined;
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
      const failure = new RemoteLoadError(
        remote?.name ?? idRemote,
        expose ?? `./${idModule.join('/')}`,
        classifyLoadFailure(error),
        { cause: error },
      );
      report(failure);
      throw failure;
    },
  };
}
