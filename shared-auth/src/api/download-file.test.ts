import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { fileNameOf } from './download-file';
import type { ResponseLike } from './http-types';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The first bytes of every .xlsx (a ZIP archive): not valid UTF-8 text, so they must stay binary. */
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);

interface Reply {
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

function setup(replies: Reply[]) {
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

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

const excel = (body: Uint8Array<ArrayBuffer>, disposition = 'attachment; filename="projects-2026-05-04.xlsx"'): Reply => ({
  status: 200,
  headers: { 'Content-Type': XLSX, 'Content-Disposition': disposition },
  body,
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="projects-2026-05-04.xlsx"', 'projects-2026-05-04.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ["attachment; filename=\"fallback.xlsx\"; filename*=UTF-8''Projekte%20%C3%BCbersicht.xlsx", 'Projekte übersicht.xlsx'],
    ['attachment; filename="a \\"quoted\\" name.xlsx"', 'a "quoted" name.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'attachment; filename=""', 'attachment; filename=".."'])('gives null for %p', (header) => {
    expect(fileNameOf(header)).toBeNull();
  });
});

describe('API client getFile', () => {
  it('reads a binary answer byte for byte with its file name, sending the bearer token and the query', async () => {
    const { client, calls, header } = setup([excel(ZIP_BYTES)]);
    const file = await client.getFile('/projects/export-excel', { query: { $filter: "status eq 'DRAFT'", $orderBy: 'name asc' } });
    expect(calls[0]!.url).toBe("https://api.test/projects/export-excel?$filter=status%20eq%20'DRAFT'&$orderBy=name%20asc");
    expect(calls[0]!.init.method).toBe('GET');
    expect(header(0, 'Authorization')).toBe('Bearer stored-token');
    expect(file.fileName).toBe('projects-2026-05-04.xlsx');
    expect(file.blob.type).toBe(XLSX);
    await expect(bytesOf(file.blob)).resolves.toEqual(ZIP_BYTES);
  });

  it('renews the token after a 401 like every other call', async () => {
    const { client, calls, header } = setup([{ status: 401 }, excel(ZIP_BYTES)]);
    await expect(client.getFile('/projects/export-excel')).resolves.toMatchObject({ fileName: 'projects-2026-05-04.xlsx' });
    expect(calls).toHaveLength(2);
    expect(header(1, 'Authorization')).toBe('Bearer renewed-token');
  });

  it('rejects a refusal with the problem details, not a file', async () => {
    const { client } = setup([
      {
        status: 422,
        headers: { 'Content-Type': 'application/problem+json' },
        body: JSON.stringify({ title: 'Too large', status: 422, code: 'export-too-large', detail: 'More than 50,000 rows.' }),
      },
    ]);
    const error = await client.getFile('/projects/export-excel').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'export-too-large', message: 'More than 50,000 rows.' });
  });

  it('leaves JSON reads as they were', async () => {
    const { client } = setup([{ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"eid":"U1"}' }]);
    await expect(client.get('/users/me')).resolves.toEqual({ eid: 'U1' });
  });
});
