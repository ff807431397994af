/** Query parameters of API calls; `toQueryString` writes them (list builders: @ottilia/shared-admin). */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `?a=1&$filter=...`; undefined and null values are left out. */
export function toQueryString(query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key).replaceAll('%24', '$')}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
