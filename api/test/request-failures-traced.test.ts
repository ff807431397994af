// Issue 36: a reference a user quotes finds the request. Every 4xx and 5xx is logged once at a level
// production keeps (method, route, status, problem code, reference, user; never a body or token), and
// with DEV_MONITORING=on (tests, development) GET /dev/traces/{reference} answers the request's spans
// down to each SQL statement (no bound values), its log lines and the monitoring report.
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

const lines: Record<string, unknown>[] = [];
import.meta.jest.setTimeout(20_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
}, 120_000);
afterAll(() => t?.close());

const superAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const existing = DEMO_ACCOUNTS.find((a) => a.role === 'AGENCY_USER')!;
const linesOf = (reference: string) =>
  lines.filter((line) => String(line.traceId).startsWith(reference) && line.msg === 'request completed');
const traceOf = (reference: string, as: 'SUPER_ADMIN' | 'BRAND_MANAGER' = 'SUPER_ADMIN') =>
  t.call(as, { method: 'GET', url: `/dev/traces/${reference}` });

async function inviteExisting() {
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: '/users/invite',
    body: { email: existing.email, displayName: 'Ines Invitee', roles: ['AGENCY_USER'], agencyEid: existing.agencyEid },
  });
  expect(problem(res)).toMatchObject({ status: 409, code: 'user-exists' });
  return String(problem(res).reference);
}

test('a 409 is logged once, as a warning, with its route, code, reference and user, and without the body or token', async () => {
  const reference = await inviteExisting();
  const logged = linesOf(reference);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
    level: 40,
    method: 'PUT',
    route: '/users/invite',
    status: 409,
    code: 'user-exists',
    reference,
    userId: superAdmin.sub,
  });
  const text = JSON.stringify(logged[0]);
  expect(text).not.toContain(existing.email);
  expect(text).not.toMatch(/authorization|bearer/i);
});

test('a 500 is logged once as an error with its code and reference', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/monitoring/failure' });
  expect(res.statusCode).toBe(500);
  const reference = String(problem(res).reference);
  expect(linesOf(reference)).toEqual([
    expect.objectContaining({
      level: 50,
      method: 'GET',
      route: '/dev/monitoring/failure',
      status: 500,
      code: 'internal-error',
      reference,
      userId: superAdmin.sub,
    }),
  ]);
});

test("a reference finds the request's spans down to the SQL (statement text only), its log lines and its report", async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/monitoring/failure' });
  const reference = String(problem(res).reference);
  const traceId = String(problem(res).traceId);
  let found:
    | {
        reference: string;
        spans: {
          name: string;
          kind: string;
          startTime: string;
          durationMs: number;
          status: { code: string };
          attributes: Record<string, unknown>;
        }[];
        logs: { msg: string }[];
        reports: { traceId: string }[];
      }
    | undefined;
  // the report leaves after the answer
  for (let tries = 0; tries < 30 && !found?.reports.length; tries++) {
    found = (await traceOf(reference)).json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found!.reference).toBe(reference);
  expect(found!.spans).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'request',
        kind: 'SERVER',
        startTime: expect.any(String),
        durationMs: expect.any(Number),
        status: expect.any(Object),
      }),
    ]),
  );
  expect(found!.spans.map((span) => span.attributes['db.statement']).join('\n')).toContain("select 'forced failure' as monitoring_probe");
  expect(found!.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']));
  expect(found!.reports).toEqual([expect.objectContaining({ traceId })]);
});

test('statements are kept without their bound values', async () => {
  const reference = await inviteExisting();
  const { spans } = (await traceOf(reference)).json() as { spans: { attributes: Record<string, unknown> }[] };
  expect(spans.some((span) => typeof span.attributes['db.statement'] === 'string')).toBe(true);
  expect(JSON.stringify(spans).toLowerCase()).not.toContain(existing.email.toLowerCase());
});

test('Super Admins only; an unknown reference is a 404 problem', async () => {
  const reference = await inviteExisting();
  expect(problem(await traceOf(reference, 'BRAND_MANAGER')).code).toBe('super-admin-only');
  expect(problem(await traceOf('0badc0de'))).toMatchObject({ status: 404, code: 'trace-not-found' });
  expect(problem(await traceOf('not-hex'))).toMatchObject({ status: 400 });
});
