/**
 * The portal's tab icon: the host serves /favicon.ico and its page links it, so no first load
 * logs a 404 for it and the tab shows the portal's icon rather than a generic one.
 */
import { expect, test } from '@playwright/test';

test('the host serves /favicon.ico and its page links it, without a failed request', async ({ page, request }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname === '/favicon.ico') failed.push(response.url());
  });
  await page.goto('/home');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect(failed).toEqual([]);
});
