// The local image service: the hosted service's unsigned upload (multipart: file, upload_preset)
// and the public, immutable images it serves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ottilia-uploads-'));
beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PRESET = 'ottilia-dev-unsigned';
const UPLOAD = '/image-service/v1_1/ottilia-dev/image/upload';

/** The request a browser's FormData makes: no token, as the hosted service gets it. */
async function upload(parts: { file?: Blob; preset?: string }, url = UPLOAD) {
  const form = new FormData();
  if (parts.file) form.set('file', parts.file, 'logo.png');
  if (parts.preset !== undefined) form.set('upload_preset', parts.preset);
  const response = await fetch(`${t.baseUrl}${url}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('an unsigned upload answers as the hosted service does, and anyone reads the image back, immutable', async () => {
  const res = await upload({ file: new Blob([PNG], { type: 'image/png' }), preset: PRESET });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    format: 'png',
    bytes: 70,
    resource_type: 'image',
    type: 'upload',
    public_id: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  const image = await fetch(`${t.baseUrl}${new URL(res.body.secure_url as string).pathname}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
});

test.each([
  ['an unknown preset', { file: new Blob([PNG]), preset: 'other' }, 400, 'unknown-upload-preset'],
  ['no preset', { file: new Blob([PNG]) }, 400, 'unknown-upload-preset'],
  ['no file', { preset: PRESET }, 422, 'unsupported-image'],
  [
    'an SVG',
    { file: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), preset: PRESET },
    422,
    'unsupported-image',
  ],
  ['more than 1 MB', { file: new Blob([PNG, Buffer.alloc(1024 * 1024)]), preset: PRESET }, 422, 'image-too-large'],
] as const)('%s is refused with problem+json', async (_what, parts, status, code) => {
  const res = await upload(parts);
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
});

test('another cloud is 404, a JSON body 415, a form over the limit 413, an unknown image 404', async () => {
  expect((await upload({ file: new Blob([PNG]), preset: PRESET }, '/image-service/v1_1/someone-else/image/upload')).body.code).toBe(
    'unknown-cloud',
  );
  const json = await t.call(null, { method: 'POST', url: UPLOAD, body: { file: 'x', upload_preset: PRESET } });
  expect(json.statusCode).toBe(415);
  expect((await upload({ file: new Blob([Buffer.alloc(2 * 1024 * 1024)]), preset: PRESET })).status).toBe(413);
  expect((await t.call(null, { method: 'GET', url: `/uploads/images/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
});
