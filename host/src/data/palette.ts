/**
 * The command palette's searches, as the remotes declare them (their route manifests' `search`):
 * the first few records whose name matches the text, and a record the user opened lately. The
 * host names none of their API paths or filters.
 */
import type { ApiClient } from '@ottilia/shared-auth';
import { declaredRead, odataLiteral } from '@ottilia/shared-auth/typed-collection';
import type { SearchProvider } from '../remotes/route-manifest';
import { fillPath } from './declared-records';

const RESULTS_PER_KIND = 5;

/** The provider's read with `{text}` in its query values the text as an OData string. */
export function searchQuery(provider: SearchProvider, text: string) {
  const query = Object.entries(provider.read.query ?? {}).map(([name, value]) => [
    name,
    typeof value === 'string' ? value.replaceAll('{text}', odataLiteral(text)) : value,
  ]);
  return { ...Object.fromEntries(query), page: 1, size: RESULTS_PER_KIND };
}

export const search = (client: ApiClient, provider: SearchProvider, text: string, signal: AbortSignal) =>
  declaredRead(client, provider.read.path, { query: searchQuery(provider, text), signal });

/** One record the user opened (the parameters of its screen's address); rejects when the read has one the record lacks. */
export function readRecent(client: ApiClient, read: string, record: Readonly<Record<string, string>>, signal: AbortSignal) {
  const path = fillPath(read, record);
  return path ? declaredRead(client, path, { signal }) : Promise.reject(new Error(`no record for ${read}`));
}
