// The plugin documentation in development: the dev stage's Plugin docs entry leads here.
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
}, 120_000);
afterAll(() => t?.close());

test('GET /dev/plugin-docs answers the documentation page, to anyone, as HTML', async () => {
  const res = await t.call(null, { method: 'GET', url: '/dev/plugin-docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('<h1>Plugin docs</h1>');
  expect(res.body).toContain('/consent/{projectId}/consent.js');
});
