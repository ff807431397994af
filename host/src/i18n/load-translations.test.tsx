import { initI18n, LANGUAGE_STORAGE_KEY, registerStrings, setStringsLoader, useStrings } from '@ottilia/shared-ui';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { loadTranslations } from './load-translations';

const SERVICE = { url: 'https://translations.test/', key: 'test-key', project: 'ottilia-test' };
const NAMESPACE_URL = (ns: string, lng = 'en') =>
  `https://translations.test/projects/ottilia-test/versions/latest/languages/${lng}/namespaces/${ns}`;
const LANGUAGES_URL = 'https://translations.test/projects/ottilia-test/languages';

type Answer = { status: number; body?: unknown } | 'network' | 'not-json';
const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as Response;

/** A fetch answering each URL from its script of answers (the last one repeats), noting when it was asked. */
function service(scripts: Record<string, Answer[]>) {
  const calls: { url: string; at: number; headers: Record<string, string> }[] = [];
  const fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, at: Date.now(), headers: init?.headers as Record<string, string> });
    const script = scripts[url] ?? [{ status: 404 }];
    const next = script.length > 1 ? script.shift()! : script[0]!;
    if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (next === 'not-json')
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as Response);
    return Promise.resolve(json(next.status, next.body));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, to: (url: string) => calls.filter((call) => call.url === url) };
}

const EN = [{ status: 200, body: [{ code: 'en', name: 'English' }] }];
let namespaceCount = 0;
/** A namespace of its own per test, with bundled English for two keys. */
function freshNamespace() {
  namespaceCount += 1;
  const ns = `test-ns-${namespaceCount}`;
  registerStrings(ns, { nav: { home: 'Home', help: 'Help' } });
  return ns;
}
const text = (ns: string, key: string) => i18next.getFixedT(null, ns)(key);

beforeAll(() => initI18n());
beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  localStorage.clear();
});
afterEach(() => {
  setStringsLoader(null);
  jest.useRealTimers();
});

describe('the retry rule (spec sections 7 and 8)', () => {
  it.each<[string, Answer]>([
    ['503', { status: 503 }],
    ['500', { status: 500 }],
    ['400', { status: 400 }],
    ['408', { status: 408 }],
    ['a network failure', 'network'],
  ])('%s: 5 retries after 350, 700, 1400, 2800 and 5600 ms, then the bundled English stays', async (_, failure) => {
    const ns = freshNamespace();
    const api = service({ [LANGUAGES_URL]: EN, [NAMESPACE_URL(ns)]: [failure] });
    await loadTranslations({ ...SERVICE, fetch: api.fetch });
    await jest.advanceTimersByTimeAsync(60_000);
    const attempts = api.to(NAMESPACE_URL(ns)).map((call) => call.at);
    expect(attempts).toHaveLength(6);
    expect(attempts.slice(1).map((at, i) => at - attempts[i]!)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(text(ns, 'nav.home')).toBe('Home');
  });

  it('a retry that succeeds brings the service strings', async () => {
    const ns = freshNamespace();
    const api = service({
      [LANGUAGES_URL]: EN,
      [NAMESPACE_URL(ns)]: [{ status: 503 }, { status: 503 }, { status: 200, body: { nav: { home: 'Start' } } }],
    });
    await loadTranslations({ ...SERVICE, fetch: api.fetch });
    await jest.advanceTimersByTimeAsync(349);
    expect(api.to(NAMESPACE_URL(ns))).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.to(NAMESPACE_URL(ns))).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(700);
    expect(api.to(NAMESPACE_URL(ns))).toHaveLength(3);
    expect(text(ns, 'nav.home')).toBe('Start');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.to(NAMESPACE_URL(ns))).toHaveLength(3);
  });

  it.each<[string, Answer]>([
    ['401', { status: 401 }],
    ['403', { status: 403 }],
    ['404', { status: 404 }],
    ['409', { status: 409 }],
    ['an unparsable body', 'not-json'],
    ['a body that is not an object', { status: 200, body: ['x'] }],
  ])('%s: asked once, not again; the bundled English stays', async (_, failure) => {
    const ns = freshNamespace();
    const api = service({ [LANGUAGES_URL]: EN, [NAMESPACE_URL(ns)]: [failure] });
    await loadTranslations({ ...SERVICE, fetch: api.fetch });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.to(NAMESPACE_URL(ns))).toHaveLength(1);
    expect(text(ns, 'nav.home')).toBe('Home');
  });

  it('the language list follows the same rule', async () => {
    const api = service({ [LANGUAGES_URL]: [{ status: 502 }, 'network', ...EN] });
    const chosen = loadTranslations({ ...SERVICE, fetch: api.fetch });
    await jest.advanceTimersByTimeAsync(350 + 700);
    await expect(chosen).resolves.toBe('en');
    expect(api.to(LANGUAGES_URL).map((call) => call.at)).toEqual([0, 350, 1050]);
  });
});

