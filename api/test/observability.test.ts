// Issue 25: one trace from the browser's call to the SQL (the caller's traceparent continued, the
// trace id in the answer, the log and every problem+json), spans down to each query, the API's
// own error reports (scrubbed), and the metrics behind their key.
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { startTracing } from '../src/observability/tracing.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

const spans = new InMemorySpanExporter();
const lines: Record<string, unknown>[] = [];
const METRICS_KEY = 'metrics-key-for-the-tests';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
import.meta.jest.setTimeout(20_000);
const traceparent = (traceId = TRACE_ID) => `00-${traceId}-00f067aa0ba902b7-01`;

let t: TestApp;
beforeAll(async () => {
  startTracing({ release: 'api@test', stage: 'test', otlpEndpoint: null, spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] });
  t = await startTestApp({
    env: { METRICS_KEY, SLOW_REQUEST_MS: '1' },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
}, 120_000);
afterAll(() => t?.close());

/** The first report of a trace, once it arrived (reports leave after the answer). */
async function reportOf(traceId: string) {
  for (let tries = 0; tries < 20; tries++) {
    const found = (await reports()).find((event) => event.traceId === traceId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
const reports = async () =>
  (await t.call('SUPER_ADMIN', { method: 'GET', url: '/dev/monitoring/events' })).json() as {
    traceId: string | null;
    tags: Record<string, string>;
    message: string | null;
    exception: { value: string }[];
  }[];

test("the caller's trace continues: the answer, every log line of the request and its SQL spans carry its id", async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/markets?size=5', headers: { traceparent: traceparent() } });
  expect(res.statusCode).toBe(200);
  expect(res.headers.traceresponse).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));

  const logged = lines.filter((line) => line.traceId === TRACE_ID).map((line) => line.msg);
  expect(logged).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(lines.filter((line) => line.msg === 'incoming request').every((line) => typeof line.traceId === 'string')).toBe(true);

  const traced = spans.getFinishedSpans().filter((span) => span.spanContext().traceId === TRACE_ID);
  const request = traced.find((span) => span.name === 'request');
  expect(request?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  const queries = traced.filter(
    (span) => typeof span.attributes['db.query.text'] === 'string' || typeof span.attributes['db.statement'] === 'string',
  );
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.map((span) => String(span.attributes['db.query.text'] ?? span.attributes['db.statement'])).join('\n')).toMatch(
    /select .* from "markets"/i,
  );
});

test('a refusal names its trace: traceId and the reference a user quotes', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects/not-a-uuid', headers: { traceparent: traceparent() } });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(problem(res)).toMatchObject({ traceId: TRACE_ID, reference: '4bf92f35' });
  // without a caller's trace the API starts one
  const fresh = problem(await t.call(null, { method: 'GET', url: '/projects' }));
  expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(fresh.reference).toBe(String(fresh.traceId).slice(0, 8));
});

test('an unhandled error is reported with its trace, scrubbed, and its log line and SQL span share the id', async () => {
  const traceId = 'aa11bb22cc33dd44ee55ff6600778899';
  const res = await t.call('SUPER_ADMIN', {
    method: 'GET',
    url: '/dev/monitoring/failure?who=ann@northwind.example',
    headers: { traceparent: traceparent(traceId) },
  });
  expect(res.statusCode).toBe(500);
  expect(problem(res)).toMatchObject({ code: 'internal-error', reference: 'aa11bb22' });
  const report = await reportOf(traceId);
  expect(report).toMatchObject({ tags: { kind: 'unhandled', route: '/dev/monitoring/failure', status: '500', reference: 'aa11bb22' } });
  expect(report!.exception[0]!.value).toContain('forced failure of GET /dev/monitoring/failure');
  expect(JSON.stringify(report)).not.toContain('northwind.example');
  expect(lines.some((line) => line.traceId === traceId && line.msg === 'unhandled error')).toBe(true);
  expect(
    spans
      .getFinishedSpans()
      .some(
        (span) =>
          span.spanContext().traceId === traceId &&
          /monitoring_probe/.test(String(span.attributes['db.query.text'] ?? span.attributes['db.statement'])),
      ),
  ).toBe(true);
});

test('slow requests are reported as warnings (SLOW_REQUEST_MS=1 here: nearly every request is slow)', async () => {
  const traceId = '0123456789abcdef0123456789abcdef';
  await t.call('SUPER_ADMIN', { method: 'GET', url: '/markets', headers: { traceparent: traceparent(traceId) } });
  expect(await reportOf(traceId)).toMatchObject({ tags: { kind: 'slow-request', route: '/markets', status: '200' } });
});

test('the metrics answer only with their key, in Prometheus text', async () => {
  expect((await t.call(null, { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  expect((await t.call({ token: 'a-wrong-key-of-some-length' }, { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects?size=5' });
  await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects?size=5' });
  const res = await t.call({ token: METRICS_KEY }, { method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^http_requests_total\{method="GET",route="\/projects",status="200"\} \d+$/m);
  expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/projects",status="200"\} \d+$/m);
  expect(res.body).toMatch(/^list_cache_requests_total\{cache="page",result="hit"\} [1-9]\d*$/m);
  expect(res.body).toMatch(/^list_cache_requests_total\{cache="page",result="miss"\} [1-9]\d*$/m);
  expect(res.body).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
  expect(res.body).toMatch(/^admission_queue_length \d+$/m);
  expect(res.body).toMatch(/^admission_rejected_total 0$/m);
  expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
  expect(res.body).toMatch(/^process_resident_memory_bytes \d+$/m);
  expect(res.body).toMatch(/^mail_queue_depth \d+$/m);
  expect(res.body).toMatch(/^mail_dead 0$/m);
});

test('an event stream the client closed is logged once as completed, and the open streams are a gauge', async () => {
  const gauge = async () =>
    /^event_streams_open (\d+)$/m.exec((await t.call({ token: METRICS_KEY }, { method: 'GET', url: '/metrics' })).body)?.[1];
  const abort = new AbortController();
  const response = await fetch(`${t.baseUrl}/events`, {
    headers: { authorization: `Bearer ${await t.tokens.forRole('BRAND_MANAGER')}` },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(await gauge()).toBe('1');
  abort.abort();
  const ended = () => lines.filter((line) => line.msg === 'request completed' && line.closedBy !== undefined);
  for (let waited = 0; ended().length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(ended()).toHaveLength(1);
  expect(ended()[0]).toMatchObject({ closedBy: 'client', res: { statusCode: 200 } });
  expect(await gauge()).toBe('0');
});
