/**
 * Test support for the remotes' tests, reached through '@ottilia/shared-auth/testing' (product
 * code never imports it, so no build contains it): an API client answering from a table of routes
 * ('GET /brands', 'PUT /projects/P1'), recording every request. A route is a fixed answer or a
 * function of the request (which may throw an ApiError, see `problem`). /users/me answers for the
 * given role. An unknown route rejects, so a screen calling something unexpected shows an error.
 */
import type { ApiClient } from '../api/api-client.js';
import { ApiError } from '../api/api-error.js';
import type { Query } from '../api/list-query.js';
import { meFlags, type Role } from '../permissions.js';

export interface FakeRequest {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  query: Query | undefined;
  body: unknown;
  headers: Record<string, string> | undefined;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
  idempotencyKey: string | undefined;
}

export type Route = unknown | ((request: FakeRequest) => unknown);

/** A route for every request whose key ('GET /brands/B1/history') matches, unless the table names it. */
export interface FallbackRoute {
  match: RegExp;
  route: Route;
}

/** A refusal as the API client rejects with it (problem+json with a stable code). */
export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  return new ApiError({ status, code, title: 'Refused', detail, problem: { status, code, title: 'Refused', detail, ...extra } });
}

interface Options {
  query?: Query;
  headers?: Record<string, string>;
  ifMatch?: string;
  ifNoneMatch?: string;
  idempotencyKey?: string;
  withEtag?: boolean;
}

/** The signed-in user: a role, or null for someone without one (no permissions). */
export function fakeApi(routes: Record<string, Route>, role: Role | null = 'SUPER_ADMIN', fallbacks: readonly FallbackRoute[] = []) {
  const roles = role ? [role] : [];
  const table: Record<string, Route> = {
    'GET /users/me': { eid: 'U1', displayName: 'Test User', mainRole: role ?? '', roles, ...meFlags(roles) },
    ...routes,
  };
  const requests: FakeRequest[] = [];

  function routeOf(key: string): { route: Route } | undefined {
    if (key in table) return { route: table[key] };
    const fallback = fallbacks.find(({ match }) => match.test(key));
    return fallback && { route: fallback.route };
  }

  async function answer(method: FakeRequest['method'], path: string, body: unknown, options: Options = {}) {
    const request: FakeRequest = {
      method,
      path,
      body,
      query: options.query,
      headers: options.headers,
      ifMatch: options.ifMatch,
      ifNoneMatch: options.ifNoneMatch,
      idempotencyKey: options.idempotencyKey,
    };
    requests.push(request);
    const key = `${method} ${path}`;
    const found = routeOf(key);
    if (!found) throw new Error(`unexpected ${key}`);
    const { route } = found;
    const data = typeof route === 'function' ? await (route as (request: FakeRequest) => unknown)(request) : copyOf(route);
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
    /** Requests so far, optionally only those to `key` ('PUT /projects/P1'). */
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
function copyOf<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
