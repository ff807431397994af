/**
 * Client of the product API (spec section 7, docs/conventions.md section 4). Every call carries the bearer
 * token; a 401 renews the token once and retries once. The session counts as expired, with a
 * warning and a logout redirect through `onSessionExpired`, when:
 *  - a token cannot be had or renewed,
 *  - the retried call answers 401 again, or 403 (the renewed session has no access: spec section 4),
 *  - a call answers 403 with a problem code saying the session's user is not (or no longer)
 *    a product user (SESSION_PROBLEM_CODES).
 * A 403 for a missing permission (code 'forbidden') is not a session problem: it rejects with
 * ApiError like any other refusal so the screen can say what is not allowed.
 */
import { ApiError, CLIENT_ERROR_CODES, SESSION_EXPIRED_MESSAGE } from './api-error.js';
import { readFile, type FileDownload } from './download-file.js';
import type { FetchLike, ResponseLike } from './http-types.js';
import { toQueryString, type Query } from './list-query.js';
import { readBody, toApiError } from './parse-response.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { retryingFetch, type RetryOptions } from './retrying-fetch.js';
import { leaveBreadcrumb } from './breadcrumbs.js';
import { newTraceContext, referenceOf, type TraceContext } from './trace-context.js';
import { reportError } from '../msal/monitoring.js';

/** 403 problem codes that mean the signed-in user has no (more) access to the product at all. */
export const SESSION_PROBLEM_CODES: ReadonlySet<string> = new Set(['unauthorized', 'user-not-registered']);

export interface RequestOptions {
  query?: Query;
  /** Extra headers, e.g. an api-key or a project id header. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A write's Idempotency-Key: the user action's (useActionKey), so that pressing Save again on the
   * same unchanged draft repeats the same write. Without one, each write call makes its own, kept
   * across its retries. Not sent on reads.
   */
  idempotencyKey?: string;
}

export interface WriteOptions extends RequestOptions {
  /** ETag of the version being replaced; the API answers 412 if it changed meanwhile. */
  ifMatch?: string;
  /** '*' to create only if the resource does not exist yet. */
  ifNoneMatch?: string;
}

export interface WithEtag<T> {
  data: T;
  etag: string | null;
}

/**
 * The transport: concrete paths ('/brands/B1'), answers not yet typed. Callers use its typed face,
 * typedApi(client) (@ottilia/shared-auth/typed), whose paths, parameters, bodies and answers are the
 * OpenAPI document's; tests may fake this interface.
 */
