// @ottilia/shared-admin: the headless admin core every remote builds its lists and records on
// (ra-core in small). Hooks and plain data only; the matching views are @ottilia/shared-ui/admin.
export * from './resource';
// the data layer: the one place that names API paths and builds requests (see data/index.ts)
export * from './data';
// field errors: moved from shared-auth, which /home loads
export { fieldErrorsOf, type FieldErrors } from './api/field-errors';
export * from './list/list-params';
export * from './list/list-filters';
export * from './list/use-list-params';
export * from './list/row-selection';
export * from './list/list-memory';
export * from './list/column-choice';
export * from './list/use-list-controller';
export * from './list/use-list-options';
export * from './list/use-export';
export * from './bulk/use-bulk-actions';
export * from './record/draft-store';
export * from './record/dirty-sections';
export * from './record/use-draft-editor';
export * from './record/use-record-controller';
export * from './uploads/upload-image';
// strings (namespace admin) and the labels apps give it: plain text, a key or a function of t
export { useAdminStrings } from './i18n/strings';
export * from './i18n/text';