describe('strings from the service', () => {
  it('merge over the bundled English: a key the service lacks keeps its English; the key and project are sent', async () => {
    const ns = freshNamespace();
    const api = service({ [LANGUAGES_URL]: EN, [NAMESPACE_URL(ns)]: [{ status: 200, body: { nav: { home: 'Start' } } }] });
    await loadTranslations({ ...SERVICE, fetch: api.fetch });
    await jest.advanceTimersByTimeAsync(0);
    expect(text(ns, 'nav.home')).toBe('Start');
    expect(text(ns, 'nav.help')).toBe('Help');
    expect(api.calls[0]!.headers).toMatchObject({ 'api-key': 'test-key' });
  });

  it('a namespace registered later (a remote module loading) is fetched then', async () => {
    const api = service({ [LANGUAGES_URL]: EN, [NAMESPACE_URL('late-remote')]: [{ status: 200, body: { title: 'Remote title' } }] });
    await loadTranslations({ ...SERVICE, fetch: api.fetch });
    expect(api.to(NAMESPACE_URL('late-remote'))).toHaveLength(0);
    registerStrings('late-remote', { title: 'Title' });
    await jest.advanceTimersByTimeAsync(0);
    expect(text('late-remote', 'title')).toBe('Remote title');
  });

  it('the stored language when the project offers it, else English; a failed list means English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const offered = service({
      [LANGUAGES_URL]: [
        {
          status: 200,
          body: [
            { code: 'en', name: 'English' },
            { code: 'de', name: 'Deutsch' },
          ],
        },
      ],
    });
    await expect(loadTranslations({ ...SERVICE, fetch: offered.fetch })).resolves.toBe('de');
    expect(offered.calls.some((call) => call.url.includes('/languages/de/namespaces/test-ns-'))).toBe(true);
    setStringsLoader(null);
    const notOffered = service({ [LANGUAGES_URL]: EN });
    await expect(loadTranslations({ ...SERVICE, fetch: notOffered.fetch })).resolves.toBe('en');
    setStringsLoader(null);
    const failing = service({ [LANGUAGES_URL]: [{ status: 404 }] });
    await expect(loadTranslations({ ...SERVICE, fetch: failing.fetch })).resolves.toBe('en');
  });
});

it('a screen shows the bundled English first and renders again when the service strings arrive', async () => {
  const ns = freshNamespace();
  function Nav() {
    const { t } = useStrings(ns);
    return <a href="/home">{t('nav.home')}</a>;
  }
  const api = service({ [LANGUAGES_URL]: EN, [NAMESPACE_URL(ns)]: [{ status: 503 }, { status: 200, body: { nav: { home: 'Start' } } }] });
  render(<Nav />);
  expect(screen.getByRole('link')).toHaveTextContent('Home');
  await act(() => loadTranslations({ ...SERVICE, fetch: api.fetch }));
  expect(screen.getByRole('link')).toHaveTextContent('Home');
  await act(() => jest.advanceTimersByTimeAsync(350));
  expect(screen.getByRole('link')).toHaveTextContent('Start');
});
