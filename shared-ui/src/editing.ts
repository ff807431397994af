// Components of the areas' screens (tables, paging, form fields, pickers, tabs): an entry of its
// own so /home's first load carries only the main entry. It imports the main entry by package
// name, so the two share it rather than copy it.
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
