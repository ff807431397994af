export * from './shell-context';
export * from './use-shell-state';
export * from './shell-alert-banner';
export * from './shell-dialog';
export * from './use-copy';
export * from './kept-drafts';
