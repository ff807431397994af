/**
 * Test support: an API client answering from a table of routes ('GET /projects/P1',
 * 'PUT /projects/P1'), recording every request. A route is a fixed answer or a function of the
 * request (which may throw an ApiError, see `problem`). /users/me answers for the given role.
 * An unknown route rejects, so a screen calling something unexpected shows an error.
 */
import { ApiError, meFlags, type ApiClient, type Query, type Role } from '@ottilia/shared-auth';

export interface FakeRequest {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  query: Query | undefined;
  body: unknown;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

export type Route = unknown | ((request: FakeRequest) => unknown);

export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}) {
  return new ApiError({ status, code, title: 'Refused', detail, problem: { status, code, title: 'Refused', detail, ...extra } });
}

interface Options {
  query?: Query;
  ifMatch?: string;
  ifNoneMatch?: string;
  withEtag?: boolean;
}

/** The signed-in user: a role, or null for someone without one (no permissions). */
export function fakeApi(routes: Record<string, Route>, role: Role | null = 'SUPER_ADMIN') {
  const roles = role ? [role] : [];
  const table: Record<string, Route> = {
    'GET /users/me': { eid: 'U-ME', displayName: 'Test User', mainRole: role ?? '', roles, ...meFlags(roles) },
    ...routes,
  };
  const requests: FakeRequest[] = [];

  async function answer(method: FakeRequest['method'], path: string, body: unknown, options: Options = {}) {
    const request: FakeRequest = { method, path, body, query: options.query, ifMatch: options.ifMatch, ifNoneMatch: options.ifNoneMatch };
    requests.push(request);
    const key = `${method} ${path}`;
    if (!(key in table)) throw new Error(`unexpected ${key}`);
    const route = table[key];
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
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Fixed answers are copied, so a screen cannot change what the next request gets. */
function copyOf<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
