/** Market legal data of a project (GET/PUT /projects/{uuid}/legal-data[/{marketCode}]). */
import { legalDataKey, legalDataListKey, readLegalData } from '@ottilia/shared-admin';
export type { LegalDataSummary } from '@ottilia/shared-admin';
import { useApiClient, type ApiError, type WithEtag } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import type { WireMarketLegalData } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';

/** GET /projects/{uuid}/legal-data/{marketCode}. */
export type LegalData = WireMarketLegalData;

export function useLegalDataList(uuid: string) {
  return useRead(legalDataListKey(uuid), { revalidateOnFocus: false });
}

export function useLegalData(uuid: string, marketCode: string) {
  const client = useApiClient();
  return useSWR<WithEtag<LegalData> | null, ApiError>(legalDataKey(uuid, marketCode), () => readLegalData(client, uuid, marketCode), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
