/** Accessibility check of the screen a test has reached, with axe-core. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replaceAll('\n', ' '));
  return [`${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join('\n');
}

/** Fails with the rule, the elements and axe's advice for every serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''));
  expect(blocking.map(describe), `serious or critical accessibility violations on ${screen} (${page.url()})`).toEqual([]);
}
