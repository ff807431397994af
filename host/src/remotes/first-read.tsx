/**
 * The first screen's data, asked for while its remote's code loads. A route of a remote's
 * manifest may name the API read its page makes first when the address has no query
 * (`prefetch`: a list's first page in its default order, keyed as the page's data layer keys it).
 * When the tab opens on such an address, the host asks for it through the app's own SWR fetcher
 * (same API client, same token) and SWR hands that answer to the page's read when it mounts:
 * the API call runs beside the remote's manifest, entry and chunks instead of after them.
 */
import type { PrefetchRead } from '@ottilia/shared-auth/route-manifest';
import { useEffect } from 'react';
import { preload, useSWRConfig } from 'swr';
import type { RouteManifest } from './route-manifest';

/** The read of the route at `location` (exact path, no query), from the manifests the composition names. */
export function firstRead(manifests: readonly RouteManifest[], location: Pick<Location, 'pathname' | 'search'>): PrefetchRead | null {
  if (location.search !== '') return null;
  const route = manifests.flatMap((manifest) => manifest.routes).find((candidate) => candidate.path === location.pathname);
  return route?.prefetch ?? null;
}

/** Asks once, on the app's first render, for the first screen's read (see above). */
export function FirstReadPrefetch({ manifests }: { manifests: readonly RouteManifest[] }) {
  const { fetcher } = useSWRConfig();
  useEffect(() => {
    const read = firstRead(manifests, window.location);
    if (!read || !fetcher) return;
    // a failure is the page's to show when its read takes the answer; unused, it is nobody's
    Promise.resolve(preload(read.query ? [read.path, read.query] : read.path, fetcher)).catch(() => undefined);
    // the first render's address only: later moves load their page as before
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
