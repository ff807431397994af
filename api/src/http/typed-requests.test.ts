/**
 * Every route is typed from its schemas (TypeBox through Fastify's type provider, set once in
 * app.ts), so a handler reads request.body, params, query and headers as validated: a cast would
 * hide a drift between the schema and the code, so none may come back. A header a route reads
 * beyond HTTP's own is declared in its `headers` schema (typed, and in the OpenAPI document).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CAST = /request\.(?:body|params|query|headers)(?:\[[^\]]+\]|\.[\w$]+)?\)?\s+as\s/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('no route handler casts request.body, request.params, request.query or request.headers', () => {
  const casts = sources(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (CAST.test(line) ? [`${file.slice(SRC.length)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(casts).toEqual([]);
});

test('the check finds a cast', () => {
  expect(CAST.test('const { eid } = request.params as { eid: string };')).toBe(true);
  expect(CAST.test('const { eid } = request.params;')).toBe(false);
  expect(CAST.test("checkKey(request.headers['x-sentry-auth'] as string | undefined);")).toBe(true);
  expect(CAST.test('const key = request.headers.authorization as string;')).toBe(true);
  expect(CAST.test('const size = request.query.size as number;')).toBe(true);
  expect(CAST.test('const projectUuid = request.headers[PROJECT_ID_HEADER];')).toBe(false);
});
