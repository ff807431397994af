/** Agencies beyond their record: the review of a pending agency. */
import { type ActionKey, type ApiClient } from '@ottilia/shared-auth';
import { typedApi, type CallOptions } from '@ottilia/shared-auth/typed';

/** The body of PUT /agencies/{eid}/review: APPROVED, or REJECTED with the reason e-mailed to the requester. */
export type AgencyReview = NonNullable<CallOptions<'/agencies/{eid}/review', 'put'>['body']>;

/** Decides on the pending agency `eid` at version `etag`; answers the reviewed agency. */
export const reviewAgency = (client: ApiClient, eid: string, body: AgencyReview, etag: string, key: ActionKey) =>
  typedApi(client).put('/agencies/{eid}/review', { path: { eid }, body, ifMatch: etag, idempotencyKey: key });
