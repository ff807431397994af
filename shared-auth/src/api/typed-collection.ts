/**
 * The typed client of a collection and its records ('/brands', '/projects'): page, record with its
 * ETag, conditional save, delete, history, bulk changes, export link. Like typed-api.ts, the one
 * place an answer gets its type from the generated `paths`, so no caller casts one. Its own entry,
 * not a singleton: only shared-admin's data layer uses it, so /home never loads it (ADR 0280).
 */
import type { ApiPath } from '@ottilia/shared-contracts/wire';
import type { ApiClient, WithEtag } from './api-client.js';
import type { ActionKey } from './idempotency-key.js';
import type { Query } from './list-query.js';
import type { ReadKey } from './read-key.js';
import type { Answer, CallOptions, PathsOf } from './typed-api.js';

/** The API's list paths: those whose GET answers a page. */
export type CollectionPath = {
  [P in PathsOf<'get'>]: Answer<P, 'get'> extends { content: readonly unknown[]; totalPages: number } ? P : never;
}[PathsOf<'get'>];
/** '/brands' -> '/brands/{eid}' (one segment below the collection). */
export type RecordPath<C extends CollectionPath> = Exclude<Extract<ApiPath, `${C}/{${string}}`>, `${C}/{${string}}/${string}`>;
type Child<C extends CollectionPath, Rest extends string> = Extract<ApiPath, `${C}/${Rest}`>;

export type PageOf<C extends CollectionPath> = Answer<C, 'get'>;
/** A paged answer of rows T: every list of the API answers the same envelope as GET /brands. */
export type Page<T> = Omit<Answer<'/brands', 'get'>, 'content'> & { content: T[] };
export type RowOf<C extends CollectionPath> = Answer<C, 'get'> extends { content: readonly (infer R)[] } ? R : never;
export type RecordOf<C extends CollectionPath> = RecordPath<C> extends PathsOf<'get'> ? Answer<RecordPath<C>, 'get'> : never;
/** The body of PUT {record}: a create or a replacement. */
export type WriteBodyOf<C extends CollectionPath> =
  RecordPath<C> extends PathsOf<'put'> ? NonNullable<CallOptions<RecordPath<C>, 'put'>['body']> : never;

/** Resources whose records the API edits with PUT, deletes, keeps a history of, ... */
export type Editable = { [C in CollectionPath]: RecordPath<C> extends PathsOf<'put'> ? C : never }[CollectionPath];
export type Deletable = { [C in CollectionPath]: RecordPath<C> extends PathsOf<'delete'> ? C : never }[CollectionPath];
export type WithHistory = { [C in CollectionPath]: [Child<C, `{${string}}/history`>] extends [never] ? never : C }[CollectionPath];
export type WithBulkDelete = { [C in CollectionPath]: [Child<C, 'bulk-delete'>] extends [never] ? never : C }[CollectionPath];
export type WithActiveState = { [C in CollectionPath]: [Child<C, 'active-state'>] extends [never] ? never : C }[CollectionPath];
export type WithCsvExport = { [C in CollectionPath]: [Child<C, 'export.csv'>] extends [never] ? never : C }[CollectionPath];

/** Every collection answers these the same way; the brands' operations stand for all (a drift changes them). */
export type ExportLink = Answer<'/brands/exports', 'post'>;
export type ExportBody = NonNullable<CallOptions<'/brands/exports', 'post'>['body'] | CallOptions<'/projects/exports', 'post'>['body']>;
export type HistoryEntry = Answer<'/brands/{eid}/history', 'get'>[number];
type ActiveStateBody = NonNullable<CallOptions<'/brands/active-state', 'put'>['body']>;
type BulkDeleteBody = NonNullable<
  CallOptions<'/brands/bulk-delete', 'post'>['body'] | CallOptions<'/projects/bulk-delete', 'post'>['body']
>;

/** A replacement names the version it replaces; a create at a new id asks that none exists. */
export type VersionCondition = { ifMatch: string } | { ifNoneMatch: '*' };
/** The version condition of a save and its user action's Idempotency-Key (use-action-keys.ts). */
export type Precondition = VersionCondition & { idempotencyKey: ActionKey };

declare const address: unique symbol;
/** Where a record lives in the API ('/brands/B1'); only recordAddress makes one. */
export type RecordAddress = string & { readonly [address]: true };

