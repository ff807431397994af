/**
 * Saving an API answer as a file: the API client reads it (bearer, renewal, retries), the browser
 * saves it through a temporary download link. Only list screens export, so it lives here.
 */
import type { ApiClient, RequestOptions } from '@ottilia/shared-auth';

/** Lets the browser save `blob` as `fileName` (a temporary object URL behind a download link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * GETs `path` as a file and saves it under the name the API gives (or `fallbackName`).
 * Resolves with the name used; rejects with the ApiError of a refused request.
 */
export async function downloadFile(client: ApiClient, path: string, options: RequestOptions & { fallbackName: string }): Promise<string> {
  const { fallbackName, ...request } = options;
  const file = await client.getFile(path, request);
  const fileName = file.fileName ?? fallbackName;
  saveFile(file.blob, fileName);
  return fileName;
}
