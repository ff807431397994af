/**
 * The data layer (issue 26; react-admin's and Refine's data providers in small): screens ask for a
 * resource and an operation, never for a URL or an OData string. A resource is a ResourceIdentity
 * of @ottilia/shared-contracts/resources or a descriptor of ./resources; the layer builds the
 * request and the types come from the OpenAPI document (./types). Only this folder names API paths.
 *
 * - list:    useResourceList(resource, { page, size, orderBy, filter }), useSelectList(resource),
 *            and for list screens ListSource + pageKey / criteriaQuery (list state -> $filter,
 *            $orderBy; the shared useListController reads through them); useRevalidateList.
 * - one:     useResourceRecord(resource, eid) (with ETag), recordPath(resource, eid) for the
 *            record controllers, readRecord.
 * - save:    writeRecord / useResourceData(resource).save(eid, body, { ifMatch } | { ifNoneMatch: '*' } with its idempotencyKey).
 *            Every write takes its user action's ActionKey (useActionKeys; docs/adr/0332).
 * - delete:  deleteRecord / .remove(eid, etag, key).
 * - bulk:    bulkDelete / setActive (.bulkDelete(ids, key), .setActive(eids, isActive, key)).
 * - export:  exportLink (.exportLink(format, query, key)): the row count and a signed link; startDownload.
 * - history: useRecordHistory(recordPath(resource, eid)).
 * - OData:   buildFilter, odataLiteral, listQuery (./odata) for filters no list state describes.
 * - limits:  the API's field limits and enums by resource (./limits, generated from the document).
 * - views:   useSavedViews(list), saveView, deleteSavedView (./saved-views): a user's named list states.
 */
export * from './types';
export * from './odata';
export * from './list';
export * from './record';
export * from './bulk';
export * from './export';
export * from './resources';
export * from './resource-data';
export * from './limits';
export * from './users';
export * from './projects';
export * from './agencies';
export * from './cookies';
export * from './age-gate';
export * from './saved-views';
