/** Saved views: the signed-in user's named states of one list (GET/POST /saved-views, DELETE /saved-views/{id}). */
import { type ApiClient } from '@ottilia/shared-auth';
import { readKey, typedApi, useRead } from '@ottilia/shared-auth/typed';
import { LIMITS } from '@ottilia/shared-contracts/wire/limits';
import type { CollectionPath } from './types';

/** The longest view name the API takes. */
export const SAVED_VIEW_NAME_MAX = LIMITS['POST /saved-views'].name.maxLength;

/** SWR key of the user's views of `list` (its collection path, e.g. '/brands'), by name. */
export const savedViewsKey = (list: CollectionPath) => readKey('/saved-views', { query: { list } });

/** The user's views of `list`; null asks nothing (e.g. until the list is shown). */
export const useSavedViews = (list: CollectionPath | null) => useRead(list === null ? null : savedViewsKey(list), { revalidateOnFocus: false });

/** Saves `query` (the list's own URL state, without '?') as `name`: 409 duplicate-name, 422 too-many-views. */
export const saveView = (client: ApiClient, list: CollectionPath, name: string, query: string) =>
  typedApi(client).post('/saved-views', { body: { list, name, query } });

export const deleteSavedView = (client: ApiClient, id: string) => typedApi(client).del('/saved-views/{id}', { path: { id } });
