/**
 * The host's data layer (this folder): the requests of /home, the command palette and the
 * dashboard, typed from the OpenAPI document, one module per area so each loads with its screen.
 * The host keeps its own rather than loading shared-admin's (src/data there), which /home must
 * not fetch; like that one, this folder is the only place of the host that names API paths.
 *
 * This module: "What to act on next" on /home, short lists of projects or agencies in a state.
 */
import { readKey, type Answer, type ReadKey } from '@ottilia/shared-auth/typed';
import { literal } from './odata';

export const ACT_NEXT_SIZE = 5;

type Recent = { state?: string; oldestFirst?: boolean };
const recent = (field: string, { state, oldestFirst }: Recent) => ({
  page: 1,
  size: ACT_NEXT_SIZE,
  $orderBy: oldestFirst ? 'updatedAt asc' : 'updatedAt desc',
  $filter: state ? `${field} eq ${literal(state)}` : undefined,
});
export const recentProjectsKey = (options: Recent) => readKey('/projects', { query: recent('status', options) });
export const recentAgenciesKey = (options: Recent) => readKey('/agencies', { query: recent('reviewState', options) });

/** A row of those lists. */
export type ActNextRow = Answer<'/projects', 'get'>['content'][number] | Answer<'/agencies', 'get'>['content'][number];
export type ActNextKey = ReadKey<{ content: ActNextRow[]; totalElements: number }>;