export interface ApiClient {
  get(path: string, options?: RequestOptions & { withEtag?: false }): Promise<unknown>;
  get(path: string, options: RequestOptions & { withEtag: true }): Promise<WithEtag<unknown>>;
  put(path: string, body: unknown, options?: WriteOptions & { withEtag?: false }): Promise<unknown>;
  put(path: string, body: unknown, options: WriteOptions & { withEtag: true }): Promise<WithEtag<unknown>>;
  /** Retried like every write: with its Idempotency-Key. */
  post(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  del(path: string, options?: Omit<WriteOptions, 'ifNoneMatch'>): Promise<unknown>;
  /** A binary answer (an export) as a Blob with the file name its Content-Disposition gives. */
  getFile(path: string, options?: RequestOptions): Promise<FileDownload>;
}

export interface ApiClientOptions {
  /** API base, e.g. getStageConfig().apiBaseUrl. */
  baseUrl: string;
  getToken(): Promise<string>;
  /** A fresh token from the identity service (forceRefresh). */
  renewToken(): Promise<string>;
  /** Tells the user and logs them out through a redirect; called at most once per client. */
  onSessionExpired(): void | Promise<void>;
  fetch?: FetchLike;
  retry?: RetryOptions;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * A call that got no answer (after its retries) carries its trace's reference all the same, made
 * here since no server gave one, and is reported to monitoring with it: the reference the error
 * dialog shows finds that report.
 */
function unanswered(error: unknown, trace: TraceContext): unknown {
  if (!(error instanceof ApiError) || error.code !== CLIENT_ERROR_CODES.network) return error;
  const reference = referenceOf(trace.traceId);
  const failure = new ApiError({ status: error.status, code: error.code, title: error.title, reference }, { cause: error.cause });
  reportError(failure, 'api', { reference, traceId: trace.traceId });
  return failure;
}

export function createApiClient({ baseUrl, getToken, renewToken, onSessionExpired, fetch: fetchImpl, retry }: ApiClientOptions): ApiClient {
  const send = retryingFetch(fetchImpl ?? ((url, init) => globalThis.fetch(url, init)), retry);
  let expired = false;

  function expireSession(status: number, cause?: unknown): ApiError {
    if (!expired) {
      expired = true;
      console.warn(SESSION_EXPIRED_MESSAGE);
      void Promise.resolve(onSessionExpired()).catch((error: unknown) => console.error(error));
    }
    return new ApiError(
      { status, code: CLIENT_ERROR_CODES.sessionExpired, title: 'Session expired', detail: SESSION_EXPIRED_MESSAGE },
      { cause },
    );
  }

  async function tokenOrExpire(source: () => Promise<string>): Promise<string> {
    try {
      return await source();
    } catch (cause) {
      throw expireSession(401, cause);
    }
  }

  async function request(
    method: Method,
    path: string,
    body: unknown,
    options: WriteOptions = {},
    // how a success body is read: JSON or text by default, a file for downloads
    readSuccess: (response: ResponseLike) => Promise<unknown> = readBody,
  ): Promise<WithEtag<unknown>> {
    const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${toQueryString(options.query)}`;
    // one trace per call, its retries and renewal included (the API continues it down to the SQL)
    const trace = newTraceContext();
    // one key per write, its retries and renewal included: the API answers a repeat with the first answer
    const idempotencyKey = method === 'GET' ? undefined : (options.idempotencyKey ?? newIdempotencyKey());
    const call = (token: string): Promise<ResponseLike> =>
      send(url, {
        method,
        headers: {
          Accept: 'application/json, application/problem+json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}),
          ...(options.ifNoneMatch ? { 'If-None-Match': options.ifNoneMatch } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          ...options.headers,
          traceparent: trace.traceparent,
          Authorization: `Bearer ${token}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      });

    const answer = async (token: string) => {
      try {
        const response = await call(token);
        leaveBreadcrumb({ category: 'api', message: `${method} ${path}`, status: response.status });
        return response;
      } catch (error) {
        leaveBreadcrumb({ category: 'api', message: `${method} ${path}`, status: 0 });
        throw unanswered(error, trace);
      }
    };
    let response = await answer(await tokenOrExpire(getToken));
    const renewed = response.status === 401;
    if (renewed) {
      response = await answer(await tokenOrExpire(renewToken));
      if (response.status === 401) throw expireSession(401);
    }
    if (response.status >= 200 && response.status < 300) return { data: await readSuccess(response), etag: response.headers.get('etag') };
    const error = toApiError(response.status, await readBody(response), referenceOf(trace.traceId));
    if (error.status === 403 && (renewed || SESSION_PROBLEM_CODES.has(error.code))) throw expireSession(403, error);
    throw error;
  }

  // a read or a replacement answers its body, or with `withEtag` the body and its ETag
  const answer = async (method: Method, path: string, body: unknown, options: WriteOptions & { withEtag?: boolean } = {}) => {
    const result = await request(method, path, body, options);
    return options.withEtag ? result : result.data;
  };

  return {
    get: ((path, options) => answer('GET', path, undefined, options)) as ApiClient['get'],
    put: ((path, body, options) => answer('PUT', path, body, options)) as ApiClient['put'],
    post: async (path, body, options) => (await request('POST', path, body, options)).data,
    del: async (path, options) => (await request('DELETE', path, undefined, options)).data,
    getFile: async (path, options) =>
      (await request('GET', path, undefined, { ...options, headers: { Accept: '*/*', ...options?.headers } }, readFile))
        .data as FileDownload,
  };
}
