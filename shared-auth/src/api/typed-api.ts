/**
 * The typed face of the API client: every call names a path of the generated OpenAPI `paths`
 * ('/brands/{eid}') and takes its parameters, body and answer from the document, so a field the API
 * renames stops compiling instead of breaking in the browser (ADR 0076).
 */
import type { ApiPath, paths } from '@ottilia/shared-contracts/wire';
import type { ApiClient, WithEtag, WriteOptions } from './api-client.js';
import type { FileDownload } from './download-file.js';
import type { ActionKey } from './idempotency-key.js';
import type { QueryValue } from './list-query.js';

type Method = 'get' | 'put' | 'post' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
/** The paths that answer `M`, e.g. PathsOf<'delete'> includes '/brands/{eid}'. */
export type PathsOf<M extends Method> = { [P in ApiPath]: paths[P][M] extends undefined | never ? never : P }[ApiPath];

type Content<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type Success<R> = { [S in keyof R]: S extends 200 | 201 | 204 ? Content<R[S]> : never }[keyof R];
/** What a successful call answers (200, 201 or 204; undefined for an empty body). */
export type Answer<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? Success<R> : never;
type Parameter<P extends ApiPath, M extends Method, In extends 'path' | 'query' | 'header'> =
  Operation<P, M> extends { parameters: { [K in In]?: infer X } } ? NonNullable<X> : never;

/** An object param (path, header): required when the operation has a required one, absent when none. */
type Given<Name extends string, X> = [X] extends [never]
  ? { [K in Name]?: never }
  : object extends X
    ? { [K in Name]?: X }
    : { [K in Name]: X };
/** Query values are strings on the wire; numbers and booleans are written as text. */
type QueryOf<X> = [X] extends [never] ? { query?: never } : { query?: { [K in keyof X]?: QueryValue } };
type BodyOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? { body: B }
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : { body?: never };

/** Everything a call of `M` on `P` takes besides the path itself. */
export type CallOptions<P extends ApiPath, M extends Method> = Given<'path', Parameter<P, M, 'path'>> &
  QueryOf<Parameter<P, M, 'query'>> &
  Given<'header', Parameter<P, M, 'header'>> &
  Omit<WriteOptions, 'query'> &
  (M extends 'put' | 'post' ? BodyOf<P, M> : { body?: never });
/** The options argument may be left out when nothing in it is required. */
type Args<O> = object extends O ? [options?: O] : [options: O];
/**
 * A write's options: its user action's Idempotency-Key is required (docs/adr/0332), so a save, a
 * delete or a dialog's submit pressed again after a lost answer repeats the same write.
 */
export type WriteCallOptions<P extends ApiPath, M extends 'put' | 'post' | 'delete'> = CallOptions<P, M> & { idempotencyKey: ActionKey };

export interface TypedApi {
  get<P extends PathsOf<'get'>>(path: P, ...options: Args<CallOptions<P, 'get'>>): Promise<Answer<P, 'get'>>;
  /** The answer with its ETag, the version a later write names in If-Match. */
  getWithEtag<P extends PathsOf<'get'>>(path: P, ...options: Args<CallOptions<P, 'get'>>): Promise<WithEtag<Answer<P, 'get'>>>;
  /** A binary answer (an export) as a Blob with the file name its Content-Disposition gives. */
  getFile<P extends PathsOf<'get'>>(path: P, ...options: Args<CallOptions<P, 'get'>>): Promise<FileDownload>;
  put<P extends PathsOf<'put'>>(path: P, options: WriteCallOptions<P, 'put'>): Promise<Answer<P, 'put'>>;
  putWithEtag<P extends PathsOf<'put'>>(path: P, options: WriteCallOptions<P, 'put'>): Promise<WithEtag<Answer<P, 'put'>>>;
  /** Retried like every write, with its key: the API answers a repeat with the first answer. */
  post<P extends PathsOf<'post'>>(path: P, options: WriteCallOptions<P, 'post'>): Promise<Answer<P, 'post'>>;
  del<P extends PathsOf<'delete'>>(path: P, options: WriteCallOptions<P, 'delete'>): Promise<Answer<P, 'delete'>>;
}

interface Untyped extends WriteOptions {
  path?: Record<string, string | number>;
  header?: Record<string, string>;
  body?: unknown;
}

/** '/brands/{eid}' with { eid: 'B 1' } -> '/brands/B%201'; a missing parameter is a programming error. */
export const fillPath = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${template}: no {${name}}`);
    return encodeURIComponent(values[name]);
  });

/** The concrete request of a typed call: the filled path and the client's options. */
export function requestOf(template: string, { path, header, body: _body, ...options }: Untyped = {}): [url: string, options: WriteOptions] {
  return [fillPath(template, path), header ? { ...options, headers: { ...header, ...options.headers } } : options];
}

/** One typed GET, for a bundle that needs no other call (typedApi(client).get otherwise). */
export const apiGet = <P extends PathsOf<'get'>>(client: ApiClient, path: P, ...[options]: Args<CallOptions<P, 'get'>>) =>
  client.get(...requestOf(path, options)) as Promise<Answer<P, 'get'>>;

/** The typed calls over `client` (cheap: make one per render or memoise it). */
export function typedApi(client: ApiClient): TypedApi {
  // each call fills its path and hands the rest to the transport, which answers unknown: TypedApi says what
  const body = (options?: object) => (options as Untyped | undefined)?.body;
  return {
    get: (path, ...options) => apiGet(client, path, ...options),
    getWithEtag: (path, ...[options]) => {
      const [url, request] = requestOf(path, options);
      return client.get(url, { ...request, withEtag: true }) as never;
    },
    getFile: (path, ...[options]) => client.getFile(...requestOf(path, options)),
    put: (path, options) => {
      const [url, request] = requestOf(path, options);
      return client.put(url, body(options), request) as never;
    },
    putWithEtag: (path, options) => {
      const [url, request] = requestOf(path, options);
      return client.put(url, body(options), { ...request, withEtag: true }) as never;
    },
    post: (path, options) => {
      const [url, request] = requestOf(path, options);
      return client.post(url, body(options), request) as never;
    },
    del: (path, options) => client.del(...requestOf(path, options)) as never,
  };
}
