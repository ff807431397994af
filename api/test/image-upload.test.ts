// The local image-upload endpoint (the image service's request shape) and its public images.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ottilia-uploads-'));
beforeAll(async () => { t = await startTestApp({ env: { DATA_DIR: dataDir } }); }, 120_000);
afterAll(async () => { await t?.close(); rmSync(dataDir, { recursive: true, force: true }); });

// a 1×1 PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const upload = (as: Parameters<TestApp['call']>[0], body: unknown) => t.call(as, { method: 'POST', url: '/uploads/images', body });
const preset = 'ottilia-dev-unsigned';

test('an editor uploads a PNG and anyone reads it back, immutable', async () => {
  const res = await upload('AGENCY_USER', { file: `data:image/png;base64,${PNG}`, upload_preset: preset });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({ format: 'png', bytes: 70, public_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
  const url = new URL(body.secure_url);
  const image = await fetch(`${t.baseUrl}${url.pathname}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG);
});

test('refusals: unknown preset, not an image, a type that lies, no permission, no token', async () => {
  expect(problem(await upload('SUPER_ADMIN', { file: `data:image/png;base64,${PNG}`, upload_preset: 'other' })).code).toBe('unknown-upload-preset');
  expect(problem(await upload('SUPER_ADMIN', { file: 'data:image/svg+xml;base64,PHN2Zz4=', upload_preset: preset })).code).toBe('unsupported-image');
  expect(problem(await upload('SUPER_ADMIN', { file: `data:image/jpeg;base64,${PNG}`, upload_preset: preset })).code).toBe('unsupported-image');
  expect((await upload(null, { file: `data:image/png;base64,${PNG}`, upload_preset: preset })).statusCode).toBe(401);
  expect(problem(await upload('SUPER_ADMIN', { file: 'x', upload_preset: preset, extra: 1 })).status).toBe(400);
  expect(problem(await t.call(null, { method: 'GET', url: `/uploads/images/${'0'.repeat(32)}.png` })).code).toBe('image-not-found');
});