/** The record `eid` of `collection`: `${collection}/${eid}`, the id encoded. */
export const recordAddress = (collection: CollectionPath, eid: string) => `${collection}/${encodeURIComponent(eid)}` as RecordAddress;

/** SWR key of one page of `collection` (the app's fetcher reads [path, query]). */
export const pageKeyOf = <C extends CollectionPath>(collection: C, query: Query) => [collection, query] as ReadKey<PageOf<C>>;

/** The same key for a list screen generic in its rows, which names Row (as T in recordCalls). */
export const rowsPageKey = <Row>(collection: CollectionPath, query: Query) => [collection, query] as ReadKey<Page<Row>>;

/** SWR key of the record at `at`, read with its ETag by useRecord; T as in recordCalls. */
export const recordKey = <T>(at: RecordAddress) => at as string as ReadKey<T>;

/** SWR key of record `eid` of `collection`, typed by its generated record. */
export const recordKeyOf = <C extends CollectionPath>(collection: C, eid: string) => recordKey<RecordOf<C>>(recordAddress(collection, eid));

/** SWR key of a record's timeline, newest first. */
export const historyKeyOf = (at: RecordAddress) => `${at}/history` as ReadKey<HistoryEntry[]>;

/**
 * The record at `at`, read, saved and deleted. T is the record type of the address's resource:
 * a screen generic in its record names it (the resource definitions do not tie their record
 * type to their identity yet); a typed resource gets it from `collectionRecords`.
 */
export const recordCalls = <T>(client: ApiClient, at: RecordAddress) => ({
  read: () => client.get(at, { withEtag: true }) as Promise<WithEtag<T>>,
  write: (body: unknown, precondition: Precondition) => client.put(at, body, { withEtag: true, ...precondition }) as Promise<WithEtag<T>>,
  remove: async (ifMatch: string, idempotencyKey: ActionKey): Promise<void> => {
    await client.del(at, { ifMatch, idempotencyKey });
  },
  /** A replacement whose answer is not shown (a list row's quick change). */
  replace: async (body: unknown, ifMatch: string, idempotencyKey: ActionKey): Promise<void> => {
    await client.put(at, body, { ifMatch, idempotencyKey });
  },
  /** POST {record}/{action}, e.g. a translation's reset. */
  act: async (action: string, ifMatch: string, idempotencyKey: ActionKey): Promise<void> => {
    await client.post(`${at}/${action}`, undefined, { headers: { 'If-Match': ifMatch }, idempotencyKey });
  },
});

/** The records of `collection`, typed by its generated paths. */
export function collectionRecords<C extends CollectionPath>(client: ApiClient, collection: C) {
  const at = (eid: string) => recordCalls<RecordOf<C>>(client, recordAddress(collection, eid));
  return {
    read: (eid: string) => at(eid).read(),
    save: (eid: string, body: WriteBodyOf<C>, precondition: Precondition) => at(eid).write(body, precondition),
    remove: (eid: string, etag: string, idempotencyKey: ActionKey) => at(eid).remove(etag, idempotencyKey),
  };
}

/**
 * What every collection offers beside its records: bulk changes (each all or nothing) and export
 * links, each with its user action's Idempotency-Key.
 */
export const collectionCalls = (client: ApiClient, collection: CollectionPath) => ({
  /** POST {collection}/bulk-delete. */
  bulkDelete: async (body: BulkDeleteBody, idempotencyKey: ActionKey): Promise<void> => {
    await client.post(`${collection}/bulk-delete`, body, { idempotencyKey });
  },
  /** PUT {collection}/active-state: (de)activates the records. */
  setActive: async (body: ActiveStateBody, idempotencyKey: ActionKey): Promise<void> => {
    await client.put(`${collection}/active-state`, body, { idempotencyKey });
  },
  /** POST {collection}/exports: a short-lived link to the file of what the query selects, with its row count. */
  exportLink: (body: ExportBody, idempotencyKey: ActionKey, signal?: AbortSignal) =>
    client.post(`${collection}/exports`, body, { idempotencyKey, signal }) as Promise<ExportLink>,
});

/**
 * A read a remote's route manifest declares (a home list, a palette search): its path is data, not
 * one of the document's known when this is built, so its answer is unknown and read defensively.
 */
export const declaredRead = (client: ApiClient, path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<unknown> =>
  client.get(path, options);
