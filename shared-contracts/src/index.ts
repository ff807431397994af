export * from './permissions.js';
export * from './demo-accounts.js';
export * from './local-env.js';
export type * from './wire/index.js';
export * from './preview-hosts.js';
