/**
 * Issue 25 item 3: one trace from the click to the SQL. A screen's own call is sent to the API's
 * failure route (DEV_MONITORING only: a query, then an unhandled error), so the API answers 500
 * for real; the generic error dialog (spec section 8, 'Oops! ...') shows "Reference: xxxxxxxx", and the same trace is in the API's log
 * (its request lines and the error) and in the API's report to the monitoring receiver.
 */
import { expect, test } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { callApiAs } from '../support/api-as-user.js';
import { apiLogLines } from '../support/api-log.js';
import { dialog, listRow, listTable } from '../support/backoffice.js';
import { signIn } from '../support/sign-in.js';

const logLines = () => apiLogLines();

interface ReceivedEvent {
  traceId: string | null;
  tags: Record<string, string>;
  exception: { type: string; value: string }[];
}

test("a failed save shows a reference that finds the API's log lines and its error report", async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/backoffice/site-types');
  const row = listRow(listTable(page, 'Types of website'), 'Brand website');
  await expect(row).toHaveCount(1);

  // the switch's own PUT, with its traceparent, goes to the failure route instead
  const traceparents: string[] = [];
  await page.route(
    (url) => url.origin === localOrigins.api && url.pathname !== '/dev/monitoring/failure',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      traceparents.push((await request.allHeaders()).traceparent ?? '');
      return route.continue({ url: `${localOrigins.api}/dev/monitoring/failure` });
    },
  );
  await row.getByRole('switch').click();

  const failure = dialog(page, 'Oops! Something went wrong...');
  await expect(failure).toBeVisible({ timeout: 20_000 });
  const reference = /Reference: ([0-9a-f]{8})/.exec(await failure.innerText())?.[1];
  expect(reference).toBeTruthy();
  expect(traceparents[0]).toMatch(new RegExp(`^00-${reference}[0-9a-f]{24}-[0-9a-f]{16}-01$`));
  const traceId = traceparents[0]!.slice(3, 35);

  // the API's log: the request's lines and the unhandled error carry the trace id
  await expect
    .poll(() =>
      logLines()
        .filter((line) => line.traceId === traceId)
        .map((line) => line.msg),
    )
    .toEqual(expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']));

  // the API's own report, with the same trace and reference
  const reports = async () =>
    ((await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as ReceivedEvent[]).filter(
      (event) => event.traceId === traceId,
    );
  await expect.poll(async () => (await reports()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [report] = await reports();
  expect(report!.tags).toMatchObject({ kind: 'unhandled', route: '/dev/monitoring/failure', status: '500', reference });
  expect(report!.exception[0]!.value).toContain('forced failure of PUT /dev/monitoring/failure');
  await failure.getByRole('button', { name: 'Close' }).click();
});
