// @ottilia/shared-auth/typed-collection: the typed client of a collection and its records
// (api/typed-collection.ts) and the list queries with their OData (api/odata.ts): the data layer
// of shared-admin and of the host's own reads. No federation singleton: stateless, and bundled
// where it is used (shared-admin, the host's dashboard and palette), so /home never loads it.
export * from './api/typed-collection.js';
export * from './api/odata.js';
