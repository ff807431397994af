/** Accessibility check of the screen a test has reached, with axe-core. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** Every A and AA rule of WCAG 2.0, 2.1 and 2.2 (axe files no rule under a wcag22a tag). */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '));
  return [`${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/** Fails with the rule, the elements and axe's advice for every WCAG A/AA violation, whatever its impact. */
export async function expectNoAccessibilityViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  expect(results.violations.map(describe), `accessibility violations on ${screen} (${page.url()})`).toEqual([]);
}
