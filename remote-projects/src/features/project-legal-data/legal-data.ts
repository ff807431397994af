/** Market legal data of a project (GET/PUT /projects/{uuid}/legal-data[/{marketCode}]). */
import { isApiError, useApiClient, type ApiClient, type ApiError, type WithEtag } from '@ottilia/shared-auth';
import useSWR from 'swr';
import { projectPath, type Ref } from '../../lib/project';

export interface LegalDataSummary {
  marketCode: string;
  countryName: string;
  filled: boolean;
  isApproved: boolean;
  version: number | null;
  updatedAt: string | null;
}

export interface LegalData {
  marketCode: string;
  countryName: string;
  legalEntityEid: string | null;
  legalEntity: Ref | null;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  cookiePolicyUrl: string | null;
  imprint: string | null;
  minimumDrinkingAge: number | null;
  legalContactEmail: string | null;
  isApproved: boolean;
  version: number;
  updatedAt: string;
}

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
