/**
 * What an error report, a breadcrumb or a trace may say (docs/adr/0062-observability-signals.md): no
 * token, no e-mail address, no query string or fragment, and record ids in paths as ":id". The
 * browser's reporter and the API's use the same rules.
 */

// JWTs, bearer tokens, e-mail addresses, and the query and fragment of URLs (codes, tokens, pr_id)
const SECRETS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/Bearer\s+\S+/gi, 'Bearer [token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  [/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, '$1'],
];

export const scrub = (text: string) => SECRETS.reduce((out, [pattern, by]) => out.replace(pattern, by), text).slice(0, 2_000);

/** The route without record ids or query: uuids and e-mail-like or numbered segments become ":id". */
export const routeOf = (pathname: string) =>
  pathname
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) || /\d/.test(segment) || segment.includes('@') ? ':id' : segment))
    .join('/');
