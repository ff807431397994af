/** Which open reads an event makes stale: SWR keys by API path (plain reads, list pages, records). */
import { RESOURCES } from '@ottilia/shared-contracts/resources';
import type { ChangeEvent } from './event-stream.js';

const COLLECTIONS = new Map<string, string>([
  ['project', '/projects'],
  ['user', '/users'],
  ...RESOURCES.map((resource) => [resource.kind, resource.apiPath] as [string, string]),
]);

export interface Stale {
  /** Lists and reads whose path starts with one of these. */
  prefixes: string[];
  /** The path of the record the event is about, as its record page reads it (useRecord). */
  record: string | null;
}

/**
 * A project's parts with an edit form and a version of their own, by the event's resource: their
 * record path from the event's id (`<project uuid>/<part>`). The project's other parts are the project's.
 */
const PART_RECORDS = new Map<string, { pattern: RegExp; path(uuid: string, part: string): string }>([
  [
    'project-legal-data',
    { pattern: /^\/projects\/([^/?]+)\/legal-data\/([^/?]+)$/, path: (uuid, market) => `/projects/${uuid}/legal-data/${market}` },
  ],
  // a project has one gate, read as 'current' (the part's id names it or says 'current')
  [
    'project-age-gate',
    { pattern: /^\/projects\/([^/?]+)\/age-gateway\/(current)$/, path: (uuid) => `/projects/${uuid}/age-gateway/current` },
  ],
]);

export function staleBy(event: ChangeEvent): Stale {
  const part = PART_RECORDS.get(event.resource);
  if (part) {
    const [uuid = '', id = ''] = event.id.split('/').map(decodeURIComponent);
    return {
      prefixes: [`/projects/${encodeURIComponent(uuid)}`, '/dashboard'],
      record: part.path(encodeURIComponent(uuid), encodeURIComponent(id)),
    };
  }
  if (event.resource === 'project' || event.project) {
    const uuid = event.project ?? event.id;
    // the dashboard's figures and Home's lists count projects too
    return event.project
      ? { prefixes: [`/projects/${uuid}`, '/dashboard'], record: null }
      : { prefixes: ['/projects', '/dashboard'], record: `/projects/${uuid}` };
  }
  const collection = COLLECTIONS.get(event.resource);
  if (!collection) return { prefixes: [], record: null };
  return { prefixes: [collection], record: `${collection}/${encodeURIComponent(event.id)}` };
}

/** The API path an SWR key reads: '/x?y', ['/x', query] or ['record', '/x']; null for other keys. */
export function pathOfKey(key: unknown): { path: string; record: boolean } | null {
  if (typeof key === 'string') return key.startsWith('/') ? { path: key.split('?')[0]!, record: false } : null;
  if (!Array.isArray(key)) return null;
  if (key[0] === 'record' && typeof key[1] === 'string') return { path: key[1], record: true };
  return typeof key[0] === 'string' && key[0].startsWith('/') ? { path: key[0], record: false } : null;
}

export const underAny = (path: string, prefixes: Iterable<string>) => {
  for (const prefix of prefixes) if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) return true;
  return false;
};

/** The record an API path names, as presence addresses it (a project's part is the project's, but for PART_RECORDS); null for others. */
export function recordOfPath(path: string): { resource: string; id: string } | null {
  for (const [resource, { pattern }] of PART_RECORDS) {
    const part = pattern.exec(path);
    if (part) return { resource, id: `${decodeURIComponent(part[1]!)}/${decodeURIComponent(part[2]!)}` };
  }
  const project = /^\/projects\/([^/?]+)/.exec(path);
  if (project) return { resource: 'project', id: decodeURIComponent(project[1]!) };
  for (const [resource, collection] of COLLECTIONS) {
    if (!path.startsWith(`${collection}/`)) continue;
    const rest = path.slice(collection.length + 1);
    if (rest && !rest.includes('/') && !rest.includes('?')) return { resource, id: decodeURIComponent(rest) };
  }
  return null;
}

/** The path presence is kept under for a record (its record page's, as staleBy names it). */
export const presencePathOf = (resource: string, id: string): string | null =>
  staleBy({ resource, id, type: 'updated', version: null, by: null, byName: null, at: '' }).record;
