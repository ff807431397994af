/** Market legal data of a project (GET/PUT /projects/{uuid}/legal-data[/{marketCode}]). */
import { isApiError, useApiClient, type ApiClient, type ApiError, type WithEtag } from '@ottilia/shared-auth';
import type { WireMarketLegalData, WirePage } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';
import { projectPath } from '../../lib/project';

/** One market's row of GET /projects/{uuid}/legal-data. */
export type LegalDataSummary = WirePage<'/projects/{id}/legal-data'>['content'][number];

/** GET /projects/{uuid}/legal-data/{marketCode}. */
export type LegalData = WireMarketLegalData;

export const LEGAL_DATA_NOT_FOUND = 'legal-data-not-found';

export const legalDataListPath = (uuid: string) => `${projectPath(uuid)}/legal-data`;
export const legalDataPath = (uuid: string, marketCode: string) => `${legalDataListPath(uuid)}/${encodeURIComponent(marketCode)}`;

export function useLegalDataList(uuid: string) {
  return useSWR<{ content: LegalDataSummary[] }, ApiError>(legalDataListPath(uuid), { revalidateOnFocus: false });
}

/** One market's data with its ETag; null when the market has none yet (the form then creates it). */
export async function readLegalData(client: ApiClient, path: string): Promise<WithEtag<LegalData> | null> {
  try {
    return await client.get<LegalData>(path, { withEtag: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === LEGAL_DATA_NOT_FOUND) return null;
    throw error;
  }
}

export const legalDataKey = (path: string) => ['legal-data', path] as const;

export function useLegalData(uuid: string, marketCode: string) {
  const client = useApiClient();
  const path = legalDataPath(uuid, marketCode);
  return useSWR<WithEtag<LegalData> | null, ApiError>(legalDataKey(path), () => readLegalData(client, path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
