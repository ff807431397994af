/**
 * What the data layer knows of a resource, derived from the OpenAPI `paths`: a collection path
 * ('/brands') gives its page of rows, its record path ('/brands/{eid}'), the record, the body a
 * save sends and which of history, bulk and export the API offers (the typed collection client,
 * @ottilia/shared-auth/typed-collection, says them).
 */
import type { CollectionPath } from '@ottilia/shared-auth/typed-collection';

export type {
  CollectionPath,
  Deletable,
  Editable,
  Page,
  PageOf,
  RecordOf,
  RecordPath,
  RowOf,
  WithActiveState,
  WithBulkDelete,
  WithCsvExport,
  WithHistory,
  WriteBodyOf,
} from '@ottilia/shared-auth/typed-collection';

/** A resource the data layer serves: a ResourceIdentity, or a descriptor declared in ./resources. */
export interface DataResource<C extends CollectionPath = CollectionPath> {
  readonly apiPath: C;
  /** The bulk-delete body's name for the ids: 'eids' (reference data, the default) or 'ids' (projects). */
  readonly bulkIds?: 'eids' | 'ids';
}
