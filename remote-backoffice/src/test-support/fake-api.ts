/**
 * Test support: an API client answering from a table of routes ('GET /brands', 'PUT /brands/B1'),
 * recording every request. A route is a fixed answer or a function of the request (which may
 * throw an ApiError). /users/me answers for the given role; /markets and every history have
 * defaults. An unknown route rejects, so a screen calling something unexpected shows an error.
 */
import { ApiError, meFlags, type ApiClient, type Query, type Role } from '@ottilia/shared-auth';

export interface FakeRequest {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  query: Query | undefined;
  body: unknown;
  headers: Record<string, string> | undefined;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

export type Route = unknown | ((request: FakeRequest) => unknown);

export const MARKETS = [
  { code: 'DK', countryName: 'Denmark' },
  { code: 'FR', countryName: 'France' },
  { code: 'GO', countryName: 'Global' },
];

export function pageOf<T>(content: T[], { page = 1, totalPages = 1, totalElements = content.length } = {}) {
  return { content, page, size: 20, totalElements, totalPages };
}

export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  return new ApiError({ status, code, title: 'Refused', detail, problem: { status, code, title: 'Refused', detail, ...extra } });
}

interface Options {
  method?: FakeRequest['method'];
  query?: Query;
  headers?: Record<string, string>;
  ifMatch?: string;
  ifNoneMatch?: string;
  withEtag?: boolean;
}

export function fakeApi(routes: Record<string, Route>, role: Role = 'SUPER_ADMIN') {
  const table: Record<string, Route> = {
    'GET /users/me': { eid: 'U1', displayName: 'Test User', mainRole: role, roles: [role], ...meFlags([role]) },
    'GET /markets': pageOf(MARKETS),
    ...routes,
  };
  const requests: FakeRequest[] = [];

  async function answer(method: FakeRequest['method'], path: string, body: unknown, options: Options = {}) {
    const request: FakeRequest = {
      method,
      path,
      body,
      query: options.query,
      headers: options.headers,
      ifMatch: options.ifMatch,
      ifNoneMatch: options.ifNoneMatch,
    };
    requests.push(request);
    const key = `${method} ${path}`;
    const known = key in table || (method === 'GET' && path.endsWith('/history'));
    if (!known) throw new Error(`unexpected ${key}`);
    const route = key in table ? table[key] : [];
    const data = typeof route === 'function' ? await (route as (request: FakeRequest) => unknown)(request) : structuredCloneOf(route);
    if (!options.withEtag) return data;
    const version = (data as { version?: number } | undefined)?.version;
    return { data, etag: version === undefined ? null : `"${version}"` };
  }

  const client = {
    get: jest.fn((path: string, options?: Options) => answer('GET', path, undefined, options)),
    put: jest.fn((path: string, body: unknown, options?: Options) => answer('PUT', path, body, options)),
    post: jest.fn((path: string, body: unknown, options?: Options) => answer('POST', path, body, options)),
    del: jest.fn((path: string, options?: Options) => answer('DELETE', path, undefined, options)),
  } as unknown as ApiClient;

  return {
    client,
    /** Replaces or adds routes from now on. */
    on(more: Record<string, Route>) {
      Object.assign(table, more);
    },
    /** Requests so far, optionally only those to `key` ('GET /brands'). */
    requests(key?: string) {
      return key ? requests.filter((request) => `${request.method} ${request.path}` === key) : [...requests];
    },
    /** The query of every GET of `path`. */
    queries(path: string) {
      return requests.filter((request) => request.method === 'GET' && request.path === path).map((request) => request.query);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Fixed answers are copied, so a screen cannot change what the next request gets. */
function structuredCloneOf<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
