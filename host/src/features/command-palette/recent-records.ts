import { useCurrentUser } from '@ottilia/shared-auth';
import { useEffect, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import type { RouteManifest, SearchProvider } from '../../remotes/route-manifest';

const MAX_RECENT = 5;
/** A record the user opened: the parameters of its screen's address ({ id: '…' } for '/things/:id'). */
export type RecentRecord = Readonly<Record<string, string>>;
// per user: people share browsers, and one user's records are not another's
const storageKey = (eid: string, provider: string) => `ottilia.recent.${provider}.${eid}`;

/** The palette's providers of every loaded remote, ids prefixed with the remote's name, in order. */
export function searchProviders(manifests: readonly RouteManifest[]): SearchProvider[] {
  return manifests
    .flatMap((manifest) => (manifest.search ?? []).map((provider) => ({ ...provider, id: `${manifest.name}.${provider.id}` })))
    .sort((a, b) => a.position - b.position);
}

const isRecent = (value: unknown): value is RecentRecord =>
  typeof value === 'object' && value !== null && Object.values(value).every((part) => typeof part === 'string');

/** The records of `provider` that `eid` opened last in this browser, newest first. */
export function recentRecords(eid: string, provider: string): RecentRecord[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(eid, provider)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecord(eid: string, provider: string, record: RecentRecord) {
  const same = JSON.stringify(record);
  const records = [record, ...recentRecords(eid, provider).filter((other) => JSON.stringify(other) !== same)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(storageKey(eid, provider), JSON.stringify(records));
  } catch {
    // storage full or blocked: the palette just shows fewer recent records
  }
}

/** Notes each record screen the signed-in user opens whose provider keeps recent records (`recent`). */
export function useRememberRecentRecords() {
  const { me } = useCurrentUser();
  const { pathname } = useLocation();
  const remotes = useRemoteRoutes();
  // new only as manifests or strings arrive (remembering the same address again changes nothing)
  const providers = useMemo(() => searchProviders(loadedManifests(remotes)).filter((provider) => provider.recent), [remotes]);
  const eid = me?.eid;
  useEffect(() => {
    if (!eid) return;
    for (const provider of providers) {
      const match = matchPath(provider.record, pathname);
      if (match)
        rememberRecord(
          eid,
          provider.id,
          Object.fromEntries(Object.entries(match.params).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]))),
        );
    }
  }, [eid, pathname, providers]);
}
