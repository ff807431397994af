/**
 * The data layer (ADR 0077): screens ask for a resource and an operation, never for a URL or an
 * OData string; the types come from the OpenAPI document. Only this folder names API paths, and
 * every write takes its user action's ActionKey (useActionKeys, ADR 0332).
 */
export * from './types';
export * from './odata';
export * from './list';
export * from './record';
export * from './bulk';
export * from './export';
export * from './resources';
export * from './resource-data';
export * from './limits';
export * from './users';
export * from './projects';
export * from './agencies';
export * from './cookies';
export * from './age-gate';
export * from './saved-views';
