/** An API client over scripted HTTP replies, for the tests of file downloads (getFile, downloadFile). */
import { createApiClient } from '../api/api-client.js';
import type { ResponseLike } from '../api/http-types.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first bytes of every .xlsx (a ZIP archive): not valid UTF-8 text, so they must stay binary. */
export const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

function response({ status, headers = {}, body }: Reply): ResponseLike {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : new TextDecoder().decode(body)),
    blob: async () => new Blob(body === undefined ? [] : [body], { type: lower['content-type'] ?? '' }),
  };
}

/** A client whose fetch answers `replies` in order; `calls` records what it sent. */
export function clientReplying(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = replies.shift();
    if (!next) throw new Error('unexpected call');
    return response(next);
  });
  const client = createApiClient({
    baseUrl: 'https://api.test',
    getToken: async () => 'stored-token',
    renewToken: async () => 'renewed-token',
    onSessionExpired: jest.fn(),
    fetch,
    retry: { sleep: async () => {} },
  });
  const header = (index: number, name: string) => (calls[index]!.init.headers as Record<string, string>)[name];
  return { client, calls, header };
}

export function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** An Excel file answer with its Content-Disposition. */
export const excelReply = (body: Uint8Array<ArrayBuffer>, disposition = 'attachment; filename="projects-2026-05-04.xlsx"'): Reply => ({
  status: 200,
  headers: { 'Content-Type': XLSX, 'Content-Disposition': disposition },
  body,
});
