// Playwright against the composed portal (started by `npm test`, or by
// `PORTAL_ANALYTICS_CONTAINER=GTM-E2ETEST npm start` when you run
// `npx pnpm@10.34.9 --filter @ottilia/e2e test` by hand), in Debian's Chromium: never a downloaded browser.
import { defineConfig } from '@playwright/test';
import { consentRevision, portalPolicy } from '../api/src/consent/consent-site.js';

/**
 * The portal script's stored choice: the revision of the portal's policy (with performance cookies,
 * since the e2e composition plays a stage with analytics, see scripts/e2e.mjs), the answer, and
 * today as its time, so it lasts through the run (a choice expires after its lifetime).
 */
export const PORTAL_CONSENT_CHOICE = {
  name: 'ottilia-consent:portal',
  value: JSON.stringify({
    revision: consentRevision(portalPolicy(true)),
    choice: { necessary: true, functional: false, performance: false },
    at: new Date().toISOString(),
  }),
};

/**
 * The suites run a second time against the portal served by nginx as a deployment serves it
 * (scripts/e2e.mjs, deploy/nginx): composition, the remotes' standalone pages, navigation, remote
 * failures, sign-in, the consent banner with the tag manager, a Super Admin's release trial from
 * the release origin, the dashboard's framed BI report, under its Content-Security-Policy, the lost
 * answers of an edit and a create (14.6 s there; tests tagged @node-only stay on the Node pass), and
 * the hosting's own checks.
 */
const NGINX_SUITES = [
  'route-manifests',
  'standalone-remotes',
  'navigation',
  'remote-failures',
  'auth-screens',
  'analytics/tag-manager',
  'releases/release-trial',
  'dashboard/embedded-report',
  'writes/lost-answers',
];

/** The app origin of the stage the `environment` project runs against (scripts/pipeline.mjs sets it). */
const STAGE_ORIGIN = process.env.OTTILIA_STAGE_ORIGIN ?? 'https://localhost:1849';

export default defineConfig({
  testDir: './tests',
  workers: 1, // one composed portal and one database: tests share them in order
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']], // the JSON file is PLAYWRIGHT_JSON_OUTPUT_NAME (set by scripts/e2e.mjs)
  projects: [
    { name: 'node', testIgnore: ['**/static-hosting/**', '**/environment/**'] },
    {
      name: 'nginx',
      testMatch: [...NGINX_SUITES.map((suite) => `**/tests/${suite}.spec.ts`), '**/static-hosting/**/*.spec.ts'],
      grepInvert: /@node-only/,
    },
    // the cross-area suites against a served stage (scripts/stage.mjs): the integration pipeline's
    // candidate (scripts/pipeline.mjs), on the stage's app origin
    {
      name: 'environment',
      testMatch: '**/environment/**/*.spec.ts',
      use: {
        baseURL: STAGE_ORIGIN,
        storageState: { cookies: [], origins: [{ origin: STAGE_ORIGIN, localStorage: [PORTAL_CONSENT_CHOICE] }] },
      },
    },
  ],
  use: {
    baseURL: 'https://localhost:1847',
    ignoreHTTPSErrors: true, // the local certificate authority is not in Chromium's store
    // a failed test's trace: DOM snapshots and network, without the screencast, whose frames took a
    // third of the browser's CPU; `npm test` records none (E2E_TRACES=off, ADR 0224): rerun a failed
    // suite with `node scripts/e2e.mjs --node tests/<suite>` for its trace
    trace: process.env.E2E_TRACES === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // The portal loads its own consent script (spec section 9). Every test starts as a visitor who
    // already chose (necessary only), so the banner never covers the screens under test; the
    // cookies specs start without a choice where they test the banner.
    storageState: { cookies: [], origins: [{ origin: 'https://localhost:1847', localStorage: [PORTAL_CONSENT_CHOICE] }] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
      ],
    },
  },
});
