/**
 * The first screen's data, asked for while its remote's code loads. A route of a remote's
 * manifest may name the API read its page makes first when the address has no query
 * (`prefetch`: a list's first page in its default order, keyed as the page's data layer keys it).
 * A tab that holds a token that may be sent before MSAL has loaded asks for it (and for the
 * signed-in user, GET /users/me, which every page reads) as soon as the start files are in,
 * before React has rendered anything (requestFirstReads); the app's SWR cache takes those answers
 * as it first renders (FirstReadPrefetch), and the page's read takes them when it mounts. Any
 * failure of such an early read is left to the app's own client, which asks again with its
 * renewal, retries and error handling; without a held token the app's client asks as it renders.
 */
import { createApiClient, createSwrConfig, CURRENT_USER_KEY, type ApiKey } from '@ottilia/shared-auth';
import type { PrefetchRead } from '@ottilia/shared-auth/route-manifest';
import { useState, type ReactNode } from 'react';
import { preload, SWRConfig, useSWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import type { RouteManifest } from './route-manifest';

/** The read of the route at `location` (exact path, no query), from the manifests the composition names. */
export function firstRead(manifests: readonly RouteManifest[], location: Pick<Location, 'pathname' | 'search'>): PrefetchRead | null {
  if (location.search !== '') return null;
  const route = manifests.flatMap((manifest) => manifest.routes).find((candidate) => candidate.path === location.pathname);
  return route?.prefetch ?? null;
}

/** The SWR keys of the first screen's reads: the signed-in user, and the route's read if it names one. */
export function firstReadKeys(manifests: readonly RouteManifest[], location: Pick<Location, 'pathname' | 'search'>): ApiKey[] {
  const read = firstRead(manifests, location);
  return [CURRENT_USER_KEY, ...(read ? [read.query ? ([read.path, read.query] as const) : read.path] : [])];
}

const early = new Map<string, Promise<unknown>>();
/** The early answers already in (what FirstReadPrefetch can put in the cache before the first render's pages read it). */
const arrived = new Map<string, unknown>();
const idOf = (key: ApiKey) => JSON.stringify(key);

/** Sends the first screen's reads now with the tab's held token (see above); FirstReadPrefetch takes the answers. */
export function requestFirstReads(
  manifests: readonly RouteManifest[],
  token: string,
  baseUrl: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const client = createApiClient({
    baseUrl,
    getToken: () => Promise.resolve(token),
    renewToken: () => Promise.resolve(token),
    onSessionExpired: () => undefined,
    // one try, and a refused token is a plain failure: renewing, retrying and expiring are the app client's
    fetch: (url, init) => fetch(url, init).then((answer) => (answer.status === 401 ? Promise.reject(new Error('token refused')) : answer)),
    retry: { attempts: 1 },
  });
  const { fetcher } = createSwrConfig(client);
  for (const key of firstReadKeys(manifests, location)) {
    const answer = Promise.resolve(fetcher!(key));
    answer.then(
      (data) => arrived.set(idOf(key), data),
      () => undefined,
    ); // on failure the app's client asks again
    early.set(idOf(key), answer);
  }
}

/** Settles (never fails) when every early read has been answered or has failed. */
export function firstReadsSettled(): Promise<void> {
  return Promise.allSettled(early.values()).then(() => undefined);
}

/** The first reads whose answer went into the cache less than SWR's deduping interval ago. */
const fresh = new Set<string>();

/**
 * A page mounting within SWR's deduping interval of its first read's answer does not ask again
 * on mount: SWR would revalidate it in the next animation frame, before the first paint, and the
 * page would render twice more (validating, then validated) for the answer it already shows.
 */
const freshFirstReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  // every read of every render passes here: the key is looked at only while an answer is fresh
  const skip = fresh.size > 0 && key !== null && fresh.has(idOf(key as ApiKey));
  return useSWRNext(key, fetcher, skip ? { ...config, revalidateOnMount: false } : config);
};
const firstReadsConfig: SWRConfiguration = { use: [freshFirstReads] };

/**
 * Asks once, as the app first renders, for the first screen's reads: the early answers, or the
 * app's own fetcher. An answer is also put in the SWR cache as it arrives (at once when it came
 * before this render), so that a page mounting after it renders its data at once instead of in a
 * second pass; a page that mounted before takes the preloaded answer (no second request).
 */
export function FirstReadPrefetch({ manifests, children }: { manifests: readonly RouteManifest[]; children?: ReactNode }) {
  const { fetcher, mutate, dedupingInterval } = useSWRConfig();
  // during the first render rather than after its commit: the request leaves while the shell
  // renders (preload is keyed and idempotent); the first render's address only
  useState(() => {
    if (!fetcher) return;
    const cache = (key: ApiKey, data: unknown) => {
      fresh.add(idOf(key));
      setTimeout(() => fresh.delete(idOf(key)), dedupingInterval);
      return mutate(key, data, { revalidate: false }); // synchronous for data that is no promise
    };
    for (const key of firstReadKeys(manifests, window.location)) {
      const id = idOf(key);
      const earlier = early.get(id);
      early.delete(id);
      if (arrived.has(id)) void cache(key, arrived.get(id));
      arrived.delete(id);
      const read = (asked: ApiKey) => (earlier ? earlier.catch(() => fetcher(asked)) : fetcher(asked));
      // a failure is the page's to show when its read takes the answer; unused, it is nobody's
      Promise.resolve(preload(key, read)).then(
        (data: unknown) => cache(key, data),
        () => undefined,
      );
    }
  });
  return <SWRConfig value={firstReadsConfig}>{children}</SWRConfig>;
}
