// The content service mounted at /content: its own api key, the published news of a feed
// (newest first, paged) and a policy group's languages.
import { DEV_CONTENT_API_KEY } from '@ottilia/shared-contracts/local-env';
import { NEWS, POLICY_LANGUAGES } from '../src/seed/catalog.js';
import { newEid } from './helpers/reference-data.js';
import { problem, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const withKey = (url: string, key: string | null = DEV_CONTENT_API_KEY) =>
  t.call(null, { method: 'GET', url, headers: key === null ? {} : { 'api-key': key } });

describe('the api key', () => {
  test.each(['/content/news/ottilia-news', '/content/policy-groups/ottilia-policies/languages'])(
    '%s: missing or wrong key is 401 problem+json',
    async (url) => {
      expect(problem(await withKey(url, null))).toMatchObject({ status: 401, code: 'api-key-missing' });
      expect(problem(await withKey(url, 'wrong-key'))).toMatchObject({ status: 401, code: 'api-key-invalid' });
      // a user's token is not the content service's credential
      expect((await t.call('SUPER_ADMIN', { method: 'GET', url })).statusCode).toBe(401);
      expect((await withKey(url)).statusCode).toBe(200);
    },
  );

  test('another key per stage: CONTENT_API_KEY replaces the dev key; "off" unmounts the part', async () => {
    const other = await startTestApp({ env: { CONTENT_API_KEY: 'stage-key-0123456789' } });
    try {
      const url = `${other.baseUrl}/content/news/ottilia-news`;
      expect((await fetch(url, { headers: { 'api-key': DEV_CONTENT_API_KEY } })).status).toBe(401);
      expect((await fetch(url, { headers: { 'api-key': 'stage-key-0123456789' } })).status).toBe(200);
    } finally {
      await other.close();
    }
    const off = await startTestApp({ env: { CONTENT_API_KEY: 'off' }, seed: false });
    try {
      expect((await fetch(`${off.baseUrl}/content/news/ottilia-news`, { headers: { 'api-key': DEV_CONTENT_API_KEY } })).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});

describe('news by handle', () => {
  test('published items only, newest first, with the fields of a feed item, paged', async () => {
    const res = await withKey('/content/news/ottilia-news?page=1&size=4');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ handle: 'ottilia-news', page: 1, size: 4 });
    expect(page.totalElements).toBeGreaterThanOrEqual(NEWS.length);
    expect(page.content).toHaveLength(4);
    const dates = page.content.map((item: { publishedAt: string }) => Date.parse(item.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Object.keys(page.content[0]).sort()).toEqual(['body', 'eid', 'image', 'link', 'publishedAt', 'summary', 'title']);
    const second = (await withKey('/content/news/ottilia-news?page=2&size=4')).json();
    const firstIds = page.content.map((item: { eid: string }) => item.eid);
    expect(second.content.every((item: { eid: string }) => !firstIds.includes(item.eid))).toBe(true);
  });

  test('a draft, an unpublished and a scheduled item stay out; a published one shows with its image', async () => {
    const [draft, shown, scheduled] = [newEid(), newEid(), newEid()];
    const put = (eid: string, body: object) =>
      t.call('SUPER_ADMIN', {
        method: 'PUT',
        url: `/news-items/${eid}`,
        headers: { 'if-none-match': '*' },
        body: { title: `T ${eid}`, summary: 'S', ...body },
      });
    expect((await put(draft, { published: false })).statusCode).toBe(201);
    expect(
      (
        await put(shown, {
          published: true,
          imageUrl: 'https://cdn.example/a.png',
          imageAlt: 'A bottle on a bar',
          url: 'https://example.com/more',
          body: 'Long text',
        })
      ).statusCode,
    ).toBe(201);
    expect((await put(scheduled, { published: true, publishedAt: new Date(Date.now() + 86_400_000).toISOString() })).statusCode).toBe(201);
    const items = (await withKey('/content/news/ottilia-news?size=50')).json().content as { eid: string }[];
    const ids = items.map((item) => item.eid);
    expect(ids[0]).toBe(shown);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(scheduled);
    expect(items[0]).toMatchObject({
      title: `T ${shown}`,
      body: 'Long text',
      image: { url: 'https://cdn.example/a.png', alt: 'A bottle on a bar' },
      link: 'https://example.com/more',
    });
  });

  test('another handle has its own (empty) feed; hostile input is 400', async () => {
    expect((await withKey('/content/news/other-feed')).json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    for (const url of [
      "/content/news/ottilia-news'%20or%201=1--",
      '/content/news/ottilia-news?page=0',
      '/content/news/ottilia-news?size=1000',
      '/content/news/ottilia-news?page=-1',
      '/content/news/%3Cscript%3E',
    ]) {
      expect(problem(await withKey(url)).status).toBe(400);
    }
  });
});

describe('policy group languages', () => {
  test('the seeded group lists its languages by name', async () => {
    const res = await withKey('/content/policy-groups/ottilia-policies/languages');
    expect(res.statusCode).toBe(200);
    const { policyGroup, languages } = res.json();
    expect(policyGroup).toBe('ottilia-policies');
    expect(languages).toHaveLength(POLICY_LANGUAGES.length);
    expect(languages.map((l: { name: string }) => l.name)).toEqual(
      [...POLICY_LANGUAGES.map(([, name]) => name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(languages).toContainEqual({ code: 'da', name: 'Danish' });
  });

  test('an unknown group is 404', async () => {
    expect(problem(await withKey('/content/policy-groups/nope/languages'))).toMatchObject({ status: 404, code: 'policy-group-not-found' });
  });
});
