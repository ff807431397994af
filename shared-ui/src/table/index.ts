export * from './data-table';
export * from './sort';
