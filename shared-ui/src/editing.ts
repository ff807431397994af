// Components of the areas' editing screens (forms, pickers, tabs). A separate entry,
// `@ottilia/shared-ui/editing`, shared as its own singleton: the host's first load carries the
// main entry only, and this one is fetched when a remote's screen first needs it.
export * from './form/text-area';
export * from './form/date-field';
export * from './form/checkbox-group';
export * from './form/combobox';
export * from './form/form-actions';
export * from './tabs/tabs';
export { FieldValues, type FieldValue } from './layout/field-values';
export * from './alert/conflict-alert';
