/**
 * Typed SWR reads: `readKey('/users/{id}/projects', { path: { id } })` is the key the app's fetcher
 * reads (the filled path, with its query when it has one) and carries the answer's type, which
 * `useRead` gives to its data. The key is what it was before typing, so revalidation by path holds.
 */
import type { ApiKey } from './swr-config.js';
import { requestOf, type Answer, type CallOptions, type PathsOf } from './typed-api.js';

declare const answer: unique symbol;
/** An SWR key whose read answers T. */
export type ReadKey<T> = ApiKey & { readonly [answer]?: T };

type Args<O> = object extends O ? [options?: O] : [options: O];

export function readKey<P extends PathsOf<'get'>>(
  path: P,
  ...[options]: Args<Pick<CallOptions<P, 'get'>, 'path' | 'query'>>
): ReadKey<Answer<P, 'get'>> {
  const [url, { query }] = requestOf(path, options);
  return (query ? [url, query] : url) as ReadKey<Answer<P, 'get'>>;
}
