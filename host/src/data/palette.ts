/** The command palette's searches: the first few records whose name contains the text, and recent projects. */
import { type ApiClient } from '@ottilia/shared-auth';
import { apiGet } from '@ottilia/shared-auth/typed';
import { literal } from './odata';

const RESULTS_PER_KIND = 5;
const byName = (text: string) => ({ page: 1, size: RESULTS_PER_KIND, $orderBy: 'name asc', $filter: `contains(name,${literal(text)})` });

export const searchProjects = (client: ApiClient, text: string, signal: AbortSignal) => apiGet(client, '/projects', { query: byName(text), signal });
export const searchAgencies = (client: ApiClient, text: string, signal: AbortSignal) => apiGet(client, '/agencies', { query: byName(text), signal });
export const searchBrands = (client: ApiClient, text: string, signal: AbortSignal) => apiGet(client, '/brands', { query: byName(text), signal });
export const readProject = (client: ApiClient, uuid: string, signal: AbortSignal) => apiGet(client, '/projects/{id}', { path: { id: uuid }, signal });
