/**
 * Issue 36, "done when": every kind of error a user can see shows a reference, read here off the
 * screen as a user would quote it, and that reference alone finds
 *  - the log line (the API's one line for a refusal or failure; for a failure with no server
 *    answer, the monitoring receiver's line of the portal's report),
 *  - the monitoring report with source lines (the API's own for a 500, the portal's for a failure
 *    in the browser, its frames resolved to the TypeScript file and line),
 *  - for an answer of the server, the request's spans down to the SQL that ran (GET /dev/traces).
 * A refusal a field shows (409) is no fault: it is reported at level info (ADR 0260), under the
 * API's reference, with its status and code only; its log line and spans explain it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localOrigins } from '@ottilia/shared-auth/local-env';
import { callApiAs } from '../support/api-as-user.js';
import { apiLogLines } from '../support/api-log.js';
import { dialog, listRow, listTable } from '../support/backoffice.js';
import { demoAccount, signIn } from '../support/sign-in.js';

type LogLine = Record<string, unknown> & { msg?: string; reference?: string; monitoring?: { tags?: Record<string, string> } };
const logLines = () => apiLogLines<LogLine>();

interface Frame {
  abs_path: string;
  filename?: string;
  lineno: number;
  context_line?: string;
}
interface Report {
  traceId: string | null;
  level: string;
  tags: Record<string, string>;
  exception: { type: string; value: string; frames: Frame[] }[];
}
interface Span {
  name: string;
  kind: string;
  attributes: Record<string, unknown>;
}
interface Trace {
  reference: string;
  spans: Span[];
  logs: LogLine[];
  reports: Report[];
}

/** The reference as the screen shows it ("Reference: 4bf92f35"). */
async function referenceOn(where: Locator): Promise<string> {
  await expect(where).toContainText(/Reference: [0-9a-f]{8}/, { timeout: 20_000 });
  return /Reference: ([0-9a-f]{8})/.exec(await where.innerText())![1]!;
}

