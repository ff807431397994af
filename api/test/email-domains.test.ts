// E-mail domains: domain format, lower case, select list without the active filter, delete.
import { eq } from 'drizzle-orm';
import { emailDomains } from '../src/email-domains/email-domain-table.js';
import { createRecord, FIXTURES, fieldsOf, newEid, unique } from './helpers/reference-data.js';
import { countRows } from './helpers/rows.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const fixture = FIXTURES['email-domains']!;
const put = (eid: string, body: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
  t.call('SUPER_ADMIN', { method: 'PUT', url: `/email-domains/${eid}`, headers, body });

test('the select list has every domain, active or not, by name', async () => {
  const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/email-domains?page=0&size=250' });
  const body = res.json() as { content: { name: string; isActive: boolean; state: string | null; type: string }[] };
  const seeded = await t.db.select().from(emailDomains);
  expect(body.content.map((d) => d.name)).toEqual(seeded.map((d) => d.name).sort());
  expect(body.content.some((d) => !d.isActive)).toBe(true);
  expect(body.content.find((d) => d.name === 'ottilia.example')).toMatchObject({ type: 'internal', state: 'VERIFIED', isActive: true });
});

test('filters on type and state', async () => {
  const res = await t.call('SUPER_ADMIN', {
    method: 'GET',
    url: `/email-domains?$filter=${encodeURIComponent("type eq 'agency' and state eq 'PENDING'")}`,
  });
  expect(res.json().content.map((d: { name: string }) => d.name)).toEqual(['canvas-collective.example', 'harbor-lights.example']);
});

test('a domain is stored in lower case with its type; state may be left out', async () => {
  const eid = newEid();
  const res = await put(eid, { name: ' Mail.Polaris-Gin.Example ', type: 'Brand' });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    eid,
    name: 'mail.polaris-gin.example',
    type: 'brand',
    isActive: true,
    state: null,
    version: 1,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  const updated = await put(eid, { name: 'mail.polaris-gin.example', type: 'brand', state: 'VERIFIED' }, { 'if-match': '"1"' });
  expect(updated.json()).toMatchObject({ state: 'VERIFIED', version: 2 });
});

test.each([
  ['no dot', 'localhost'],
  ['an address', 'someone@example.com'],
  ['a scheme', 'https://example.com'],
  ['a leading hyphen', '-bad.example'],
  ['a space inside', 'bad domain.example'],
  ['a numeric top level', 'example.123'],
])('a name with %s is a 400 naming the field', async (_what, name) => {
  const eid = newEid();
  const res = await put(eid, { name, type: 'brand' });
  expect(res.statusCode).toBe(400);
  expect(problem(res).errors).toEqual([{ field: 'body.name', message: 'must be a domain name such as example.com' }]);
  expect(await countRows(t.db, emailDomains, eq(emailDomains.eid, eid))).toBe(0);
});

test('required fields and lengths', async () => {
  expect(fieldsOf(await put(newEid(), { type: 'brand' }))).toContain('body.name');
  expect(fieldsOf(await put(newEid(), { name: 'ok.example' }))).toContain('body.type');
  expect(fieldsOf(await put(newEid(), { name: 'ok.example', type: 'brand', state: 'S'.repeat(41) }))).toContain('body.state');
});

test('a domain already listed, in any case, is a 409 duplicate-name', async () => {
  const res = await put(newEid(), { name: 'Bluepeak.EXAMPLE', type: 'agency' });
  expect(problem(res)).toMatchObject({ status: 409, code: 'duplicate-name', field: 'name' });
});

test('nothing refers to a domain: a delete always goes through', async () => {
  const { eid } = await createRecord(t, fixture, { name: `gone-${unique().toLowerCase()}.example` });
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/email-domains/${eid}` })).statusCode).toBe(204);
  expect(await countRows(t.db, emailDomains, eq(emailDomains.eid, eid))).toBe(0);
  expect((await t.call('SUPER_ADMIN', { method: 'DELETE', url: `/email-domains/${eid}` })).statusCode).toBe(404);
});
