export { type FieldProps } from './field';
export * from './text-field';
export * from './select-field';
export * from './checkbox';
export * from './toggle';
export * from './date-field';
export * from './search-field';
