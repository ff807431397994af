/**
 * The host's data layer: the requests of /home, the command palette and the dashboard, typed from
 * the OpenAPI document. The host keeps its own rather than loading shared-admin's (src/data there),
 * which /home must not fetch; like that one, it is the only place of the host that names API paths.
 */
import { readKey, typedApi, type ApiClient, type ReadKey, type Answer } from '@ottilia/shared-auth';
import type { WireDashboardQuery } from '@ottilia/shared-contracts/wire';

/** An OData string literal: single quotes doubled. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The dashboard's figures for the filters (agency, brand, market, from, to). */
export const dashboardKey = (filters: WireDashboardQuery) => readKey('/dashboard', { query: { ...filters } });

/** The stage's BI embed. */
export const EMBED_INFO_KEY = readKey('/dashboard/embed-info');

/** A select list: page 0 of 250 (spec section 9). */
const selectList = (orderBy = 'name asc') => ({ page: 0, size: 250, $orderBy: orderBy });
export const AGENCY_OPTIONS_KEY = readKey('/agencies', { query: selectList() });
export const BRAND_OPTIONS_KEY = readKey('/brands', { query: selectList() });
export const MARKET_OPTIONS_KEY = readKey('/markets', { query: selectList('countryName asc') });

// "What to act on next": short lists of projects or agencies in a state, newest (or oldest) change first
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

// the command palette's searches: the first few records whose name contains the text
const RESULTS_PER_KIND = 5;
const byName = (text: string) => ({ page: 1, size: RESULTS_PER_KIND, $orderBy: 'name asc', $filter: `contains(name,${literal(text)})` });

export const searchProjects = (client: ApiClient, text: string, signal: AbortSignal) =>
  typedApi(client).get('/projects', { query: byName(text), signal });
export const searchAgencies = (client: ApiClient, text: string, signal: AbortSignal) =>
  typedApi(client).get('/agencies', { query: byName(text), signal });
export const searchBrands = (client: ApiClient, text: string, signal: AbortSignal) =>
  typedApi(client).get('/brands', { query: byName(text), signal });
export const readProject = (client: ApiClient, uuid: string, signal: AbortSignal) =>
  typedApi(client).get('/projects/{id}', { path: { id: uuid }, signal });
