/** The dashboard's states and layout checks, for the dashboard suites. */
import { expect, type Page } from '@playwright/test';

export const EMPTY = 'No projects match these filters.';

/** The dashboard has loaded its figures (or says that no project matches). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(EMPTY).or(page.getByRole('table', { name: 'Projects by status' }))).toBeVisible();
}

/** The document and the main area fit the width; else the elements that stick out, to say what to fix. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const main = document.querySelector('main')!;
    const edge = main.getBoundingClientRect().right;
    const culprits = [...main.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .slice(-3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}[${(element.textContent ?? '').trim().slice(0, 30)}] ${Math.round(element.getBoundingClientRect().right - edge)}px`,
      );
    return { document: root.scrollWidth - root.clientWidth, main: main.scrollWidth - main.clientWidth, culprits };
  });
  expect(overflow, `sideways overflow at ${width} px`).toEqual({ document: 0, main: 0, culprits: [] });
}
