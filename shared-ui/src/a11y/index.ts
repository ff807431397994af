export * from './visually-hidden';
