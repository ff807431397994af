// Idempotency-Key on writes (issue 45, ADR 0330): a repeat gets the first answer, another body with
// the same key is refused, a repeat while the first runs is told to wait, keys expire after 24 hours,
// and every instance on the database shares them.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { brands } from '../src/brands/brand-table.js';
import { idempotencyKeys } from '../src/idempotency/idempotency-table.js';
import { bodyHash, sweepExpiredKeys } from '../src/idempotency/idempotency.js';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { createRecord, FIXTURES, historyRows, newEid, unique } from './helpers/reference-data.js';
import { problem, startTestApp, type CallResponse, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const brandFixture = FIXTURES.brands!;
const SUPER_ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!.sub;
const createBrand = (eid: string, body: unknown, key: string, on: Pick<TestApp, 'call'> = t) =>
  on.call('SUPER_ADMIN', { method: 'PUT', url: `/brands/${eid}`, headers: { 'if-none-match': '*', 'idempotency-key': key }, body });
const brandRows = (eid: string) => t.db.select().from(brands).where(eq(brands.eid, eid));
const keyRow = async (key: string) => (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
const replayed = (res: CallResponse) => res.headers['idempotent-replayed'];

describe('a repeat with the same key and body', () => {
  test('of a create gets the first answer again (201, ETag, body), marked replayed, and creates once', async () => {
    const eid = newEid();
    const key = randomUUID();
    const body = brandFixture.body(unique());
    const first = await createBrand(eid, body, key);
    expect(first.statusCode).toBe(201);
    expect(replayed(first)).toBeUndefined();

    const again = await createBrand(eid, body, key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await brandRows(eid)).toHaveLength(1);
    expect(await historyRows(t, 'brand', eid)).toHaveLength(1);

    // the same create with a new key is the write again: the record exists
    const fresh = await createBrand(eid, body, randomUUID());
    expect(fresh.statusCode).toBe(412);
  });

  test("of an edit with If-Match gets the saved record, not 412 for the caller's own write", async () => {
    const { eid, record } = await createRecord(t, brandFixture);
    const key = randomUUID();
    const edit = () =>
      t.call('SUPER_ADMIN', {
        method: 'PUT',
        url: `/brands/${eid}`,
        headers: { 'if-match': `"${record.version}"`, 'idempotency-key': key },
        body: { name: `${record.name} renamed`, type: 'wine' },
      });
    const first = await edit();
    expect(first.statusCode).toBe(200);
    const again = await edit();
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.json()).toMatchObject({ name: `${record.name} renamed`, version: record.version + 1 });
    expect((await brandRows(eid))[0]).toMatchObject({ version: record.version + 1 });
    // the same edit without a key is what every client sent before: 412 against itself
    const unkeyed = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: `/brands/${eid}`,
      headers: { 'if-match': `"${record.version}"` },
      body: { name: `${record.name} renamed`, type: 'wine' },
    });
    expect(unkeyed.statusCode).toBe(412);
  });

  test('of a bulk action (POST) answers what the first did, and a 204 delete replays its empty answer', async () => {
    const one = await createRecord(t, brandFixture);
    const two = await createRecord(t, brandFixture);
    const key = randomUUID();
    const bulk = () =>
      t.call('SUPER_ADMIN', {
        method: 'POST',
        url: '/brands/bulk-delete',
        headers: { 'idempotency-key': key },
        body: { eids: [one.eid, two.eid] },
      });
    expect((await bulk()).json()).toEqual({ deleted: 2 });
    const again = await bulk();
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe('true');
    expect(again.json()).toEqual({ deleted: 2 });

    const three = await createRecord(t, brandFixture);
    const deleteKey = randomUUID();
    const del = () =>
      t.call('SUPER_ADMIN', {
        method: 'DELETE',
        url: `/brands/${three.eid}`,
        headers: { 'if-match': `"${three.record.version}"`, 'idempotency-key': deleteKey },
      });
    expect((await del()).statusCode).toBe(204);
    const delAgain = await del();
    expect(delAgain.statusCode).toBe(204);
    expect(replayed(delAgain)).toBe('true');
    expect(delAgain.body).toBe('');
  });

  test('members in another order are the same body', async () => {
    const eid = newEid();
    const key = randomUUID();
    await createBrand(eid, { name: `Order ${unique()}`, type: 'beer' }, key);
    const [row] = await brandRows(eid);
    const again = await createBrand(eid, { type: 'beer', name: row!.name }, key);
    expect(replayed(again)).toBe('true');
  });
});

