// Playwright against the composed portal (started by `npm test`, or by `npm start` when you run
// `npx pnpm@10.34.9 --filter @ottilia/e2e test` by hand), in Debian's Chromium: never a downloaded browser.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  workers: 1, // one composed portal and one database: tests share them in order
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']], // the JSON file is PLAYWRIGHT_JSON_OUTPUT_NAME (set by scripts/e2e.mjs)
  use: {
    baseURL: 'https://localhost:1847',
    ignoreHTTPSErrors: true, // the local certificate authority is not in Chromium's store
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-default-apps'],
    },
  },
});
