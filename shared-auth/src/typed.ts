// @ottilia/shared-auth/typed: the typed face of the API client (typed-api.ts) and typed SWR reads
// (read-key.ts). A federation singleton of its own (tooling/webpack/shared-singletons.mjs): the
// host's pages use it, so its copy is there before any remote page asks for it.
export { apiGet, typedApi, type Answer, type CallOptions, type PathsOf, type TypedApi, type WriteCallOptions } from './api/typed-api.js';
export { readKey, type ReadKey } from './api/read-key.js';
export { useRead } from './api/use-read.js';
