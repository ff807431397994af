export * from './error-reference';
