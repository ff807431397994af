import { createApiClient, type ResponseLike } from '@ottilia/shared-auth';
import { downloadFile } from './download-file';

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

describe('downloadFile', () => {
  const saved: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  let click: jest.SpyInstance;

  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => click.mockRestore());

  it('saves the file under the name the API gives and frees the object URL', async () => {
    const { client } = setup([excel(ZIP_BYTES)]);
    await expect(downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' })).resolves.toBe('projects-2026-05-04.xlsx');
    expect(saved).toEqual([{ name: 'projects-2026-05-04.xlsx', href: 'blob:export' }]);
    await expect(bytesOf(blobs[0]!)).resolves.toEqual(ZIP_BYTES);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the answer names no file', async () => {
    const { client } = setup([{ status: 200, headers: { 'Content-Type': XLSX }, body: ZIP_BYTES }]);
    await downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' });
    expect(saved.map((file) => file.name)).toEqual(['projects.xlsx']);
  });

  it('saves nothing when the request is refused', async () => {
    const { client } = setup([{ status: 403, headers: { 'Content-Type': 'application/problem+json' }, body: '{"title":"Forbidden","status":403,"code":"forbidden"}' }]);
    await expect(downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(saved).toEqual([]);
  });
});
