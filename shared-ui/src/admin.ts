// Views of the list and record screens built on @ottilia/shared-admin: toolbar and filters,
// rows (cards on a phone), empty state, ID cell, export, bulk bar, conflict alert, record form
// and view, history panel. A separate entry, `@ottilia/shared-ui/admin`, shared as its own
// singleton: fetched with the first list or editing screen, never on /home.
export * from './admin/list-toolbar';
export * from './admin/list-options';
export * from './admin/list-table';
export * from './admin/list-empty';
export * from './admin/copy-id-cell';
export * from './admin/export-button';
export * from './admin/selection-column';
export * from './admin/bulk-bar';
export * from './admin/record-conflict-alert';
export * from './admin/field-specs';
export * from './admin/record-form';
export * from './admin/record-view';
export * from './admin/history-entries';
export * from './admin/history-panel';
