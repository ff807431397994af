/**
 * The API's field limits and enumerations (generated into @ottilia/shared-contracts/wire/limits)
 * for the forms and filters of each resource, named by resource so screens need no API path.
 */
import { ENUMS, LIMITS, type SORT_FIELDS } from '@ottilia/shared-contracts/wire/limits';
import type { CollectionPath } from './types';

export { ENUMS };

export const PROJECT_LIMITS = LIMITS['PUT /projects/{id}'];
export const PROJECT_REVIEW_LIMITS = LIMITS['PUT /projects/{id}/reviews/{reviewEid}'];
export const LEGAL_DATA_LIMITS = LIMITS['PUT /projects/{id}/legal-data/{marketId}'];
export const AGE_GATE_STYLE_LIMITS = LIMITS['PUT /projects/{id}/age-gateway/{ageGateId}/style'];
export const COOKIE_LIMITS = LIMITS['PUT /cookies/{projectId}/{language}'];
export const INVITE_LIMITS = LIMITS['PUT /users/invite'];
export const USER_LIMITS = LIMITS['PUT /users/{id}'];
export const AGENCY_REVIEW_LIMITS = LIMITS['PUT /agencies/{eid}/review'];
export const MARKET_LIMITS = LIMITS['PUT /markets/{code}'];

type RecordWrite = Extract<keyof typeof LIMITS, `PUT /${string}/{eid}`>;
/** The limits of the fields of a reference resource's record, e.g. recordLimits(BRANDS).name.maxLength. */
export const recordLimits = <A extends string>(resource: { apiPath: A }) =>
  LIMITS[`PUT ${resource.apiPath}/{eid}` as `PUT ${A}/{eid}` & RecordWrite];

/** A field the list of `C` sorts by ($orderBy), as the API's document lists them: SortFieldOf<'/projects'>. */
export type SortFieldOf<C extends CollectionPath & keyof typeof SORT_FIELDS> = (typeof SORT_FIELDS)[C][number];
