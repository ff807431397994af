/** A project's cookies: the list (cc=en, type=all, the project in the project-id header), saves and deletes. */
import { type ApiClient } from '@ottilia/shared-auth';
import { typedApi, type CallOptions } from '@ottilia/shared-auth/typed';

/** SWR key of a project's cookie list (the key carries the project; cookieList reads it). */
export const cookiesKey = (projectId: string) => ['cookies', projectId] as const;

export const cookieList = (client: ApiClient, projectId: string) =>
  typedApi(client).get('/cookies', { query: { cc: 'en', type: 'all' }, header: { 'project-id': projectId } });

export type CookieBody = NonNullable<CallOptions<'/cookies/{projectId}/{language}', 'put'>['body']>;

/** Creates a cookie (a body without id) or replaces one (with its id and version's ETag). */
export const saveCookie = (client: ApiClient, projectId: string, body: CookieBody, ifMatch?: string) =>
  typedApi(client).put('/cookies/{projectId}/{language}', { path: { projectId, language: 'en' }, body, ...(ifMatch ? { ifMatch } : {}) });

export const deleteCookie = (client: ApiClient, projectId: string, cookieId: string, ifMatch: string) =>
  typedApi(client).del('/cookies/{projectId}/{cookieId}', { path: { projectId, cookieId }, ifMatch });
