export * from './page-list';
export * from './paginator';
