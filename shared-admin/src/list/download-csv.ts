/**
 * Downloads a CSV export through the API client (bearer token, renewal and retries included):
 * the text answer becomes a Blob the browser saves through shared-auth's saveFile.
 */
import { type ApiClient, type Query } from '@ottilia/shared-auth';
import { saveFile } from '../api/download-file';
import { format } from 'date-fns';

const BOM = '\uFEFF';

/** `brands-2026-05-04.csv`, as the API's Content-Disposition names it. */
export function csvFileName(prefix: string, day = new Date()): string {
  return `${prefix}-${format(day, 'yyyy-MM-dd')}.csv`;
}

export async function downloadCsv(client: ApiClient, path: string, query: Query, fileName: string): Promise<void> {
  const text = await client.get<string>(path, { query, headers: { Accept: 'text/csv' } });
  // reading the body as text drops the byte-order mark that tells spreadsheets it is UTF-8
  const blob = new Blob([BOM, (text ?? '').replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName);
}
