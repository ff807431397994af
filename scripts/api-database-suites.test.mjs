import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSuites } from './api-database-suites.mjs';

let api;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(api, file)), { recursive: true });
  writeFileSync(path.join(api, file), text);
};
beforeEach(() => {
  api = mkdtempSync(path.join(tmpdir(), 'ottilia-suites-'));
});
afterEach(() => rmSync(api, { recursive: true, force: true }));

const names = (files) => files.map((file) => path.relative(api, file));

test('a suite that reaches the test database through a helper, or hands DATABASE_URL on, runs on PostgreSQL; a unit suite does not', () => {
  write('test/helpers/test-app.ts', "import { createTestDatabase } from './test-database.js';\n");
  write('test/helpers/projects.ts', "import type { TestApp } from './test-app.js';\n");
  write('test/projects.test.ts', "import { createProject } from './helpers/projects.js';\n");
  write('test/processes.test.ts', 'const url = process.env.DATABASE_URL;\n');
  write('test/wire-server.test.ts', "import { servePglite } from '../src/db/embedded/embedded-database.js';\n");
  write('src/list/test-kit.ts', "import { PGlite } from '@electric-sql/pglite';\n");
  write('src/list/order-by.test.ts', "import { items } from './test-kit.js';\nimport { loadConfig } from '../config.js';\n");
  write('src/config.ts', 'export const url = process.env.DATABASE_URL;\n'); // the API's own code is not followed

  const { all, onDatabase } = apiSuites(api);
  expect(names(all)).toEqual(['src/list/order-by.test.ts', 'test/processes.test.ts', 'test/projects.test.ts', 'test/wire-server.test.ts']);
  expect(names(onDatabase)).toEqual(['test/processes.test.ts', 'test/projects.test.ts']);
});
