/**
 * What the data layer knows of a resource, derived from the OpenAPI `paths`: a collection path
 * ('/brands') gives its page of rows, its record path ('/brands/{eid}'), the record, the body a
 * save sends and which of history, bulk and export the API offers.
 */
import type { Answer, CallOptions, PathsOf } from '@ottilia/shared-auth/typed';
import type { ApiPath, WirePage } from '@ottilia/shared-contracts/wire';

/** A paged answer of rows T: every list of the API answers the same envelope as GET /brands. */
export type Page<T> = Omit<WirePage<'/brands'>, 'content'> & { content: T[] };

/** The API's list paths: those whose GET answers a page. */
export type CollectionPath = { [P in PathsOf<'get'>]: Answer<P, 'get'> extends { content: readonly unknown[]; totalPages: number } ? P : never }[PathsOf<'get'>];

/** A resource the data layer serves: a ResourceIdentity, or a descriptor declared in ./resources. */
export interface DataResource<C extends CollectionPath = CollectionPath> {
  readonly apiPath: C;
  /** The bulk-delete body's name for the ids: 'eids' (reference data, the default) or 'ids' (projects). */
  readonly bulkIds?: 'eids' | 'ids';
}

/** '/brands' -> '/brands/{eid}' (one segment below the collection). */
export type RecordPath<C extends CollectionPath> = Exclude<Extract<ApiPath, `${C}/{${string}}`>, `${C}/{${string}}/${string}`>;
type Child<C extends CollectionPath, Rest extends string> = Extract<ApiPath, `${C}/${Rest}`>;

export type RowOf<C extends CollectionPath> = Answer<C, 'get'> extends { content: readonly (infer R)[] } ? R : never;
export type PageOf<C extends CollectionPath> = Answer<C, 'get'>;
export type RecordOf<C extends CollectionPath> = RecordPath<C> extends PathsOf<'get'> ? Answer<RecordPath<C>, 'get'> : never;
/** The body of PUT {record}: a create or a replacement. */
export type WriteBodyOf<C extends CollectionPath> = RecordPath<C> extends PathsOf<'put'> ? NonNullable<CallOptions<RecordPath<C>, 'put'>['body']> : never;

/** Resources whose records the API edits with PUT, deletes, keeps a history of, ... */
export type Editable = { [C in CollectionPath]: RecordPath<C> extends PathsOf<'put'> ? C : never }[CollectionPath];
export type Deletable = { [C in CollectionPath]: RecordPath<C> extends PathsOf<'delete'> ? C : never }[CollectionPath];
export type WithHistory = { [C in CollectionPath]: [Child<C, `{${string}}/history`>] extends [never] ? never : C }[CollectionPath];
export type WithBulkDelete = { [C in CollectionPath]: [Child<C, 'bulk-delete'>] extends [never] ? never : C }[CollectionPath];
export type WithActiveState = { [C in CollectionPath]: [Child<C, 'active-state'>] extends [never] ? never : C }[CollectionPath];
export type WithCsvExport = { [C in CollectionPath]: [Child<C, 'export.csv'>] extends [never] ? never : C }[CollectionPath];
