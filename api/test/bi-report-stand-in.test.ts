// The stand-in BI report of development and the e2e tests: a page the portal's dashboard may frame
// (GET /dashboard/embed-info names it when DASHBOARD_EMBED_URL does), with its script from the API.
import { localOrigins } from '@ottilia/shared-contracts/local-env';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
}, 120_000);
afterAll(() => t?.close());

test("GET /dev/bi-report is a page only the portal may frame, whose script is the API's own", async () => {
  const res = await t.call(null, { method: 'GET', url: '/dev/bi-report' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['x-frame-options']).toBeUndefined();
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain(`frame-ancestors ${localOrigins.app}`);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("frame-ancestors 'self'");
  expect(res.body).toContain('<script src="/dev/bi-report/report.js" defer></script>');

  const script = await t.call(null, { method: 'GET', url: '/dev/bi-report/report.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  expect(script.body).toContain("get('access_token')");
});

test("the API's other answers still forbid framing", async () => {
  const res = await t.call(null, { method: 'GET', url: '/dev/plugin-docs' });
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
});
