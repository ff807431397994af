import { bytesOf, clientReplying, excelReply, XLSX, ZIP_BYTES } from '@ottilia/shared-auth/testing';
import { downloadFile } from './download-file';

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
    const { client } = clientReplying([excelReply(ZIP_BYTES)]);
    await expect(downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' })).resolves.toBe('projects-2026-05-04.xlsx');
    expect(saved).toEqual([{ name: 'projects-2026-05-04.xlsx', href: 'blob:export' }]);
    await expect(bytesOf(blobs[0]!)).resolves.toEqual(ZIP_BYTES);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the answer names no file', async () => {
    const { client } = clientReplying([{ status: 200, headers: { 'Content-Type': XLSX }, body: ZIP_BYTES }]);
    await downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' });
    expect(saved.map((file) => file.name)).toEqual(['projects.xlsx']);
  });

  it('saves nothing when the request is refused', async () => {
    const { client } = clientReplying([{ status: 403, headers: { 'Content-Type': 'application/problem+json' }, body: '{"title":"Forbidden","status":403,"code":"forbidden"}' }]);
    await expect(downloadFile(client, '/projects/export-excel', { fallbackName: 'projects.xlsx' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(saved).toEqual([]);
  });
});
