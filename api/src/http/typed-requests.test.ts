/**
 * Every route is typed from its schemas (TypeBox through Fastify's type provider), so a handler
 * reads request.body, params and query as validated: a cast would hide a drift between the
 * schema and the code, so none may come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CAST = /request\.(?:body|params|query)\)?\s+as\s/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('no route handler casts request.body, request.params or request.query', () => {
  const casts = sources(SRC).flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (CAST.test(line) ? [`${file.slice(SRC.length)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(casts).toEqual([]);
});

test('the check finds a cast', () => {
  expect(CAST.test('const { eid } = request.params as { eid: string };')).toBe(true);
  expect(CAST.test('const { eid } = request.params;')).toBe(false);
});
