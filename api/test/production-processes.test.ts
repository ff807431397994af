/**
 * The built API as an operator starts it (`node dist/server.js`, NODE_ENV=production), after
 * building the API: the refusal with nothing set, and four instances started at the same moment
 * on an empty PostgreSQL database with MIGRATE_AT_START=on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PRODUCTION_ENV } from './helpers/production-env.js';
import { emptyPostgresDatabase } from './helpers/empty-postgres.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const migrationCount = (JSON.parse(readFileSync(path.join(repoRoot, 'api/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] })
  .entries.length;

beforeAll(() => {
  const build = spawnSync(
    'npx',
    ['--yes', 'pnpm@10.34.9', '--filter', '@ottilia/shared-contracts', '--filter', '@ottilia/api', 'run', 'build'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`building the API failed:\n${build.stdout}\n${build.stderr}`);
}, 300_000);

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exit: Promise<number | null>;
}

/** `node api/dist/server.js` with exactly `env` (and PATH), nothing inherited. */
function startApi(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => stdout.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exit };
}

test('with NODE_ENV=production and nothing set, the API exits 1 and lists every missing setting', async () => {
  const api = startApi({ NODE_ENV: 'production' });
  expect(await api.exit).toBe(1);
  const output = api.stderr.join('');
  expect(output).toMatch(/^The API did not start \(NODE_ENV=production\): the configuration has 9 problems:/);
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'OIDC_ISSUERS',
    'OIDC_AUDIENCE',
    'CORS_ORIGINS',
    'APP_ORIGIN',
    'EXPORT_SIGNING_KEY',
    'DIRECTORY_KIND=graph',
  ]) {
    expect(output).toContain(`  - ${name} is required in production`);
  }
  expect(api.stdout).toEqual([]);
}, 60_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      })
      .once('error', reject);
  });

async function waitUntilReady(port: number, api: Started, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void api.exit.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the instance on ${port} did not become ready:\n${api.stdout.join('\n')}\n${api.stderr.join('')}`);
}

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(
  'four production instances started at once on an empty PostgreSQL database: one migrates, all four become ready, none errors',
  async () => {
    const empty = await emptyPostgresDatabase();
    const ports = await Promise.all([1, 2, 3, 4].map(freePort));
    const apis = ports.map((port) =>
      startApi({
        ...PRODUCTION_ENV,
        DATABASE_URL: empty.url,
        MIGRATE_AT_START: 'on',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
      }),
    );
    try {
      await Promise.all(ports.map((port, i) => waitUntilReady(port, apis[i]!, 150_000)));
      const logs = apis.map((api) =>
        api.stdout.map((line) => JSON.parse(line) as { level: number; msg: string; migrationsApplied?: number }),
      );
      const migrated = logs.map((lines) => lines.find((l) => 'migrationsApplied' in l)?.migrationsApplied);
      expect([...migrated].sort()).toEqual([0, 0, 0, migrationCount]);
      expect(logs.flat().filter((l) => l.level >= 50)).toEqual([]);
      expect(apis.map((api) => api.stderr.join(''))).toEqual(['', '', '', '']);

      // a production instance: no demo users, no development routes or stand-ins
      const db = new pg.Client({ connectionString: empty.url });
      await db.connect();
      expect((await db.query('select count(*)::int as n from users')).rows[0].n).toBe(0);
      expect((await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(migrationCount);
      await db.end();
      const base = `http://127.0.0.1:${ports[0]}`;
      expect((await fetch(`${base}/dev/mail`)).status).toBe(404);
      expect((await fetch(`${base}/image-service/v1_1/ottilia-dev/image/upload`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/content/news/ottilia-news`)).status).toBe(404);
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
    } finally {
      for (const api of apis) api.child.kill('SIGTERM');
      const codes = await Promise.all(apis.map((api) => api.exit));
      await empty.drop();
      expect(codes).toEqual([0, 0, 0, 0]);
    }
  },
  400_000,
);
