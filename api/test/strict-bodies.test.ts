/**
 * Issue 15 item 2: request bodies are validated, never coerced. A value of the wrong JSON type is
 * a 400 `invalid-request` naming the field, on every PUT route, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { createProject, newProjectBody } from './helpers/projects.js';
import { createRecord, FIXTURES, fieldsOf, unique } from './helpers/reference-data.js';
import { projectInReview } from './helpers/reviews.js';
import { problem, startTestApp, type CallResponse, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

function expectRefused(res: CallResponse, field: string) {
  expect(res.statusCode).toBe(400);
  expect(problem(res).code).toBe('invalid-request');
  expect(fieldsOf(res)).toContain(field);
}

const put = (url: string, body: unknown, headers: Record<string, string>) => t.call('SUPER_ADMIN', { method: 'PUT', url, headers, body });
const create = (url: string, body: unknown) => put(url, body, { 'if-none-match': '*' });

describe.each(Object.values(FIXTURES).map((f) => [f.path, f] as const))('PUT /%s/{eid}', (_path, fixture) => {
  const wrong: [string, unknown][] = [
    ['name', 12345],
    ['name', true],
    ['name', ['a name']],
    ['name', null],
  ];
  if (fixture.hasActiveFlag) wrong.push(['isActive', 1], ['isActive', 'true']);
  test.each(wrong)('%s = %j is refused and nothing is created', async (field, value) => {
    const eid = randomUUID();
    expectRefused(await create(`/${fixture.path}/${eid}`, { ...fixture.body(unique()), [field]: value }), `body.${field}`);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/${fixture.path}/${eid}` })).statusCode).toBe(404);
  });
});

test.each([
  ['brands', 'type', 7],
  ['email-domains', 'state', 5],
  ['legal-entities', 'country', ['DK']],
  ['agencies', 'mainContactName', 42],
  ['agencies', 'marketCode', ['DK']],
])('PUT /%s: %s of the wrong type is refused', async (path, field, value) => {
  const fixture = FIXTURES[path]!;
  const eid = randomUUID();
  expectRefused(await create(`/${path}/${eid}`, { ...fixture.body(unique()), [field]: value }), `body.${field}`);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/${path}/${eid}` })).statusCode).toBe(404);
});

test.each(
  Object.values(FIXTURES)
    .filter((f) => f.hasActiveFlag)
    .map((f) => [f.path, f] as const),
)('PUT /%s/active-state takes an array of ids and a boolean, not "DE" or 1', async (path, fixture) => {
  // a record of its own: a resource may have no demo rows (a new one added by the recipe)
  const { eid } = await createRecord(t, fixture);
  expectRefused(await put(`/${path}/active-state`, { eids: eid, isActive: false }, {}), 'body.eids');
  expectRefused(await put(`/${path}/active-state`, { eids: [eid], isActive: 0 }, {}), 'body.isActive');
  expectRefused(await put(`/${path}/active-state`, { eids: [eid], isActive: 'false' }, {}), 'body.isActive');
  const record = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/${path}/${eid}` })).json();
  expect(record.isActive).toBe(true);
  expect(record.version).toBe(1);
});

describe('PUT /projects/{id}', () => {
  test.each([
    ['name', 12345],
    ['name', true],
    ['markets', 'DE'],
    ['hasAgeGateway', 1],
    ['hasCookieConsent', 'true'],
    ['brandEid', 42],
    ['estimatedGoLiveDate', 20260915],
  ])('%s = %j on create is refused and nothing is created', async (field, value) => {
    const uuid = randomUUID();
    expectRefused(await create(`/projects/${uuid}`, newProjectBody({ [field]: value })), `body.${field}`);
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).statusCode).toBe(404);
  });

  test('on update, a wrong type changes nothing', async () => {
    const uuid = await createProject(t);
    expectRefused(await put(`/projects/${uuid}`, newProjectBody({ name: 12345 }), { 'if-match': '"1"' }), 'body.name');
    expectRefused(await put(`/projects/${uuid}`, newProjectBody({ markets: 'DE' }), { 'if-match': '"1"' }), 'body.markets');
    const project = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).json();
    expect(project).toMatchObject({ name: 'Aurora Gin Spring Launch', markets: ['DK', 'SE'], version: 1 });
  });
});

test.each([
  ['minimumDrinkingAge', '18'],
  ['isApproved', 'true'],
  ['isApproved', 1],
  ['imprint', 12345],
])('PUT /projects/{id}/legal-data/{market}: %s = %j is refused and nothing is stored', async (field, value) => {
  const uuid = await createProject(t);
  expectRefused(await create(`/projects/${uuid}/legal-data/DK`, { [field]: value }), `body.${field}`);
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}/legal-data/DK` })).statusCode).toBe(404);
});

test('PUT /projects/{id}/reviews/{eid}: a comment of the wrong type is refused and the review stays pending', async () => {
  const { uuid, reviewEid, version } = await projectInReview(t);
  expectRefused(
    await put(`/projects/${uuid}/reviews/${reviewEid}`, { decision: 'APPROVED', comment: 12345 }, { 'if-match': `"${version}"` }),
    'body.comment',
  );
  const project = (await t.call('SUPER_ADMIN', { method: 'GET', url: `/projects/${uuid}` })).json();
  expect(project).toMatchObject({ status: 'IN_REVIEW', version });
});

test('PUT /agencies/{eid}/review: a reason of the wrong type is refused and the agency stays pending', async () => {
  const eid = `AG-${unique()}`;
  expect((await create(`/agencies/${eid}`, { ...FIXTURES.agencies!.body(unique()), isActive: false })).statusCode).toBe(201);
  expectRefused(await put(`/agencies/${eid}/review`, { decision: 'REJECTED', reason: 404 }, { 'if-match': '"1"' }), 'body.reason');
  expect((await t.call('SUPER_ADMIN', { method: 'GET', url: `/agencies/${eid}` })).json()).toMatchObject({
    reviewState: 'PENDING',
    version: 1,
  });
});
