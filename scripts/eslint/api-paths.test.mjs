// Only the data layer names API paths (issue 26): no other front-end source file holds a string
// or template literal that is a path of the API's OpenAPI document ('/brands', `/users/${id}/projects`).
// Screen routes that share a path with the API ('/projects', '/users/U1') are links, not requests:
// a literal right after to=, href, navigate(, route: and the like is a route and allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Allowed to name API paths: the data layer; the host's own (/home must not load shared-admin);
 * shared-auth's signed-in user (GET /users/me), which sits below the data layer; and the typed
 * collection client the data layer calls, whose types stand every collection's operations for
 * the brands' (docs/adr/0280-one-typed-data-layer.md); and the live updates, which map an event to
 * the data keys it makes stale (docs/adr/0340-live-events.md).
 */
const DATA_LAYER = [
  'shared-admin/src/data/',
  'host/src/data/',
  'shared-auth/src/current-user/',
  'shared-auth/src/api/typed-collection.ts',
  'shared-auth/src/live/',
];
const FRONT_END = [
  'host/src',
  'shared-auth/src',
  'shared-ui/src',
  'shared-admin/src',
  ...readdirSync(repoRoot)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => `${name}/src`),
];
const TEST_FILE = /(\.test\.tsx?$)|(\/test-support\/)|(\/testing\/)|(\/harness\/)/;

/** '/projects/{id}/members' -> '/projects/{}/members': parameters match any value. */
const shape = (apiPath) => apiPath.replace(/\{[^}]*\}/g, '{}');
const apiPaths = new Set(
  [...readFileSync(path.join(repoRoot, 'shared-contracts/src/wire/openapi.ts'), 'utf8').matchAll(/^ {4}"(\/[^"]*)": \{$/gm)].map(
    ([, apiPath]) => shape(apiPath),
  ),
);

/** A literal in a link or route position (JSX to=, href, navigate(), route/path keys and comparisons). */
const ROUTE_CONTEXT = /(\bto|href|navigate|route|\.path|prefix)\s*(={1,3}|:|\()\s*\{?\s*$/i;
/** Comments blanked out, lines kept (a comment may name a path: it sends no request). */
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));

/** The API paths `source` names outside link positions: 'line: literal' for each. */
export function apiPathLiterals(text) {
  const source = withoutComments(text);
  const found = [];
  for (const match of source.matchAll(/(['"`])(\/[^'"`\s]*?)\1/g)) {
    const [, , literal] = match;
    // a template's ${...} is a parameter; a query string or a trailing slash is not part of the path
    const candidate = shape(literal.replace(/\$\{[^}]*\}/g, '{}'))
      .split('?')[0]
      .replace(/(.)\/$/, '$1');
    if (!apiPaths.has(candidate)) continue;
    const before = source.slice(source.lastIndexOf('\n', match.index) + 1, match.index);
    if (ROUTE_CONTEXT.test(before)) continue;
    found.push(`${source.slice(0, match.index).split('\n').length}: ${literal}`);
  }
  return found;
}

function sourceFiles(dir) {
  const absolute = path.join(repoRoot, dir);
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('API paths in the front end', () => {
  it('are named only by the data layer', () => {
    const offenders = FRONT_END.flatMap(sourceFiles)
      .filter((file) => !TEST_FILE.test(file) && !DATA_LAYER.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) => apiPathLiterals(readFileSync(path.join(repoRoot, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders).toEqual([]);
  });

  it('are found as literals, templates and queries, but not as links', () => {
    expect(apiPathLiterals("const key = '/brands';")).toEqual(['1: /brands']);
    expect(apiPathLiterals('get(`/users/${id}/projects`)')).toEqual(['1: /users/${id}/projects']);
    expect(apiPathLiterals('\nconst page = `/projects?page=${page}`;')).toEqual(['2: /projects?page=${page}']);
    expect(apiPathLiterals('<Link to={`/projects/${uuid}`}>x</Link>')).toEqual([]);
    expect(apiPathLiterals("{ route: '/users', title }")).toEqual([]);
    expect(apiPathLiterals("const link = '/backoffice/brands';")).toEqual([]);
    expect(apiPathLiterals("/** GET '/brands' */\n// '/users'\nconst url = 'https://x.test/users';")).toEqual([]);
    expect(apiPathLiterals("if (route.path === '/users') go();")).toEqual([]);
  });
});
