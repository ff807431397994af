export * from './loading-indicator';
export * from './loading-overlay';
export * from './spinner';
