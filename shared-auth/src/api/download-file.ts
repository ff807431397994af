/**
 * File downloads through the API client (bearer token, renewal and retries included): a binary
 * answer such as an Excel export is read as a Blob, named from its Content-Disposition, and
 * handed to the browser through a temporary download link.
 */
import type { ApiClient, RequestOptions } from './api-client.js';
import type { ResponseLike } from './http-types.js';

export interface FileDownload {
  blob: Blob;
  /** From Content-Disposition; null when the answer names no file. */
  fileName: string | null;
}

/** Keeps a server-given name from reaching outside the downloads folder or being empty. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}

/** The file name of a Content-Disposition header; `filename*` (RFC 5987, UTF-8) wins over `filename`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended[1]!.trim()));
    } catch {
      // malformed percent-encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(contentDisposition);
  if (!plain) return null;
  return safeName(plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!);
}

/** A successful answer as a file; bodies of fakes without blob() are read as text. */
export async function readFile(response: ResponseLike): Promise<FileDownload> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const blob = response.blob ? await response.blob() : new Blob([await response.text()], { type });
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

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
