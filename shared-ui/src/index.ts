// Public API of the Ottilia design system: tokens, themes, components and the dialog catalogue.
// No routing or auth here; apps wire those in.
export * from './i18n';
export * from './tokens';
export * from './themes';
export * from './a11y';
export * from './icons';
export * from './responsive';
export * from './button';
export * from './loading-indicator';
export * from './modal';
export * from './alert';
export * from './dialogs';
export * from './error-reference';
export * from './shell';
export * from './layout';
// dates (spec section 9) for /home's news as well as the editing screens
export { formatLongDate } from './form/long-date';
export { formatShortDate } from './form/short-date';
