/**
 * Projects beyond their list: the record and its saves, the forms' choices, reviews, members and
 * the member picker's user search, market legal data, the Excel export, a new agency from the
 * new-project form.
 */
import { isApiError, type ActionKey, type ApiClient, type Query, type WithEtag } from '@ottilia/shared-auth';
import { readKey, typedApi, useRead, type CallOptions } from '@ottilia/shared-auth/typed';
import { AGENCIES } from '@ottilia/shared-contracts/resources';
import type { WireMarketLegalData, WirePage } from '@ottilia/shared-contracts/wire';
import { exportLink } from './export';
import { odataLiteral } from './odata';
import { recordPath, recordWrites, type Precondition } from './record';
import { PROJECTS_API, USERS_API } from './resources';
import type { WriteBodyOf } from './types';

/** The body of PUT /projects/{id} (read-only fields of a project may be sent back and are ignored). */
export type ProjectBody = WriteBodyOf<'/projects'>;

/** Where project `uuid` lives: its record and history (useRecordController, useRecordHistory). */
export const projectAddress = (uuid: string) => recordPath(PROJECTS_API, uuid);

export const saveProject = (client: ApiClient, uuid: string, body: ProjectBody, precondition: Precondition) =>
  recordWrites(client, PROJECTS_API).save(uuid, body, precondition);

/** The project's timeline with its members, legal data, reviews, cookies and age gate, newest first. */
export const useProjectHistory = (uuid: string) =>
  useRead(readKey('/projects/{id}/history', { path: { id: uuid } }), { revalidateOnFocus: false });

export const deleteProject = (client: ApiClient, uuid: string, etag: string, key: ActionKey) =>
  recordWrites(client, PROJECTS_API).remove(uuid, etag, key);

/** Approves (or rejects) every market of the project's pending review; answers the project. */
export const reviewProject = (
  client: ApiClient,
  uuid: string,
  reviewEid: string,
  body: NonNullable<CallOptions<'/projects/{id}/reviews/{reviewEid}', 'put'>['body']>,
  etag: string,
  key: ActionKey,
) =>
  typedApi(client).putWithEtag('/projects/{id}/reviews/{reviewEid}', {
    path: { id: uuid, reviewEid },
    body,
    ifMatch: etag,
    idempotencyKey: key,
  });

/** GET /projects/choices: agencies, brands, types, markets and legal entities the forms offer. */
export const PROJECT_CHOICES_KEY = readKey('/projects/choices');

/** A link to the Excel workbook of what `query` selects, with its row count. */
export const exportProjects = (client: ApiClient, query: Query, key: ActionKey, signal?: AbortSignal) =>
  exportLink(client, PROJECTS_API, 'xlsx', query, key, signal);

/** The body of a new agency (PUT /agencies/{eid} with If-None-Match: *). */
export type AgencyBody = WriteBodyOf<typeof AGENCIES.apiPath>;

/** Creates an agency at a new id; answers it. */
export const createAgency = (client: ApiClient, eid: string, body: AgencyBody, key: ActionKey) =>
  typedApi(client).put('/agencies/{eid}', { path: { eid }, body, ifNoneMatch: '*', idempotencyKey: key });

// members
export const membersKey = (uuid: string) => readKey('/projects/{id}/members', { path: { id: uuid } });

export const addMember = (client: ApiClient, uuid: string, userEid: string, key: ActionKey) =>
  typedApi(client).put('/projects/{id}/members/{userEid}', { path: { id: uuid, userEid }, idempotencyKey: key });

export const removeMember = (client: ApiClient, uuid: string, userEid: string, key: ActionKey) =>
  typedApi(client).del('/projects/{id}/members/{userEid}', { path: { id: uuid, userEid }, idempotencyKey: key });

export const USER_SEARCH_SIZE = 10;

/** Ten users whose name or e-mail contains `text`, by name; null (nothing asked) for an empty text. */
export function userSearchKey(text: string) {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const literal = odataLiteral(trimmed);
  return readKey(USERS_API.apiPath, {
    query: {
      page: 1,
      size: USER_SEARCH_SIZE,
      $orderBy: 'displayName asc',
      $filter: `contains(displayName,${literal}) or contains(email,${literal})`,
    },
  });
}

// market legal data
export const LEGAL_DATA_NOT_FOUND = 'legal-data-not-found';

/** One market's row of GET /projects/{id}/legal-data. */
export type LegalDataSummary = WirePage<'/projects/{id}/legal-data'>['content'][number];

export const legalDataListKey = (uuid: string) => readKey('/projects/{id}/legal-data', { path: { id: uuid } });

const legalDataAt = (uuid: string, marketCode: string) => ({ path: { id: uuid, marketId: marketCode } });

/** The record path of one market's data (its edit form's, for live updates and presence). */
export const legalDataPath = (uuid: string, marketCode: string) =>
  `/projects/${encodeURIComponent(uuid)}/legal-data/${encodeURIComponent(marketCode)}`;

/** SWR key of one market's data with its ETag (null while the market has none): a record's key, so live updates leave it under a draft. */
export const legalDataKey = (uuid: string, marketCode: string) => ['record', legalDataPath(uuid, marketCode)] as const;

/** One market's data with its ETag; null when the market has none yet (the form then creates it). */
export async function readLegalData(client: ApiClient, uuid: string, marketCode: string): Promise<WithEtag<WireMarketLegalData> | null> {
  try {
    return await typedApi(client).getWithEtag('/projects/{id}/legal-data/{marketId}', legalDataAt(uuid, marketCode));
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === LEGAL_DATA_NOT_FOUND) return null;
    throw error;
  }
}

export type LegalDataBody = NonNullable<CallOptions<'/projects/{id}/legal-data/{marketId}', 'put'>['body']>;

export const saveLegalData = (client: ApiClient, uuid: string, marketCode: string, body: LegalDataBody, precondition: Precondition) =>
  typedApi(client).putWithEtag('/projects/{id}/legal-data/{marketId}', { ...legalDataAt(uuid, marketCode), body, ...precondition });
