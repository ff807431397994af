// @ottilia/shared-admin/screens: the list and detail screens every admin area composes from a
// resource definition (list with search, filters, sorting, paging, export and bulk; detail with
// view, edit form, delete and history). A separate entry, shared as its own singleton, because
// it renders: the headless main entry stays free of views. Its modules import the main entry
// by package name, so they share it rather than copy it.
export * from './screens/columns';
export * from './screens/define-resource';
export * from './screens/defined-resource';
export * from './screens/resource-form';
export * from './screens/list-spec';
export * from './screens/detail-spec';
export * from './screens/resource-list';
export * from './screens/edit-in-dialog';
export * from './screens/row-actions';
export * from './screens/resource-detail';
export * from './screens/existing-record';
export * from './screens/create-record';
export * from './screens/record-editor';
export * from './screens/export-csv-button';
export * from './screens/new-record-link';
export * from './screens/image-field';
