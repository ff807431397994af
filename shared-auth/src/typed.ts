// @ottilia/shared-auth/typed: the typed face of the API client (typed-api.ts) and typed SWR reads
// (read-key.ts). Not a federation singleton: stateless, it is bundled into each app that uses it,
// so the shared chunk /home loads first does not carry it.
export { apiGet, typedApi, type Answer, type CallOptions, type PathsOf, type TypedApi } from './api/typed-api.js';
export { readKey, type ReadKey } from './api/read-key.js';
export { useRead } from './api/use-read.js';
