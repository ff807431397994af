/**
 * The host's data layer (this folder): the requests of /home, the command palette and the
 * dashboard, typed from the OpenAPI document, one module per area so each loads with its screen.
 * The host keeps its own rather than loading shared-admin's (src/data there), which /home must
 * not fetch; like that one, this folder is the only place of the host that names API paths.
 *
 * This module: "What to act on next" on /home, short lists of projects or agencies in a state.
 * Its keys are written out (no path to fill), so /home bundles none of the typed client.
 */
import type { Answer, CallOptions, ReadKey } from '@ottilia/shared-auth/typed';
import { literal } from './odata';

export const ACT_NEXT_SIZE = 5;

type Listed = '/projects' | '/agencies';
/** [path, query]: the key the app's fetcher reads, typed by the API's list answer. */
const listKey = <P extends Listed>(path: P, query: NonNullable<CallOptions<P, 'get'>['query']>) => [path, query] as unknown as ReadKey<Answer<P, 'get'>>;

type Recent = { state?: string; oldestFirst?: boolean };
const recent = (field: string, { state, oldestFirst }: Recent) => ({
  page: 1,
  size: ACT_NEXT_SIZE,
  $orderBy: oldestFirst ? 'updatedAt asc' : 'updatedAt desc',
  $filter: state ? `${field} eq ${literal(state)}` : undefined,
});
export const recentProjectsKey = (options: Recent) => listKey('/projects', recent('status', options));
export const recentAgenciesKey = (options: Recent) => listKey('/agencies', recent('reviewState', options));

/** A row of those lists. */
export type ActNextRow = Answer<'/projects', 'get'>['content'][number] | Answer<'/agencies', 'get'>['content'][number];
export type ActNextPage = { content: ActNextRow[]; totalElements: number };
export type ActNextKey = ReadKey<ActNextPage>;
