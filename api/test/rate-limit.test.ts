/**
 * Issue 15 item 5: requests without a token, with a forged one, to public routes or to unknown
 * paths share one budget per client address; verified callers have one budget per user, which a
 * new token does not reset.
 */
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;

async function statuses(n: number, request: (i: number) => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await request(i)).statusCode);
  return seen;
}

describe('with the default budget of 600 a minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '' } });
  }, 120_000);
  afterAll(() => t?.close());

  test('620 requests without a token: 600 are answered 401, then 429 with Retry-After', async () => {
    const seen = await statuses(620, () => t.call(null, { method: 'GET', url: '/brands' }));
    expect(seen.slice(0, 600).every((s) => s === 401)).toBe(true);
    expect(seen.slice(600).every((s) => s === 429)).toBe(true);
    const res = await t.call(null, { method: 'GET', url: '/brands' });
    expect(problem(res).code).toBe('too-many-requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});

describe('with a budget of 5 a minute', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  }, 120_000);
  afterEach(() => t?.close());

  test("forged tokens, missing tokens, public routes and unknown paths share the address's budget", async () => {
    const forged = await statuses(3, async () =>
      t.call({ token: await t.tokens.mint(admin.sub, { foreignKey: true }) }, { method: 'GET', url: '/brands' }),
    );
    expect(forged).toEqual([401, 401, 401]);
    expect((await t.call(null, { method: 'GET', url: '/no-such-path' })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: '/health' })).statusCode).toBe(200);
    const after = await statuses(2, async () =>
      t.call({ token: await t.tokens.mint(admin.sub, { foreignKey: true }) }, { method: 'GET', url: '/brands' }),
    );
    expect(after).toEqual([429, 429]);
    // a signed-in user is counted on their own budget, not the address's
    expect((await t.call('SUPER_ADMIN', { method: 'GET', url: '/brands' })).statusCode).toBe(200);
  }, 60_000);

  test('the budget is per user: a fresh token does not reset it, another user has their own', async () => {
    // each token differs (another expiry), as a token fetched again would
    const seen = await statuses(7, async (i) =>
      t.call({ token: await t.tokens.mint(admin.sub, { expiresIn: 600 + i }) }, { method: 'GET', url: '/brands?size=1' }),
    );
    expect(seen).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await t.call({ token: await t.tokens.mint(admin.sub, { expiresIn: 900 }) }, { method: 'GET', url: '/markets' });
    expect(problem(limited).code).toBe('too-many-requests');
    expect((await t.call('BRAND_MANAGER', { method: 'GET', url: '/brands?size=1' })).statusCode).toBe(200);
  }, 60_000);
});
