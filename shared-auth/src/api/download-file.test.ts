import { bytesOf, clientReplying, excelReply, XLSX, ZIP_BYTES } from '../testing/file-replies';
import { ApiError } from './api-error';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="projects-2026-05-04.xlsx"', 'projects-2026-05-04.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'Projekte%20%C3%BCbersicht.xlsx', 'Projekte übersicht.xlsx'],
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
    const { client, calls, header } = clientReplying([excelReply(ZIP_BYTES)]);
    const file = await client.getFile('/projects/export-excel', { query: { $filter: "status eq 'DRAFT'", $orderBy: 'name asc' } });
    expect(calls[0]!.url).toBe("https://api.test/projects/export-excel?$filter=status%20eq%20'DRAFT'&$orderBy=name%20asc");
    expect(calls[0]!.init.method).toBe('GET');
    expect(header(0, 'Authorization')).toBe('Bearer stored-token');
    expect(file.fileName).toBe('projects-2026-05-04.xlsx');
    expect(file.blob.type).toBe(XLSX);
    await expect(bytesOf(file.blob)).resolves.toEqual(ZIP_BYTES);
  });

  it('renews the token after a 401 like every other call', async () => {
    const { client, calls, header } = clientReplying([{ status: 401 }, excelReply(ZIP_BYTES)]);
    await expect(client.getFile('/projects/export-excel')).resolves.toMatchObject({ fileName: 'projects-2026-05-04.xlsx' });
    expect(calls).toHaveLength(2);
    expect(header(1, 'Authorization')).toBe('Bearer renewed-token');
  });

  it('rejects a refusal with the problem details, not a file', async () => {
    const { client } = clientReplying([
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
    const { client } = clientReplying([{ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"eid":"U1"}' }]);
    await expect(client.get('/users/me')).resolves.toEqual({ eid: 'U1' });
  });
});
