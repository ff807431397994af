/**
 * The first screen's data, asked for while its remote's code loads. A route of a remote's
 * manifest may name the API read its page makes first when the address has no query
 * (`prefetch`: a list's first page in its default order, keyed as the page's data layer keys it).
 * When the tab opens on such an address, the host asks for it through the app's own SWR fetcher
 * (same API client, same token) and SWR hands that answer to the page's read when it mounts:
 * the API call runs beside the remote's manifest, entry and chunks instead of after them. The
 * signed-in user (GET /users/me, which every page reads) is asked for the same way on any address.
 */
import { CURRENT_USER_KEY } from '@ottilia/shared-auth';
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

/** Asks once, as the app first renders, for the first screen's read (see above). */
export function FirstReadPrefetch({ manifests }: { manifests: readonly RouteManifest[] }) {
  const { fetcher } = useSWRConfig();
  // during the first render rather than after its commit: the request leaves while the shell
  // renders (preload is keyed and idempotent); the first render's address only
  useState(() => {
    if (!fetcher) return;
    const read = firstRead(manifests, window.location);
    // the signed-in user too, which every page asks for as it mounts
    for (const key of [CURRENT_USER_KEY, ...(read ? [read.query ? [read.path, read.query] : read.path] : [])]) {
      // a failure is the page's to show when its read takes the answer; unused, it is nobody's
      Promise.resolve(preload(key, fetcher)).catch(() => undefined);
    }
  });
  return null;
}
