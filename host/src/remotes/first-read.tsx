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
import { useState } from 'react';
import { preload, useSWRConfig } from 'swr';
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
const idOf = (key: ApiKey) => JSON.stringify(key);

/** Sends the first screen's reads now with the tab's held token (see above); FirstReadPrefetch takes the answers. */
export function requestFirstReads(manifests: readonly RouteManifest[], token: string, baseUrl: string, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
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
    answer.catch(() => undefined); // the app's client asks again
    early.set(idOf(key), answer);
  }
}

/**
 * Asks once, as the app first renders, for the first screen's reads: the early answers, or the
 * app's own fetcher. An answer is also put in the SWR cache as it arrives, so that a page mounting
 * after it renders its data at once instead of in a second pass (its read on mount takes the
 * preloaded answer: no second request).
 */
export function FirstReadPrefetch({ manifests }: { manifests: readonly RouteManifest[] }) {
  const { fetcher, mutate } = useSWRConfig();
  // during the first render rather than after its commit: the request leaves while the shell
  // renders (preload is keyed and idempotent); the first render's address only
  useState(() => {
    if (!fetcher) return;
    for (const key of firstReadKeys(manifests, window.location)) {
      const earlier = early.get(idOf(key));
      early.delete(idOf(key));
      const read = (asked: ApiKey) => (earlier ? earlier.catch(() => fetcher(asked)) : fetcher(asked));
      // a failure is the page's to show when its read takes the answer; unused, it is nobody's
      Promise.resolve(preload(key, read)).then((data: unknown) => mutate(key, data, { revalidate: false }), () => undefined);
    }
  });
  return null;
}
