// Dashboard API latency at 100k projects (issue 12 item 4): grows the projects table like
// bench-api.mjs, starts the API, and times GET /dashboard one request at a time, unfiltered and
// with each kind of filter (p50, p99 of BENCH_DASHBOARD_CALLS calls after a warm-up). Unfiltered
// and single filters read the kept figures (migration 0011); the others are computed each time.
// `node scripts/bench-dashboard.mjs [pglite|postgres]` (default pglite in .local/bench-pglite or
// BENCH_DATA_DIR; postgres needs DATABASE_URL).
import path from 'node:path';
import { benchIssuer, percentile, PORT, timed, withApi } from './bench-api.mjs';
import { localDir, log, repoRoot, run } from './lib.mjs';
import { startPostgres, stopPostgres } from './local-postgres.mjs';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS ?? 30);
const WARM_UP = 3;
/** docs/conventions.md section 8: p99 of the unfiltered dashboard and of each single filter. */
export const DASHBOARD_P99_BUDGET_MS = { postgres: 30, pglite: 60 };
/** The shapes the budget covers (the others are computed each time and only reported). */
const BUDGETED = new Set(['unfiltered', 'brand', 'agency', 'market']);

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const SHAPES = {
  unfiltered: {},
  brand: { brand: 'BR-AURORA-GIN' },
  agency: { agency: 'AG-NORTHWIND' },
  'agency + market': { agency: 'AG-NORTHWIND', market: 'DK' },
  market: { market: 'DE' },
  'created in the last year': { from: daysAgo(365), to: daysAgo(0) },
};

async function timeShapes(token) {
  const results = [];
  for (const [shape, query] of Object.entries(SHAPES)) {
    const url = `http://127.0.0.1:${PORT}/dashboard?${new URLSearchParams(query)}`;
    const times = [];
    for (let i = 0; i < WARM_UP + CALLS; i++) {
      const { ms, status } = await timed(url, token);
      if (status !== 200) throw new Error(`${shape} answered ${status}`);
      if (i >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const answer = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    results.push({ shape, projects: answer.projects, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return results;
}

export async function benchDashboard(database = 'pglite', url = process.env.DATABASE_URL) {
  const dbEnv =
    database === 'postgres'
      ? { DATABASE_URL: url }
      : // BENCH_DATA_DIR: e.g. .local/bench-web-data, to reuse a 100k seed that bench-web made
        { DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(localDir, 'bench-pglite'), DATABASE_URL: '' };
  if (database === 'postgres' && !dbEnv.DATABASE_URL) throw new Error('postgres needs DATABASE_URL');
  const issuer = await benchIssuer();
  try {
    const env = {
      ...process.env,
      ...dbEnv,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      OIDC_ISSUERS: 'http://127.0.0.1/bench-issuer',
      OIDC_JWKS_URL: issuer.jwksUrl,
      RATE_LIMIT_PER_MINUTE: 'off',
    };
    log(`${database}: growing projects to ${PROJECTS}`);
    if ((await run(process.execPath, ['api/dist/seed/scale-cli.js', String(PROJECTS)], { env, cwd: repoRoot })) !== 0)
      throw new Error('scale seed failed');
    const results = await withApi(env, () => timeShapes(issuer.token));
    console.log(`\nGET /dashboard at ${PROJECTS} projects on ${database}, one request at a time (${CALLS} calls each):`);
    const budget = DASHBOARD_P99_BUDGET_MS[database];
    for (const r of results) {
      const verdict = BUDGETED.has(r.shape)
        ? `budget p99 ${budget} ms: ${r.p99 <= budget ? 'within' : 'OVER'}`
        : 'not budgeted (computed each time)';
      console.log(
        `  ${r.shape.padEnd(26)} ${String(r.projects).padStart(6)} projects  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${verdict}`,
      );
    }
    return results;
  } finally {
    issuer.close();
  }
}

/** Both databases, as `npm run bench` reports them (PostgreSQL: DATABASE_URL or a local cluster). */
export async function benchDashboards() {
  const results = { pglite: await benchDashboard('pglite') };
  let url = process.env.DATABASE_URL;
  const started = !url;
  if (started) {
    try {
      url = await startPostgres();
    } catch (err) {
      log(`PostgreSQL dashboard bench skipped: ${err.message}`);
      return results;
    }
  }
  try {
    results.postgres = await benchDashboard('postgres', url);
  } finally {
    if (started) stopPostgres();
  }
  return results;
}

if (process.argv[1] === import.meta.filename) await benchDashboard(process.argv[2] ?? 'pglite');
