import { jwtVerify } from 'jose';
import type { CurrentUser } from '../auth/current-user.js';
import { dashboardEmbedConfig, embedInfo } from './dashboard-embed.js';

const SECRET = 'a-secret-shared-with-the-bi-service-0123';
const user = { eid: 'user-1', displayName: 'Ada Lindqvist', role: 'SUPER_ADMIN' } as CurrentUser;

describe('dashboard embed settings', () => {
  test('none set: no embed', () => {
    expect(dashboardEmbedConfig({})).toBeNull();
  });

  test('URL and secret: the embed, ten minutes by default', () => {
    expect(dashboardEmbedConfig({ DASHBOARD_EMBED_URL: 'https://bi.example/reports/7', DASHBOARD_EMBED_SECRET: SECRET })).toEqual({
      url: 'https://bi.example/reports/7',
      secret: SECRET,
      ttlSeconds: 600,
    });
  });

  test.each([
    [{ DASHBOARD_EMBED_URL: 'https://bi.example/r' }, /set both or neither/],
    [{ DASHBOARD_EMBED_SECRET: SECRET }, /set both or neither/],
    [{ DASHBOARD_EMBED_URL: 'bi.example/r', DASHBOARD_EMBED_SECRET: SECRET }, /http\(s\) URL/],
    [{ DASHBOARD_EMBED_URL: 'https://bi.example/r', DASHBOARD_EMBED_SECRET: 'short' }, /at least 32/],
    [{ DASHBOARD_EMBED_URL: 'https://bi.example/r', DASHBOARD_EMBED_SECRET: SECRET, DASHBOARD_EMBED_TTL_SECONDS: '5' }, /60 to 86400/],
  ])('a half or wrong setting stops the start: %j', (env, message) => {
    expect(() => dashboardEmbedConfig(env)).toThrow(message);
  });
});

describe('embed info', () => {
  test('without an embed: { configured: false }', async () => {
    expect(await embedInfo(null, user)).toEqual({ configured: false });
  });

  test('with one: the URL, a token the BI service verifies with the shared secret, and its expiry', async () => {
    const now = new Date();
    const info = await embedInfo({ url: 'https://bi.example/reports/7', secret: SECRET, ttlSeconds: 900 }, user, now);
    if (!info.configured) throw new Error('expected an embed');
    expect(info.url).toBe('https://bi.example/reports/7');
    const { payload } = await jwtVerify(info.token, new TextEncoder().encode(SECRET), {
      audience: 'https://bi.example',
      issuer: 'ottilia-portal',
    });
    expect(payload).toMatchObject({ sub: 'user-1', name: 'Ada Lindqvist', role: 'SUPER_ADMIN' });
    expect(new Date(info.expiresAt).getTime()).toBe((payload.exp ?? 0) * 1000);
    expect(payload.exp! - Math.floor(now.getTime() / 1000)).toBe(900);
    await expect(jwtVerify(info.token, new TextEncoder().encode(`${SECRET}-wrong`))).rejects.toThrow();
  });
});