describe('refusals', () => {
  test('the same key with another body: 422 idempotency-key-reused, and nothing is written', async () => {
    const eid = newEid();
    const key = randomUUID();
    expect((await createBrand(eid, brandFixture.body(unique()), key)).statusCode).toBe(201);
    const other = await createBrand(eid, { name: `Other ${unique()}`, type: 'wine' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem(other).code).toBe('idempotency-key-reused');
    // nor on another path
    const elsewhere = await createBrand(newEid(), brandFixture.body(unique()), key);
    expect(problem(elsewhere).code).toBe('idempotency-key-reused');
    expect((await brandRows(eid))[0]!.type).toBe('spirits');
  });

  test("a key is the caller's own: another user's same key is another action", async () => {
    const key = randomUUID();
    const body = { name: `Mine ${unique()}`, type: 'beer', isActive: true };
    const mine = await createBrand(newEid(), body, key);
    const theirs = await t.call('BRAND_MANAGER', {
      method: 'PUT',
      url: `/brands/${newEid()}`,
      headers: { 'if-none-match': '*', 'idempotency-key': key },
      body: { name: `Theirs ${unique()}`, type: 'beer' },
    });
    expect(mine.statusCode).toBe(201);
    expect(problem(theirs).code).not.toBe('idempotency-key-reused');
  });

  test('a key that is not 1 to 255 visible characters: 400 with a code', async () => {
    const res = await createBrand(newEid(), brandFixture.body(unique()), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(problem(res).code).toBeTruthy();
  });

  test('a refused write keeps no answer: the repeat runs again', async () => {
    const { eid, record } = await createRecord(t, brandFixture);
    const key = randomUUID();
    const stale = () =>
      t.call('SUPER_ADMIN', {
        method: 'PUT',
        url: `/brands/${eid}`,
        headers: { 'if-match': `"${record.version + 5}"`, 'idempotency-key': key },
        body: { name: record.name, type: 'wine' },
      });
    expect((await stale()).statusCode).toBe(412);
    expect(await keyRow(key)).toBeUndefined();
    const again = await stale();
    expect(again.statusCode).toBe(412);
    expect(replayed(again)).toBeUndefined();
  });
});

describe('a repeat while the first is still running', () => {
  test('is 409 request-in-progress with Retry-After, and succeeds once the first is done', async () => {
    const eid = newEid();
    const key = randomUUID();
    const body = brandFixture.body(unique());
    // the first request's claim, as it stands while its handler runs
    await t.db
      .insert(idempotencyKeys)
      .values({ userEid: SUPER_ADMIN, key, method: 'PUT', path: `/brands/${eid}`, bodyHash: bodyHash(body), claimId: randomUUID() });
    const repeat = await createBrand(eid, body, key);
    expect(repeat.statusCode).toBe(409);
    expect(problem(repeat).code).toBe('request-in-progress');
    expect(repeat.headers['retry-after']).toBe('1');
    expect(await brandRows(eid)).toHaveLength(0);

    // a claim older than its lease was lost with its request (its write never committed): taken over
    await t.db.update(idempotencyKeys).set({ claimedAt: sql`now() - interval '2 minutes'` }).where(eq(idempotencyKeys.key, key));
    expect((await createBrand(eid, body, key)).statusCode).toBe(201);
  });

  test('sent twice at once: one write; the other answer is the replay or request-in-progress', async () => {
    const eid = newEid();
    const key = randomUUID();
    const body = brandFixture.body(unique());
    const answers = await Promise.all([createBrand(eid, body, key), createBrand(eid, body, key)]);
    const codes = answers.map((res) => (res.statusCode === 201 ? (replayed(res) ? 'replayed' : 'created') : problem(res).code)).sort();
    expect(codes[0]).toBe('created');
    expect(['replayed', 'request-in-progress']).toContain(codes[1]);
    expect(await brandRows(eid)).toHaveLength(1);
    expect(await historyRows(t, 'brand', eid)).toHaveLength(1);
  });
});

describe('expiry', () => {
  test('after 24 hours a key is forgotten: the repeat runs again, and the cleanup deletes old keys', async () => {
    const eid = newEid();
    const key = randomUUID();
    const body = brandFixture.body(unique());
    expect((await createBrand(eid, body, key)).statusCode).toBe(201);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const late = await createBrand(eid, body, key);
    expect(late.statusCode).toBe(412); // the write ran again and met the record it made
    expect(replayed(late)).toBeUndefined();

    const old = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      userEid: SUPER_ADMIN,
      key: old,
      method: 'PUT',
      path: '/brands/x',
      bodyHash: 'h',
      claimId: randomUUID(),
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    const young = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      userEid: SUPER_ADMIN,
      key: young,
      method: 'PUT',
      path: '/brands/y',
      bodyHash: 'h',
      claimId: randomUUID(),
      createdAt: new Date(Date.now() - 23 * 3_600_000),
    });
    expect(await sweepExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRow(old)).toBeUndefined();
    expect(await keyRow(young)).toBeDefined();
  });
});

describe('two instances on one database', () => {
  test('a repeat reaching the other instance gets the stored answer', async () => {
    const other = await t.startAnotherInstance();
    try {
      const eid = newEid();
      const key = randomUUID();
      const body = brandFixture.body(unique());
      const first = await createBrand(eid, body, key);
      const again = await createBrand(eid, body, key, other);
      expect(again.statusCode).toBe(201);
      expect(replayed(again)).toBe('true');
      expect(again.json()).toEqual(first.json());
      const reused = await createBrand(eid, { ...body, type: 'beer' }, key, other);
      expect(problem(reused).code).toBe('idempotency-key-reused');
      expect(await brandRows(eid)).toHaveLength(1);
      const [row] = await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'DONE')));
      expect(row).toMatchObject({ status: 201, method: 'PUT', path: `/brands/${eid}` });
    } finally {
      await other.close();
    }
  });
});

test('the OpenAPI document declares Idempotency-Key on writes', async () => {
  const doc = (await t.call(null, { method: 'GET', url: '/openapi.json' })).json();
  const names = (operation: { parameters?: { in: string; name: string }[] }) =>
    (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
  expect(names(doc.paths['/brands/{eid}'].put)).toContain('idempotency-key');
  expect(names(doc.paths['/brands/bulk-delete'].post)).toContain('idempotency-key');
  expect(names(doc.paths['/brands/{eid}'].get)).not.toContain('idempotency-key');
});
