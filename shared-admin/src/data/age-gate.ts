/** A project's age gate: read (null while it has none), its style saved, its markets added and removed. */
import { isApiError, type ActionKey, type ApiClient } from '@ottilia/shared-auth';
import { typedApi, type CallOptions } from '@ottilia/shared-auth/typed';
import type { WireAgeGate } from '@ottilia/shared-contracts/wire';
import type { VersionCondition } from './record';

/** 'current' names the project's gate before its id is known (docs/adr/0040-age-gate-api.md). */
const gate = (projectId: string, gateId = 'current') => ({ id: projectId, ageGateId: gateId });

/** The record path of the project's gate (its edit form's, for live updates and presence). */
export const ageGatePath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/age-gateway/current`;

/** SWR key of the project's gate: a record's key, so live updates leave it under a draft. */
export const ageGateKey = (projectId: string) => ['record', ageGatePath(projectId)] as const;

/** The gate, or null while the project has none (404 age-gate-not-found). */
export async function readAgeGate(client: ApiClient, projectId: string): Promise<WireAgeGate | null> {
  try {
    return await typedApi(client).get('/projects/{id}/age-gateway/{ageGateId}', { path: gate(projectId) });
  } catch (error) {
    if (isApiError(error) && error.code === 'age-gate-not-found') return null;
    throw error;
  }
}

export type AgeGateStyleBody = NonNullable<CallOptions<'/projects/{id}/age-gateway/{ageGateId}/style', 'put'>['body']>;

/** Saves the style: creates the gate (If-None-Match: *) or replaces the style of `gateId` (If-Match). */
export const saveAgeGateStyle = (
  client: ApiClient,
  projectId: string,
  gateId: string | undefined,
  body: AgeGateStyleBody,
  precondition: VersionCondition & { idempotencyKey: ActionKey },
) =>
  typedApi(client).put('/projects/{id}/age-gateway/{ageGateId}/style', {
    path: gate(projectId, gateId),
    body,
    ...precondition,
  });

export const addAgeGateMarket = (client: ApiClient, projectId: string, gateId: string | undefined, marketCode: string, key: ActionKey) =>
  typedApi(client).put('/projects/{id}/age-gateway/{ageGateId}/markets', {
    path: gate(projectId, gateId),
    body: { marketCode },
    idempotencyKey: key,
  });

export const removeAgeGateMarket = (client: ApiClient, projectId: string, gateId: string | undefined, marketId: string, key: ActionKey) =>
  typedApi(client).del('/projects/{id}/age-gateway/{ageGateId}/markets/{marketId}', {
    path: { ...gate(projectId, gateId), marketId },
    idempotencyKey: key,
  });