/** What the API kept under the reference (spans, its log lines, reports), once it is there. */
async function traceOf(page: Page, reference: string, has: (trace: Trace) => boolean): Promise<Trace> {
  let trace: Trace | null = null;
  await expect
    .poll(
      async () => {
        const answer = await callApiAs(page, { method: 'GET', path: `/dev/traces/${reference}` });
        trace = answer.status() === 200 ? ((await answer.json()) as Trace) : null;
        return trace !== null && has(trace);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return trace!;
}

/** The portal's report under the reference, as the monitoring receiver keeps it. */
async function reportOf(page: Page, reference: string): Promise<Report> {
  const reports = async () =>
    ((await (await callApiAs(page, { method: 'GET', path: '/dev/monitoring/events' })).json()) as Report[]).filter(
      (event) => event.tags.reference === reference,
    );
  await expect.poll(async () => (await reports()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return (await reports())[0]!;
}

/** The monitoring receiver's log line of the portal's report with this reference. */
const receiverLine = (reference: string) => () =>
  logLines().find((line) => line.msg === 'error reported by the portal' && line.monitoring?.tags?.reference === reference)?.monitoring
    ?.tags;

/** A frame resolved to TypeScript source: file, line and the line's text. */
const sourceFrame = (report: Report, file: RegExp) =>
  report.exception[0]!.frames.find((frame) => file.test(frame.filename ?? '') && frame.lineno > 0 && frame.context_line);

/** The site-types switch's own PUT, answered by `answer` instead. */
async function failSiteTypeSwitch(page: Page, answer: 'server error' | 'no answer'): Promise<void> {
  await page.goto('/backoffice/site-types');
  const row = listRow(listTable(page, 'Types of website'), 'Brand website');
  await expect(row).toHaveCount(1);
  await page.route(
    (url) => url.origin === localOrigins.api && url.pathname !== '/dev/monitoring/failure',
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      return answer === 'server error'
        ? route.continue({ url: `${localOrigins.api}/dev/monitoring/failure` })
        : route.abort('connectionrefused');
    },
  );
  await row.getByRole('switch').click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'SUPER_ADMIN', '/home');
});

test("a server error (500): the reference finds the log line, the API's report with its source lines and the span of the SQL that ran", async ({
  page,
}) => {
  await failSiteTypeSwitch(page, 'server error');
  const failure = dialog(page, 'Oops! Something went wrong...');
  const reference = await referenceOn(failure);

  await expect.poll(() => logLines().find((line) => line.reference === reference && line.status === 500)?.msg).toBe('request completed');
  const trace = await traceOf(page, reference, (found) => found.reports.length > 0);
  expect(trace.spans.map((span) => span.attributes['db.statement'])).toContainEqual(expect.stringContaining('monitoring_probe'));
  const [report] = trace.reports;
  expect(report!.tags).toMatchObject({ reference, status: '500' });
  expect(report!.exception[0]!.frames).toContainEqual(
    expect.objectContaining({ abs_path: expect.stringMatching(/monitoring-routes\.[jt]s$/), lineno: expect.any(Number) }),
  );
});

test('a field error (409, invite of an existing e-mail): the reference finds the log line with its problem code, a low-severity report with source lines and the span of the SQL that ran', async ({
  page,
}) => {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const form = page.getByRole('dialog', { name: 'Invite user' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(demoAccount('AGENCY_USER').email);
  await form.getByRole('textbox', { name: 'Display name' }).fill('Someone Again');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Brand Manager' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  // the message under the field, with the reference to quote
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(/Reference: [0-9a-f]{8}/, { timeout: 20_000 });
  const reference = await referenceOn(form);

  await expect
    .poll(() => logLines().find((line) => line.reference === reference))
    .toMatchObject({ status: 409, code: 'user-exists', msg: 'request completed', method: 'PUT' });
  const trace = await traceOf(page, reference, (found) => found.spans.some((span) => span.attributes['db.statement']));
  expect(trace.spans.map((span) => String(span.attributes['db.statement'] ?? ''))).toContainEqual(expect.stringMatching(/\busers\b/));
  // the statement's text only: the e-mail address typed is bound, never in the span
  expect(JSON.stringify(trace.spans)).not.toContain(demoAccount('AGENCY_USER').email);

  // the portal's report of the refusal: no fault (level info), its status and code, where the form placed it
  const report = await reportOf(page, reference);
  expect(report).toMatchObject({ level: 'info', tags: { kind: 'refusal', reference } });
  expect(report.exception[0]).toMatchObject({ type: 'FieldRefusal', value: '409 user-exists' });
  expect(sourceFrame(report, /(invite-draft|refusal-report)\.ts$/)).toBeTruthy();
  expect(JSON.stringify(report)).not.toContain(demoAccount('AGENCY_USER').email);
  await expect.poll(receiverLine(reference)).toMatchObject({ kind: 'refusal', reference });
  expect((await traceOf(page, reference, (found) => found.reports.length > 0)).reports[0]!.tags.kind).toBe('refusal');
});

test('a 404 page: the reference finds the report of the miss with its source lines, and its log line', async ({ page }) => {
  await page.goto('/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByText("We didn't find the page you are looking for...")).toBeVisible();
  const reference = await referenceOn(main);

  const report = await reportOf(page, reference);
  expect(report.tags).toMatchObject({ kind: 'not-found', route: '/no-such-page' });
  expect(sourceFrame(report, /not-found-page\.tsx$/)).toBeTruthy();
  await expect.poll(receiverLine(reference)).toMatchObject({ kind: 'not-found', reference });
  expect((await traceOf(page, reference, (found) => found.reports.length > 0)).reports[0]!.tags.reference).toBe(reference);
});

test('a network failure ("Oops!"): the reference made in the browser finds its report with source lines, and its log line', async ({
  page,
}) => {
  await failSiteTypeSwitch(page, 'no answer');
  const failure = dialog(page, 'Oops! Something went wrong...');
  await expect(failure).toContainText("We can't satisfy your request right now. Please try again later.", { timeout: 20_000 });
  const reference = await referenceOn(failure);

  const report = await reportOf(page, reference);
  expect(report.tags).toMatchObject({ kind: 'network', reference });
  // the trace the call would have started on the API: its id begins with the reference
  expect(report.traceId).toMatch(new RegExp(`^${reference}[0-9a-f]{24}$`));
  expect(sourceFrame(report, /api-client\.ts$/)).toBeTruthy();
  await expect.poll(receiverLine(reference)).toMatchObject({ kind: 'network' });
});

test('a crashed remote page says which page stopped working, and its reference finds the report with source lines and its log line', async ({
  page,
}) => {
  // the brands list answers a brand without a type: the Brands page's own code fails while showing it
  await page.route(
    (url) => url.origin === localOrigins.api && url.pathname === '/brands',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { content: Record<string, unknown>[] };
      body.content = body.content.map((brand, index) => (index === 0 ? { ...brand, type: null } : brand));
      return route.fulfill({ response: answer, json: body });
    },
  );
  await page.goto('/backoffice/brands');
  const panel = page.getByRole('main').getByRole('alert');
  await expect(panel.getByRole('heading', { name: 'The Brands page stopped working' })).toBeVisible({ timeout: 20_000 });
  await expect(panel).not.toContainText('load failure');
  const reference = await referenceOn(panel);

  const report = await reportOf(page, reference);
  expect(report.tags).toMatchObject({ kind: 'render', remote: 'remoteBackoffice', module: './BrandsPage' });
  expect(report.exception[0]!.type).toBe('TypeError');
  expect(sourceFrame(report, /\.tsx?$/)).toBeTruthy();
  await expect.poll(receiverLine(reference)).toMatchObject({ kind: 'render', reference });
});

test("a route manifest refused by the shell contract: the area's pages give the reference of its report, which has source lines and a log line", async ({
  page,
}) => {
  // remote-projects as if built for a shell contract the portal does not provide
  await page.route(
    (url) => url.origin === localOrigins.remoteProjects && url.pathname.endsWith('/route-manifest.json'),
    async (route) => {
      const answer = await route.fetch();
      const manifest = (await answer.json()) as { builtWith: { contract: string } };
      return route.fulfill({ response: answer, json: { ...manifest, builtWith: { ...manifest.builtWith, contract: '99.0.0' } } });
    },
  );
  await page.goto('/projects');
  const panel = page.getByRole('main').getByRole('alert').filter({ hasText: 'Projects could not be loaded' });
  await expect(panel.getByText('Module route-manifest.json of remoteProjects failed: incompatible.')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  const reference = await referenceOn(panel);

  const report = await reportOf(page, reference);
  expect(report.tags).toMatchObject({
    kind: 'route-manifest',
    remote: 'remoteProjects',
    reference,
    remoteBuiltWith: expect.stringContaining('contract 99.0.0'),
  });
  expect(sourceFrame(report, /route-manifests\.ts$/)).toBeTruthy();
  await expect.poll(receiverLine(reference)).toMatchObject({ kind: 'route-manifest', reference });
});

test('with the API unreachable, the current-user dialog gives its reference over a neutral page, and the navigation keeps its entries', async ({
  page,
}) => {
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Users' })).toBeVisible();
  const entries = await navigation.getByRole('link').allInnerTexts();

  // every call of the portal gets no answer (the monitoring receiver still takes its reports)
  await page.route(
    (url) => url.origin === localOrigins.api && !url.pathname.startsWith('/monitoring/'),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/projects');
  const failure = dialog(page, 'We are working on fixing the problem, please try again later.');
  const reference = await referenceOn(failure);
  await expect(failure.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
  await expect.poll(() => navigation.getByRole('link').allInnerTexts()).toEqual(entries);

  const report = await reportOf(page, reference);
  expect(report.tags).toMatchObject({ kind: 'network', reference });
});
