// @ottilia/shared-admin: the headless admin core every remote builds its lists and records on
// (ra-core in small). Hooks and plain data only; the matching views are @ottilia/shared-ui/admin.
export * from './resource';
// each admin resource's one identity (path, route, permissions, label keys), for the screens and
// the data layer: a remote takes these values here, a federation singleton, not from shared-contracts
export * from '@ottilia/shared-contracts/resources';
// list queries, field errors and file saving: moved from shared-auth, which /home loads
export { buildFilter, listQuery, selectListQuery, odataLiteral, DEFAULT_ORDER_BY, SELECT_LIST_SIZE, type FilterInput, type FilterValue, type ListParams as ListQueryParams } from './api/list-query';
export { fieldErrorsOf, type FieldErrors } from './api/field-errors';
export { downloadFile, saveFile } from './api/download-file';
export * from './list/list-params';
export * from './list/list-filters';
export * from './list/use-list-params';
export * from './list/row-selection';
export * from './list/use-list-controller';
export * from './list/use-revalidate-list';
export * from './list/download-csv';
export * from './list/use-export';
export * from './bulk/use-bulk-actions';
export * from './record/draft-store';
export * from './record/dirty-sections';
export * from './record/use-draft-editor';
export * from './record/use-record-controller';
export * from './record/history';
export * from './uploads/upload-image';
// strings (namespace admin) and the labels apps give it: plain text, a key or a function of t
export { useAdminStrings } from './i18n/strings';
export * from './i18n/text';
