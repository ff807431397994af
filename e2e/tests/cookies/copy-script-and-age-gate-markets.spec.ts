/**
 * In Chromium what the unit tests covered alone: "Copy script" puts the project's consent-script
 * snippet on the clipboard (and that script is served), and a market is removed from the age gate.
 */
import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from '../support/api-as-user.js';
import { dialog } from '../support/backoffice.js';
import { createProject, openTab, uniqueName, type ApiProject } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openProject(page: Page, tab: 'Cookies' | 'Age gate'): Promise<ApiProject> {
  await signIn(page, 'AGENCY_MANAGER', '/projects');
  const project = await createProject(page, { name: uniqueName('Copy and markets'), agencyEid: 'AG-NORTHWIND', markets: ['DK', 'SE'] });
  await page.goto(`/projects/${project.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible({ timeout: 30_000 });
  await openTab(page, tab);
  return project;
}

test("Copy script copies the project's consent-script snippet, whose script is served", async ({ page }) => {
  const project = await openProject(page, 'Cookies');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('tabpanel', { name: 'Cookies' }).getByRole('button', { name: 'Copy script' }).click();
  await expect(page.getByText('Script copied!')).toBeVisible();

  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  const src = /^<script src="([^"]+)" data-market="dk" data-age-verification="on" async><\/script>$/.exec(snippet)?.[1];
  expect(src, snippet).toMatch(new RegExp(`/${project.uuid}/consent\\.js$`));
  const script = await page.request.get(src!);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);
});

test('a market is removed from the age gate', async ({ page }) => {
  const project = await openProject(page, 'Age gate');
  const tab = page.getByRole('tabpanel', { name: 'Age gate' });
  await tab.getByRole('button', { name: 'Save style' }).click();
  await dialog(page, 'Well done!').getByRole('button', { name: 'Continue' }).click();
  const markets = tab.getByRole('list', { name: 'Markets of the age gate' });
  for (const [count, market] of [
    [1, 'DK'],
    [2, 'SE'],
  ] as const) {
    await tab.getByRole('combobox', { name: 'Market to add' }).selectOption(market);
    await tab.getByRole('button', { name: 'Add market' }).click();
    await expect(markets.getByRole('listitem')).toHaveCount(count);
  }

  await markets.getByRole('button', { name: 'Remove Sweden' }).click();
  await expect(page.getByText('Your changes were saved!').last()).toBeVisible();
  await expect(markets.getByRole('listitem')).toHaveCount(1);
  await expect(markets.getByText(/^Sweden/)).toHaveCount(0);
  await expect(markets.getByText(/^Denmark: minimum age/)).toBeVisible();

  const gate = await (await callApiAs(page, { method: 'GET', path: `/projects/${project.uuid}/age-gateway/current` })).json();
  expect(gate.markets.map((m: { marketCode: string }) => m.marketCode)).toEqual(['DK']);
  await page.reload();
  await openTab(page, 'Age gate');
  await expect(page.getByRole('list', { name: 'Markets of the age gate' }).getByRole('listitem')).toHaveCount(1);
});
