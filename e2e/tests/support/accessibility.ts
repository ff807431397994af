/**
 * Accessibility check of the screen a test has reached, with axe-core: its source is put into every
 * frame of the page (cross-origin ones included, such as the dashboard's BI report) and one
 * `axe.run` in the top frame checks them all. @axe-core/playwright's default instead finished each
 * check in a new blank page, three to four times slower for the same results (ADR 0225).
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Every A and AA rule of WCAG 2.0, 2.1 and 2.2 (axe files no rule under a wcag22a tag). */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violation: Result): string {
  // the element's start as well as its selector: generated class names say nothing in a failed run's log
  const nodes = violation.nodes.map((node) =>
    `    ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '),
  );
  return [`${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/** axe's results for the page and every frame in it, on the WCAG A and AA rules. */
async function analyze(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      // once per document: a check after a resize finds it still there
      if (!(await frame.evaluate(() => typeof window.axe?.run === 'function'))) await frame.evaluate(axe.source);
      // the top frame asks each frame for its results, whatever its origin
      await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
    } catch {
      // a frame that went away while the check began: axe reports a frame it cannot reach
    }
  }
  // after a resize the page answers its media queries in the next frame and React renders the
  // new layout a task later: axe, which yields between rules, must not read a page half-way there
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0)))));
  const options: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_TAGS] } };
  return page.evaluate((runOptions) => window.axe!.run(document, runOptions), options);
}

/** Fails with the rule, the elements and axe's advice for every WCAG A/AA violation, whatever its impact. */
export async function expectNoAccessibilityViolations(page: Page, screen: string): Promise<void> {
  const results = await analyze(page);
  expect(results.violations.map(describe), `accessibility violations on ${screen} (${page.url()})`).toEqual([]);
}
