/**
 * File downloads through the API client (bearer token, renewal and retries included): a binary
 * answer such as an Excel export is read as a Blob, named from its Content-Disposition, and
 * handed to the browser through a temporary download link.
 */
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
