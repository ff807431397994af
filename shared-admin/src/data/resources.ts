/**
 * The data layer's descriptors of the resources that are not reference data (those have their
 * ResourceIdentity in @ottilia/shared-contracts/resources): the collection path each is served at.
 */
import type { DataResource } from './types';

const resource = <const R extends DataResource>(descriptor: R) => descriptor;

export const PROJECTS_API = resource({ apiPath: '/projects', bulkIds: 'ids' });
export const USERS_API = resource({ apiPath: '/users' });
export const MARKETS_API = resource({ apiPath: '/markets' });

// the reference resources' identities, for the front end (whose values come through the shared singletons)
export * from '@ottilia/shared-contracts/resources';
