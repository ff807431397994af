/** A project's cookies (the list: cc=en, type=all, the project in the project-id header; saves and deletes) and its consent settings and records. */
import { type ActionKey, type ApiClient } from '@ottilia/shared-auth';
import { typedApi, type Answer, type CallOptions } from '@ottilia/shared-auth/typed';

/** SWR key of a project's cookie list (the key carries the project; cookieList reads it). */
export const cookiesKey = (projectId: string) => ['cookies', projectId] as const;

export const cookieList = (client: ApiClient, projectId: string) =>
  typedApi(client).get('/cookies', { query: { cc: 'en', type: 'all' }, header: { 'project-id': projectId } });

/** What the cookie list answers (every cookie of the project in `content`). */
export type CookieListAnswer = Answer<'/cookies', 'get'>;

export type CookieBody = NonNullable<CallOptions<'/cookies/{projectId}/{language}', 'put'>['body']>;

/** Creates a cookie (a body without id) or replaces one (with its id and version's ETag). */
export const saveCookie = (client: ApiClient, projectId: string, body: CookieBody, ifMatch: string | undefined, key: ActionKey) =>
  typedApi(client).put('/cookies/{projectId}/{language}', {
    path: { projectId, language: 'en' },
    body,
    ...(ifMatch ? { ifMatch } : {}),
    idempotencyKey: key,
  });

export const deleteCookie = (client: ApiClient, projectId: string, cookieId: string, ifMatch: string, key: ActionKey) =>
  typedApi(client).del('/cookies/{projectId}/{cookieId}', { path: { projectId, cookieId }, ifMatch, idempotencyKey: key });

/** SWR key of a project's consent settings (how long a visitor's choice lasts). */
export const consentSettingsKey = (projectId: string) => ['consent-settings', projectId] as const;

/** What the consent settings answer: the lifetime in months and its version. */
export type ConsentSettingsAnswer = Answer<'/projects/{id}/consent-settings', 'get'>;

export const consentSettings = (client: ApiClient, projectId: string) =>
  typedApi(client).get('/projects/{id}/consent-settings', { path: { id: projectId } });

/** Saves the lifetime; `ifMatch` is the version read (a stale one is 412). */
export const saveConsentSettings = (client: ApiClient, projectId: string, lifetimeMonths: number, ifMatch: string, key: ActionKey) =>
  typedApi(client).put('/projects/{id}/consent-settings', {
    path: { id: projectId },
    body: { lifetimeMonths },
    ifMatch,
    idempotencyKey: key,
  });

/**
 * A short-lived link to the project's consent records as CSV, with their count: the browser
 * downloads the file itself (useExport), never holding it (docs/adr/0080-exports-to-disk.md).
 */
export const consentRecordsExport = (client: ApiClient, projectId: string, signal: AbortSignal | undefined, key: ActionKey) =>
  typedApi(client).post('/projects/{id}/consent-records/exports', {
    path: { id: projectId },
    body: { format: 'csv' },
    signal,
    idempotencyKey: key,
  });
