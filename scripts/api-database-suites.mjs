// Which API suites open the database under test: the ones the PostgreSQL pass of `npm test` runs.
// A suite reaches it through the test helpers (createTestDatabase, startTestApp) or by handing
// DATABASE_URL to what it starts; the others (unit suites, the embedded database's own suites) would
// only run the same thing a second time (ADR 0224).
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

const REACHES_DATABASE = /\bDATABASE_URL\b|\bcreateTestDatabase\b|\bstartTestApp\b/;
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

/** Test code a suite imports: the helpers under api/test and test kits beside the sources. */
const isTestCode = (apiDir, file) => file.startsWith(path.join(apiDir, 'test') + path.sep) || /(\.test|test-kit)\.ts$/.test(file);

function reachesDatabase(apiDir, suite) {
  const seen = new Set();
  const queue = [suite];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (REACHES_DATABASE.test(text)) return true;
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (isTestCode(apiDir, target) && existsSync(target)) queue.push(target);
    }
  }
  return false;
}

/** The API's suites (absolute paths), and those of them that open the database under test. */
export function apiSuites(apiDir = path.join(repoRoot, 'api')) {
  const all = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: apiDir })
    .map((file) => path.join(apiDir, file))
    .sort();
  const onDatabase = all.filter((suite) => reachesDatabase(apiDir, suite));
  return { all, onDatabase };
}
