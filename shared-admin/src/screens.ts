// @ottilia/shared-admin/screens: the list and detail screens every admin area composes from a
// resource definition. An entry of its own because it renders, so the headless main entry stays
// free of views; it imports the main entry by package name, sharing rather than copying it.
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
