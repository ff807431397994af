/**
 * Exports of what a list's filters select, downloaded through the API client (bearer token,
 * renewal and retries included): CSV (GET {collection}/export.csv) or a file the API names
 * (GET {collection}/export-excel).
 */
import type { ApiClient, Query } from '@ottilia/shared-auth';
import { format } from 'date-fns';
import { downloadFile, saveFile } from '../api/download-file';
import type { DataResource } from './types';

const BOM = '\uFEFF';

/** `brands-2026-05-04.csv`, as the API's Content-Disposition names it. */
export function csvFileName(prefix: string, day = new Date()): string {
  return `${prefix}-${format(day, 'yyyy-MM-dd')}.csv`;
}

/** Saves GET {collection}/export.csv for `query` ($filter, $orderBy) as `{collection}-{day}.csv`. */
export async function exportCsv(client: ApiClient, resource: DataResource, query: Query): Promise<void> {
  const text = (await client.get(`${resource.apiPath}/export.csv`, { query, headers: { Accept: 'text/csv' } })) as string | undefined;
  // reading the body as text drops the byte-order mark that tells spreadsheets it is UTF-8
  const blob = new Blob([BOM, (text ?? '').replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, csvFileName(resource.apiPath.replace(/^\//, '')));
}

/** Saves GET {collection}/export-excel for `query` under the name the API gives (or `fallbackName`); resolves with the name used. */
export const exportExcel = (client: ApiClient, resource: DataResource, query: Query, fallbackName: string) =>
  downloadFile(client, `${resource.apiPath}/export-excel`, { query, fallbackName });
