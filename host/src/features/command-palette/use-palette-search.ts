import { useApiClient, useCurrentUser, type ApiClient, type Permission } from '@ottilia/shared-auth';
import { useEffect, useState } from 'react';
import { readProject, searchAgencies, searchBrands, searchProjects } from '../../data/palette';
import type { PaletteItem, PaletteSection } from './palette-items';
import { recentProjectIds } from './recent-projects';

/** Waits this long after the last key before asking the API. */
export const SEARCH_DELAY_MS = 200;
type ProjectRow = Awaited<ReturnType<typeof readProject>>;

interface Source {
  id: PaletteSection['id'];
  permission: Permission;
  load(client: ApiClient, query: string, signal: AbortSignal): Promise<PaletteItem[]>;
}

const projectItem = (row: Pick<ProjectRow, 'uuid' | 'name' | 'brand' | 'agency'>): PaletteItem => ({
  id: `project:${row.uuid}`, label: row.name, to: `/projects/${row.uuid}`,
  detail: [row.brand?.name, row.agency?.name].filter(Boolean).join(' · '),
});
const namedSource = (id: 'agencies' | 'brands', permission: Permission, search: typeof searchAgencies | typeof searchBrands): Source => ({
  id, permission,
  load: async (client, query, signal) => (await search(client, query, signal)).content
    .map((row) => ({ id: `${id}:${row.eid}`, label: row.name, to: `/backoffice/${id}/${row.eid}` })),
});
const SEARCHES: readonly Source[] = [
  {
    id: 'projects', permission: 'projectsRead',
    load: async (client, query, signal) => (await searchProjects(client, query, signal)).content.map(projectItem),
  },
  namedSource('agencies', 'agenciesRead', searchAgencies),
  namedSource('brands', 'brandsRead', searchBrands),
];

export interface PaletteSearch {
  sections: PaletteSection[];
  loading: boolean;
  /** Some search failed (the others' results are still shown). */
  failed: boolean;
}

/**
 * Records matching `query` by name, each kind the user may read (the API enforces it too),
 * asked once typing pauses; for an empty query the projects the user opened last.
 */
export function usePaletteSearch(query: string): PaletteSearch {
  const client = useApiClient();
  const { me, can } = useCurrentUser();
  // the answer and the query it answers: while they differ, a search is under way
  const [result, setResult] = useState<{ text: string | null; sections: PaletteSection[]; failed: boolean }>({ text: null, sections: [], failed: false });
  const text = query.trim();
  // primitives for the effect: can() is a new function on every render
  const eid = me?.eid;
  const allowed = SEARCHES.filter((source) => can(source.permission)).map((source) => source.id).join(' ');
  const readsProjects = can('projectsRead');

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
      const ids = eid && readsProjects ? recentProjectIds(eid) : [];
      // a project since deleted or moved out of sight answers 404 and is left out
      void settle([Promise.allSettled(ids.map((uuid) => readProject(client, uuid, controller.signal)))
        .then((rows) => ({ id: 'recent', items: rows.flatMap((row) => (row.status === 'fulfilled' ? [projectItem(row.value)] : [])) }))]);
      return () => controller.abort();
    }
    const timer = setTimeout(() => {
      void settle(SEARCHES.filter((source) => allowed.split(' ').includes(source.id))
        .map(async (source) => ({ id: source.id, items: await source.load(client, text, controller.signal) })));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, eid, allowed, readsProjects, text]);

  return { sections: result.sections, failed: result.failed, loading: result.text !== text };
}
