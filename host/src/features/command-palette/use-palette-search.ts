import { useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { useEffect, useMemo, useState } from 'react';
import { fieldText, fillPath, listPage } from '../../data/declared-records';
import { readRecent, search } from '../../data/palette';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import type { SearchProvider } from '../../remotes/route-manifest';
import type { PaletteItem, PaletteSection } from './palette-items';
import { recentRecords, searchProviders } from './recent-records';

/** Waits this long after the last key before asking the API. */
export const SEARCH_DELAY_MS = 200;

/** A row of the provider's read as an option: its name, its screen and the fields the provider shows beside it. */
function recordItem(provider: SearchProvider, row: unknown): PaletteItem[] {
  const to = fillPath(provider.record, row);
  const label = fieldText(row, 'name');
  if (!to || !label) return [];
  const detail = (provider.detail ?? []).flatMap((field) => fieldText(row, field) ?? []).join(' · ');
  return [{ id: `${provider.id}:${to}`, label, to, ...(detail ? { detail } : {}) }];
}

export interface PaletteSearch {
  sections: PaletteSection[];
  loading: boolean;
  /** Some search failed (the others' results are still shown). */
  failed: boolean;
}

/**
 * Records matching `query` by name, from each search the loaded remotes declare that the user
 * may use (the API enforces the permission too), asked once typing pauses; for an empty query
 * the records the user opened last, for each search that keeps them.
 */
export function usePaletteSearch(query: string): PaletteSearch {
  const client = useApiClient();
  const { me, can } = useCurrentUser();
  const remotes = useRemoteRoutes();
  // the answer and the query it answers: while they differ, a search is under way
  const [result, setResult] = useState<{ text: string | null; sections: PaletteSection[]; failed: boolean }>({
    text: null,
    sections: [],
    failed: false,
  });
  const text = query.trim();
  const eid = me?.eid;
  // new only as manifests or strings arrive; can() is a new function on every render, so the
  // providers' ids (a primitive) say when what the user may search changed
  const all = useMemo(() => searchProviders(loadedManifests(remotes)), [remotes]);
  const allowedIds = all
    .filter((provider) => !provider.permission || can(provider.permission))
    .map((provider) => provider.id)
    .join(' ');
  const allowed = useMemo(() => all.filter((provider) => allowedIds.split(' ').includes(provider.id)), [all, allowedIds]);

  useEffect(() => {
    const controller = new AbortController();
    const settle = async (jobs: Promise<PaletteSection>[]) => {
      const settled = await Promise.allSettled(jobs);
      if (controller.signal.aborted) return;
      setResult({
        text,
        sections: settled.flatMap((outcome) => (outcome.status === 'fulfilled' && outcome.value.items.length ? [outcome.value] : [])),
        failed: settled.some((outcome) => outcome.status === 'rejected'),
      });
    };
    if (!text) {
      // a record since deleted or moved out of sight answers 404 and is left out
      void settle(
        allowed.flatMap((provider) => {
          const { recent } = provider;
          if (!recent || !eid) return [];
          return [
            Promise.allSettled(
              recentRecords(eid, provider.id).map((record) => readRecent(client, recent.read, record, controller.signal)),
            ).then((rows) => ({
              id: `recent:${provider.id}`,
              title: recent.title,
              items: rows.flatMap((row) => (row.status === 'fulfilled' ? recordItem(provider, row.value) : [])),
            })),
          ];
        }),
      );
      return () => controller.abort();
    }
    const timer = setTimeout(() => {
      void settle(
        allowed.map(async (provider) => ({
          id: provider.id,
          title: provider.title,
          items: listPage(await search(client, provider, text, controller.signal)).rows.flatMap((row) => recordItem(provider, row)),
        })),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, eid, allowed, text]);

  return { sections: result.sections, failed: result.failed, loading: result.text !== text };
}
