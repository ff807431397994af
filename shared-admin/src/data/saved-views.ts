/** Saved views: the signed-in user's named states of one list (GET/POST /saved-views, PUT/DELETE /saved-views/{id}). */
import { type ActionKey, type ApiClient } from '@ottilia/shared-auth';
import { readKey, typedApi, useRead } from '@ottilia/shared-auth/typed';
import { LIMITS } from '@ottilia/shared-contracts/wire/limits';
import type { CollectionPath } from './types';

/** The longest view name the API takes. */
export const SAVED_VIEW_NAME_MAX = LIMITS['POST /saved-views'].name.maxLength;

/** SWR key of the user's views of `list` (its collection path, e.g. '/brands'), by name. */
export const savedViewsKey = (list: CollectionPath) => readKey('/saved-views', { query: { list } });

/** The user's views of `list`; null asks nothing (e.g. until the list is shown). */
export const useSavedViews = (list: CollectionPath | null) =>
  useRead(list === null ? null : savedViewsKey(list), { revalidateOnFocus: false });

/** Saves `query` (the list's own URL state, without '?') as `name`: 409 duplicate-name, 422 too-many-views. */
export const saveView = (client: ApiClient, list: CollectionPath, name: string, query: string, key: ActionKey) =>
  typedApi(client).post('/saved-views', { body: { list, name, query }, idempotencyKey: key });

/** Renames the view or replaces its state, over the version read (412 if it changed since, 409 duplicate-name). */
export const updateSavedView = (client: ApiClient, view: { id: string; version: number }, name: string, query: string, key: ActionKey) =>
  typedApi(client).put('/saved-views/{id}', {
    path: { id: view.id },
    body: { name, query },
    ifMatch: `"${view.version}"`,
    idempotencyKey: key,
  });

export const deleteSavedView = (client: ApiClient, id: string, key: ActionKey) =>
  typedApi(client).del('/saved-views/{id}', { path: { id }, idempotencyKey: key });
