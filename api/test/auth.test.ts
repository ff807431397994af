import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { buildApp } from '../src/app.js';
import { users } from '../src/users/user-table.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN')!;
const visitor = DEMO_ACCOUNTS.find((a) => a.role === null)!;
const get = (token: string | null, url = '/projects') => t.call(token === null ? null : { token }, { method: 'GET', url });
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

describe('bearer tokens', () => {
  test('a request without a token is refused with 401 and a Bearer challenge', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="ottilia"');
    expect(problem(res).code).toBe('unauthorized');
  });

  test('a non-bearer Authorization header is refused', async () => {
    const res = await t.call(null, { method: 'GET', url: '/projects', headers: { authorization: 'Basic YWRhOnNlY3JldA==' } });
    expect(res.statusCode).toBe(401);
  });

  test('a valid token of a product user is accepted, from either user flow', async () => {
    expect((await get(await t.tokens.mint(admin.sub))).statusCode).toBe(200);
    expect((await get(await t.tokens.mint(admin.sub, { issuer: localOidc.passwordResetAuthority }))).statusCode).toBe(200);
  });

  test('a token expired a few seconds ago is still accepted (clock tolerance)', async () => {
    expect((await get(await t.tokens.mint(admin.sub, { expiresIn: -5 }))).statusCode).toBe(200);
  });

  test.each([
    ['expired', { expiresIn: -120 }, /expired/],
    ['signed with a key the API does not trust', { foreignKey: true }, /signature|key/],
    ['issued for another audience', { audience: 'https://api.other.example' }, /"aud"/],
    ['issued by another issuer', { issuer: 'https://evil.example/b2c_1_susi' }, /"iss"/],
  ])('a token %s is refused with 401 invalid_token', async (_what, options, why) => {
    const res = await get(await t.tokens.mint(admin.sub, options));
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="ottilia", error="invalid_token"/);
    const body = problem(res);
    expect(body.code).toBe('unauthorized');
    expect(body.detail).toMatch(why);
  });

  test('an unsigned token (alg none) is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: admin.sub, iss: localOidc.signInAuthority, aud: localOidc.apiAudience, exp: now + 600 })}.`;
    const res = await get(token);
    expect(res.statusCode).toBe(401);
    expect(problem(res).code).toBe('unauthorized');
  });

  test('an HMAC-signed token (algorithm confusion) is refused', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.sub)
      .setIssuer(localOidc.signInAuthority)
      .setAudience(localOidc.apiAudience)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough-for-hs256'));
    expect((await get(token)).statusCode).toBe(401);
  });

  test('garbage in the bearer token is refused with 401, not 500', async () => {
    for (const token of ['abc', 'a.b.c', `${encode({ alg: 'RS256' })}.not-json.sig`]) {
      expect((await get(token)).statusCode).toBe(401);
    }
  });

  test('a valid token whose subject is not a product user gets 403 user-not-registered', async () => {
    const res = await get(await t.tokens.mint(visitor.sub));
    expect(res.statusCode).toBe(403);
    expect(problem(res).code).toBe('user-not-registered');
    // also on the current-user call, which any product user may make
    expect(problem(await get(await t.tokens.mint(visitor.sub), '/users/me')).code).toBe('user-not-registered');
  });

  test('a disabled product user gets 403 user-disabled', async () => {
    const [disabled] = await t.db.select().from(users).where(eq(users.state, 'DISABLED'));
    const res = await get(await t.tokens.mint(disabled!.eid), '/users/me');
    expect(res.statusCode).toBe(403);
    expect(problem(res).code).toBe('user-disabled');
  });
});

describe('route declarations and public routes', () => {
  test('/health and /openapi.json need no token', async () => {
    expect((await get(null, '/health')).json()).toEqual({ status: 'ok' });
    const spec = (await get(null, '/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/projects', '/projects/{id}', '/users/me']));
  });

  test('a route that does not declare a permission stops the app from starting', async () => {
    const app = await buildApp({
      config: t.app.config,
      db: t.db,
      mailer: t.mailer,
      outbox: t.outbox,
      keySet: t.tokens.keySet,
      logger: false,
    });
    try {
      await expect(
        app.register(async (scope) => {
          scope.get('/forgotten', async () => ({ open: true }));
        }),
      ).rejects.toThrow(/GET \/forgotten must declare config.permission/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  test('unknown routes answer 404 problem+json', async () => {
    const res = await get(null, '/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe('not-found');
  });
});

describe('transport security', () => {
  test('CORS answers the portal origins, allows the precondition headers and exposes ETag', async () => {
    const res = await t.call(null, {
      method: 'OPTIONS',
      url: '/projects/00000000-0000-4000-8000-000000000000',
      headers: {
        origin: 'https://localhost:1847',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,if-match,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://localhost:1847');
    expect(res.headers['access-control-allow-headers']).toMatch(/If-Match/i);
    const get200 = await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects', headers: { origin: 'https://localhost:1851' } });
    expect(get200.headers['access-control-allow-origin']).toBe('https://localhost:1851');
    expect(get200.headers['access-control-expose-headers']).toMatch(/ETag/);
  });

  test('CORS does not answer other origins', async () => {
    const res = await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    for (const origin of [
      'https://pr-42.preview.localhost:1847.evil.example',
      'https://pr-x.preview.localhost:1847',
      'http://pr-42.preview.localhost:1847',
    ]) {
      const other = await t.call('SUPER_ADMIN', { method: 'GET', url: '/projects', headers: { origin } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('CORS answers the preview hosts of the template (spec section 4)', async () => {
    const res = await t.call(null, {
      method: 'OPTIONS',
      url: '/users/me',
      headers: {
        origin: 'https://pr-42.preview.localhost:1847',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://pr-42.preview.localhost:1847');
  });

  test('security headers are set', async () => {
    const res = await get(null, '/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  test('a body over 256 KB is refused with 413 problem+json', async () => {
    const res = await t.call('SUPER_ADMIN', {
      method: 'PUT',
      url: '/projects/00000000-0000-4000-8000-000000000000',
      body: { name: 'x'.repeat(300 * 1024), brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN' },
    });
    expect(res.statusCode).toBe(413);
    expect(problem(res).code).toBe('payload-too-large');
  });

  test('the rate limit answers 429 problem+json per caller', async () => {
    const limited = await startTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.call(null, { method: 'GET', url: '/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.call(null, { method: 'GET', url: '/health' });
      expect(problem(res).code).toBe('too-many-requests');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  }, 60_000);
});
