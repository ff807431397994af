// building blocks of fields, also for the editing entry's controls
export { Control, controlCss, FieldFrame, FieldMessages, RequiredMark, useFieldWiring, type FieldProps } from './field';
export * from './text-field';
export * from './select-field';
export * from './checkbox';
export * from './toggle';
export * from './search-field';
export * from './focus-first-field';
