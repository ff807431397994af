import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedTests } from '../pipeline.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-pipeline-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const colour = (text) => `\u001b[31m${text}\u001b[39m`;

test('the pipeline report names each test that failed after its retry, where, and what was wrong', () => {
  const file = path.join(dir, 'report.json');
  const result = (status, message) => ({
    status,
    ...(message ? { error: { message, location: { file: '/e2e/tests/environment/composed-areas.spec.ts', line: 42 } } } : {}),
  });
  writeFileSync(
    file,
    JSON.stringify({
      suites: [
        {
          title: 'environment/composed-areas.spec.ts',
          specs: [
            { title: 'passes', tests: [{ status: 'expected', results: [result('passed')] }] },
            { title: 'passes on its retry', tests: [{ status: 'flaky', results: [result('failed', 'Error: timeout'), result('passed')] }] },
          ],
          suites: [
            {
              title: 'a Super Admin',
              specs: [
                {
                  title: 'goes through every area',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        result('failed', 'x'),
                        result(
                          'failed',
                          `Error: ${colour('expect(locator).toBeVisible()')} failed\n\nLocator: nav\nError: strict mode violation: link "Projects" resolved to 2 elements:\n  1) a`,
                        ),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [
        { message: colour('Testing stopped early after 1 maximum allowed failures.') },
        { message: 'Error: the web server went away\nstack' },
      ],
    }),
  );
  expect(failedTests(file)).toEqual([
    'a Super Admin > goes through every area (composed-areas.spec.ts:42): expect(locator).toBeVisible() failed; strict mode violation: link "Projects" resolved to 2 elements',
    'the run: the web server went away',
  ]);
  expect(failedTests(path.join(dir, 'none.json'))).toEqual(['the Playwright run wrote no report']);
});
