// Components of the areas' screens (tables, paging, form fields, pickers, tabs). A separate
// entry, `@ottilia/shared-ui/editing`, shared as its own singleton: the host's first load
// (/home) carries the main entry only, and this one is fetched when a remote's screen first
// needs it. Its modules import tokens and base components from the main entry by package name,
// so they are shared with it, not copied.
export * from './table';
export * from './paginator';
export * from './form';
export { ListFooter, type ListFooterProps } from './layout/list-footer';
export { ButtonRow, Section, SectionHeading } from './layout/section';
export * from './form/text-area';
export * from './form/date-field';
export { parseApiDate } from './form/calendar-date';
export { formatApiDate } from './form/api-date-format';
export { formatLongDate } from './form/long-date'; // also in the main entry (index.ts)
export { formatShortDate } from './form/short-date'; // also in the main entry (index.ts)
export * from './form/checkbox-group';
export * from './form/combobox';
export * from './form/form-actions';
export * from './modal/dialog-actions';
export * from './tabs/tabs';
export { FieldValues, type FieldValue } from './layout/field-values';
export * from './alert/conflict-alert';
