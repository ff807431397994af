/**
 * A project's header in Chromium: "Copy URL" puts the page's address on the clipboard (and that
 * address opens the same project), "Copy ID" its id; each confirmed in the shell's banner.
 */
import { expect, test } from '@playwright/test';
import { createProject, uniqueName } from '../support/projects.js';
import { signIn } from '../support/sign-in.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("Copy URL and Copy ID put the project's address and id on the clipboard", async ({ page }) => {
  await signIn(page, 'BRAND_MANAGER', '/projects');
  const project = await createProject(page, { name: uniqueName('Copy URL') });
  await page.goto(`/projects/${project.uuid}`);
  const heading = page.getByRole('heading', { level: 1, name: project.name });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText('URL copied!')).toBeVisible();
  const copied = await clipboard();
  expect(copied).toBe(page.url());
  expect(new URL(copied).pathname).toBe(`/projects/${project.uuid}`);

  await page.getByRole('button', { name: 'Copy ID' }).click();
  await expect(page.getByText('The ID was copied!')).toBeVisible();
  expect(await clipboard()).toBe(project.uuid);

  // the copied address opens the project
  await page.goto('/home');
  await page.goto(copied);
  await expect(heading).toBeVisible({ timeout: 30_000 });
});
