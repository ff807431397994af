// API benchmark (issue 14): grows the projects table to 100k rows, then drives GET /projects
// (filter + sort + page + total) with autocannon, on the embedded database and on PostgreSQL, with
// every call drawn at random so no two hit one cache entry:
// - realistic: 80% of calls on the first 3 pages with a random filter and sort, 20% any page;
// - worst: any page (the first 250 of a filtered list, any of the unfiltered 5,000).
// Each at 50 and 200 connections (req/s, p50, p99, errors, 503s); the realistic mix for a longer
// run at 200 connections (longest wait, /health p99 meanwhile); the slowest query shapes one
// request at a time (p50, p99); and on PostgreSQL the same SQL through pgbench as the floor.
// `node scripts/bench-api.mjs [pglite|postgres]` runs one database (default: both).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localDir, log, repoRoot, run, waitForUrl } from './lib.mjs';
import { findBinDir, startPostgres, stopPostgres } from './local-postgres.mjs';

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const importFromApi = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? 60);
const PAGE_SIZE = 20;
export const PORT = 1869;
const ISSUER = 'http://127.0.0.1/bench-issuer';
/** Budgets of issue 14 on this machine type (2 cores). */
const DATABASES = {
  pglite: { label: 'embedded (PGlite)', minRps: 150, maxP99: 500, oneAtATimeP99: 60 },
  postgres: { label: 'PostgreSQL', minRps: 400, maxP99: 150, oneAtATimeP99: 20, minFloorRatio: 0.6 },
};
const LONGEST_WAIT_MS = 10_000;
const HEALTH_P99_MS = 1_000;

/** A key pair of the bench's own, published as a JWKS the API is configured to trust. */
export async function benchIssuer() {
  const jose = await importFromApi('jose');
  const { publicKey, privateKey } = await jose.generateKeyPair('RS256');
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/demo-accounts.js')).href);
  const { localOidc } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/local-env.js')).href);
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN');
  const token = await new jose.SignJWT({ scp: 'read update create' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer(ISSUER)
    .setAudience(localOidc.apiAudience)
    .setSubject(admin.sub)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  return { token, jwksUrl: `http://127.0.0.1:${server.address().port}/jwks.json`, close: () => server.close() };
}

const listPath = ({ page, orderBy, filter }) => {
  const q = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE), $orderBy: orderBy });
  if (filter) q.set('$filter', filter);
  return `/projects?${q}`;
};

/** mulberry32: the cold mix draws the same calls on every run, so runs compare. */
function seededRandom(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fresh random call each time: the UI's sorts in either direction, filters with random values
 * (date windows, brands, agencies, statuses, name words, the UI's four-field search); `realistic`
 * puts 80% of calls on the first 3 pages, `worst` any page (the first 250 of a filtered list).
 */
export async function requestSource(workload, seed = 20260302) {
  const { AGENCIES, BRANDS, PROJECT_TOPICS, PROJECT_TYPES } = await import(
    pathToFileURL(path.join(repoRoot, 'api/dist/seed/catalog.js')).href
  );
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const day = (from, days) => new Date(Date.parse(from) + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);
  const words = [...new Set(PROJECT_TOPICS.flatMap((topic) => topic.toLowerCase().split(' ')).filter((w) => w.length >= 3))];
  const word = () => (random() < 0.5 ? pick(words) : pick(words).slice(0, 3 + Math.floor(random() * 3)));
  const filters = [
    () => '',
    () => `status eq '${pick(['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'])}'`,
    () => `brandName eq '${pick(BRANDS).name}'`,
    () => `agencyEid eq '${pick(AGENCIES).eid}'`,
    () => {
      const from = day('2023-03-01', 1200);
      return `estimatedGoLiveDate ge ${from} and estimatedGoLiveDate lt ${day(from, 90)}`;
    },
    () => `createdAt ge ${day('2023-03-01', 1000)}`,
    () => `contains(name,'${word()}')`,
    () => {
      const w = word();
      return ['name', 'agencyName', 'brandName', 'projectTypeName'].map((f) => `contains(${f},'${w}')`).join(' or ');
    },
    () => `projectTypeEid eq '${pick(PROJECT_TYPES).eid}' and hasCookieConsent eq ${random() < 0.5} and status ne 'DRAFT'`,
  ];
  const sorts = ['name', 'agencyName', 'brandName', 'projectTypeName', 'createdAt', 'estimatedGoLiveDate', 'status'];
  return () => {
    const filter = pick(filters)();
    const firstPages = workload === 'realistic' && random() < 0.8;
    const pages = firstPages ? 3 : filter ? 250 : PROJECTS / PAGE_SIZE;
    return listPath({ page: 1 + Math.floor(random() * pages), orderBy: `${pick(sorts)} ${random() < 0.5 ? 'asc' : 'desc'}`, filter });
  };
}

/** The slowest shapes, one request at a time (each a new page, so no page cache answers). */
function slowShapes() {
  const random = seededRandom(7);
  const deep = () => 1 + Math.floor(random() * (PROJECTS / PAGE_SIZE));
  const search = "contains(name,'gin') or contains(agencyName,'gin') or contains(brandName,'gin') or contains(projectTypeName,'gin')";
  return {
    'any page, default order': () => listPath({ page: deep(), orderBy: 'createdAt desc' }),
    'any page by agency name': () => listPath({ page: deep(), orderBy: `agencyName ${random() < 0.5 ? 'asc' : 'desc'}` }),
    'any page by brand name': () => listPath({ page: deep(), orderBy: `brandName ${random() < 0.5 ? 'asc' : 'desc'}` }),
    'any page by name': () => listPath({ page: deep(), orderBy: `name ${random() < 0.5 ? 'asc' : 'desc'}` }),
    'four-field search': () => listPath({ page: 1 + Math.floor(random() * 20), orderBy: 'name asc', filter: search }),
    'brand filter by go-live': () =>
      listPath({ page: 1 + Math.floor(random() * 50), orderBy: 'estimatedGoLiveDate desc', filter: "brandName eq 'Aurora Gin'" }),
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function timed(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

export async function oneAtATime(token, count = 30) {
  const results = [];
  for (const [shape, next] of Object.entries(slowShapes())) {
    const times = [];
    // the first calls of a fresh API also compile its code and plans: not the steady state measured
    for (let i = -5; i < count; i++) {
      const { ms, status } = await timed(`http://127.0.0.1:${PORT}${next()}`, token);
      if (status !== 200) throw new Error(`${shape} answered ${status}`);
      if (i >= 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results.push({ shape, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return results;
}

/** /health, once every 100 ms while `until` is pending: its latencies (a refused or failed call counts as 10 s). */
async function probeHealth(until) {
  const times = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    times.push(
      await timed(`http://127.0.0.1:${PORT}/health`).then(
        (r) => (r.status === 200 ? r.ms : LONGEST_WAIT_MS),
        () => LONGEST_WAIT_MS,
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
  }
  return times.sort((a, b) => a - b);
}

async function drive(token, workload, connections, seconds) {
  const autocannon = (await importFromApi('autocannon')).default;
  const next = await requestSource(workload);
  const options = {
    url: `http://127.0.0.1:${PORT}`,
    connections,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  };
  await autocannon({ ...options, duration: 3 }); // warm-up: JIT and plans
  const run = Promise.resolve(autocannon({ ...options, duration: seconds }));
  const health = probeHealth(run);
  const r = await run;
  const healthTimes = await health;
  const overloaded = r.statusCodeStats?.['503']?.count ?? 0;
  return {
    workload,
    connections,
    seconds,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    overloaded,
    otherNon2xx: r.non2xx - overloaded,
    errors: r.errors,
    timeouts: r.timeouts,
    healthP99: percentile(healthTimes, 99),
  };
}

/** Another bench's API on the port would be measured instead of ours: refuse to start. */
async function ensurePortFree() {
  const answered = await fetch(`http://127.0.0.1:${PORT}/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${PORT} is in use: is another bench running?`);
}

/** Runs `work(api)` against a freshly started API (no caches carried over between parts). */
export async function withApi(env, work) {
  await ensurePortFree();
  const api = spawn(process.execPath, ['api/dist/server.js'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => api.once('exit', r));
  try {
    await Promise.race([
      waitForUrl(`http://127.0.0.1:${PORT}/health`, 120_000),
      exited.then(() => {
        throw new Error('the API exited at start');
      }),
    ]);
    return await work();
  } finally {
    api.kill('SIGTERM');
    await exited;
  }
}

/**
 * The SQL the API sends for list calls (lookups, page, total): the list code of api/dist run
 * against a pass-through `pg` client that records each statement with its parameters inlined.
 */
async function listSqlRecorder(url) {
  const pg = (await importFromApi('pg')).default;
  const { drizzle } = await importFromApi('drizzle-orm/node-postgres');
  const dist = (file) => import(pathToFileURL(path.join(repoRoot, 'api/dist', file)).href);
  const [
    { parseListParams, runList },
    { countProjects, projectListResource, selectProjectPage, PROJECT_LIST_READS },
    { queryRows },
    { readGenerations },
  ] = await Promise.all([
    dist('list/list-query.js'),
    dist('projects/project-queries.js'),
    dist('db/client.js'),
    dist('list/generations.js'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let recorded = [];
  const literal = (value) =>
    value === null || value === undefined
      ? 'NULL'
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : pg.Client.prototype.escapeLiteral(
            value instanceof Date ? value.toISOString() : Array.isArray(value) ? `{${value.join(',')}}` : String(value),
          );
  const client = {
    query(config, values) {
      const params = config.values ?? values ?? [];
      recorded.push(config.text.replace(/\$(\d+)/g, (_m, n) => literal(params[Number(n) - 1])));
      return pool.query(config, values);
    },
  };
  const db = drizzle({ client });
  return {
    pool,
    /** The statements of one call, `/projects?…`. */
    async record(listPathAndQuery) {
      const query = Object.fromEntries(new URL(listPathAndQuery, 'http://x').searchParams);
      recorded = [];
      // as the API does: the generations (and the projects' row count) first
      const { rowCounts } = await readGenerations(db, PROJECT_LIST_READS);
      await runList({
        rowCount: rowCounts.get('projects'),
        resource: projectListResource,
        params: parseListParams(query, projectListResource),
        select: (where, _orderBy, limit, offset, shape) => selectProjectPage(db, where, shape, limit, offset),
        count: (where, shape) => countProjects(db, where, shape.filterFields),
        execute: (sql) => queryRows(db, sql),
      });
      return recorded;
    },
    close: () => pool.end(),
  };
}

/** The floor: the recorded SQL of a sample of the workload's calls, replayed by pgbench at the same concurrency. */
async function pgbenchFloor(url, workload, connections, seconds) {
  const pgbench = path.join(findBinDir() ?? '', 'pgbench');
  const recorder = await listSqlRecorder(url);
  const next = await requestSource(workload, 99);
  const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-pgbench-'));
  const scripts = [];
  try {
    for (let i = 0; i < 120; i++) {
      // pgbench takes at most 128 scripts
      const file = path.join(dir, `call-${i}.sql`);
      writeFileSync(file, (await recorder.record(next())).map((statement) => `${statement};\n`).join(''));
      scripts.push('-f', file);
    }
    // -l: each transaction's latency, for the floor's own p99 at this concurrency
    const result = spawnSync(
      pgbench,
      ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-l', `--log-prefix=${path.join(dir, 'log')}`, ...scripts, url],
      { encoding: 'utf8', cwd: dir },
    );
    const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
    if (!tps) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
    const latencies = readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) =>
        readFileSync(path.join(dir, name), 'utf8')
          .trim()
          .split('\n')
          .map((line) => Number(line.split(' ')[2]) / 1000),
      )
      .sort((a, b) => a - b);
    return { tps: Number(tps), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await recorder.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** EXPLAIN ANALYZE of each slow shape's statements (one call each): the plan's root and the time. */
async function explainShapes(url) {
  const recorder = await listSqlRecorder(url);
  const plans = [];
  try {
    for (const [shape, next] of Object.entries(slowShapes())) {
      for (const statement of await recorder.record(next())) {
        if (!/^\s*select/i.test(statement)) continue;
        const { rows } = await recorder.pool.query(`explain (analyze) ${statement}`);
        const lines = rows.map((row) => row['QUERY PLAN']);
        const scans = lines
          .filter((line) => /Scan|Sort Method/.test(line))
          .map((line) => line.trim().replace(/\s+\(cost=.*$/, ''))
          .slice(0, 3);
        plans.push({
          shape,
          root: lines[0].trim().replace(/\s+\(cost=.*$/, ''),
          scans,
          time: lines.find((line) => line.startsWith('Execution Time')),
        });
      }
    }
  } finally {
    await recorder.close();
  }
  return plans;
}

async function benchDatabase(database, dbEnv, issuer) {
  const budget = DATABASES[database];
  const env = {
    ...process.env,
    ...dbEnv,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    OIDC_ISSUERS: ISSUER,
    OIDC_JWKS_URL: issuer.jwksUrl,
    RATE_LIMIT_PER_MINUTE: 'off',
  };
  await ensurePortFree(); // before the seed too: it must not open a database another bench's API holds
  log(`${budget.label}: growing projects to ${PROJECTS}`);
  if ((await run(process.execPath, ['api/dist/seed/scale-cli.js', String(PROJECTS)], { env })) !== 0) throw new Error('scale seed failed');
  const result = { database, ...budget, loads: [], shapes: [], plans: [], floor: null };
  for (const [workload, connections, seconds] of [
    ['realistic', 50, SECONDS],
    ['worst', 50, SECONDS],
    ['worst', 200, SECONDS],
    ['realistic', 200, LONG_SECONDS],
  ]) {
    log(`${budget.label}: ${workload} mix, ${connections} connections, ${seconds} s`);
    result.loads.push(await withApi(env, () => drive(issuer.token, workload, connections, seconds)));
  }
  log(`${budget.label}: slowest shapes, one request at a time`);
  result.shapes = await withApi(env, () => oneAtATime(issuer.token));
  if (database === 'postgres') {
    log(`${budget.label}: EXPLAIN ANALYZE of the slow shapes`);
    result.plans = await explainShapes(dbEnv.DATABASE_URL).catch((error) => {
      log(`EXPLAIN skipped: ${error.message}`);
      return [];
    });
    log(`${budget.label}: pgbench on the realistic mix's SQL, 50 connections`);
    result.floor = await pgbenchFloor(dbEnv.DATABASE_URL, 'realistic', 50, SECONDS).catch((error) => {
      log(`pgbench floor skipped: ${error.message}`);
      return null;
    });
  }
  return result;
}

const verdict = (ok) => (ok ? 'within' : 'OVER');

function report(results) {
  console.log(`\nAPI list call at ${PROJECTS} projects (filter + sort + page + total, every call drawn at random):`);
  for (const r of results) {
    console.log(`  ${r.label}`);
    for (const l of r.loads) {
      const refusals = `${l.overloaded} × 503, ${l.otherNon2xx} other non-2xx, ${l.errors} errors`;
      console.log(
        `    ${l.workload.padEnd(9)} ${String(l.connections).padStart(3)} conn ${String(l.seconds).padStart(2)} s: ${String(Math.round(l.rps)).padStart(5)} req/s  p50 ${String(l.p50).padStart(5)} ms  p99 ${String(l.p99).padStart(5)} ms  longest ${String(l.max).padStart(5)} ms  (${refusals}; /health p99 ${Math.round(l.healthP99)} ms)`,
      );
    }
    const [realistic50, , , long200] = r.loads;
    console.log(
      `    budget, realistic at 50: >= ${r.minRps} req/s ${verdict(realistic50.rps >= r.minRps)}, p99 <= ${r.maxP99} ms ${verdict(realistic50.p99 <= r.maxP99)}`,
    );
    console.log(
      `    budget, 200 connections ${long200.seconds} s: longest <= ${LONGEST_WAIT_MS / 1000} s ${verdict(long200.max <= LONGEST_WAIT_MS)}, only 503s ${verdict(long200.otherNon2xx === 0 && long200.errors === 0)}, /health p99 < 1 s ${verdict(long200.healthP99 < HEALTH_P99_MS)}`,
    );
    for (const s of r.shapes) {
      console.log(
        `    one at a time, ${s.shape.padEnd(26)} p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms (budget ${r.oneAtATimeP99} ms: ${verdict(s.p99 <= r.oneAtATimeP99)})`,
      );
    }
    for (const p of r.plans) {
      console.log(`    plan, ${p.shape}: ${p.root}; ${p.scans.join('; ')}; ${p.time}`);
    }
    if (r.floor !== null) {
      const ratio = realistic50.rps / r.floor.tps;
      console.log(
        `    pgbench on the same SQL at 50 connections: ${Math.round(r.floor.tps)} tps, p50 ${r.floor.p50.toFixed(1)} ms, p99 ${r.floor.p99.toFixed(1)} ms; the API reaches ${ratio.toFixed(2)} of its throughput (budget >= ${r.minFloorRatio}: ${verdict(ratio >= r.minFloorRatio)})`,
      );
    }
  }
}

export async function benchApi({ databases = Object.keys(DATABASES) } = {}) {
  const issuer = await benchIssuer();
  const results = [];
  try {
    if (databases.includes('pglite')) {
      results.push(await benchDatabase('pglite', { DATA_DIR: path.join(localDir, 'bench-pglite'), DATABASE_URL: '' }, issuer));
    }
    let url = process.env.DATABASE_URL;
    let started = false;
    if (databases.includes('postgres') && !url) {
      try {
        url = await startPostgres();
        started = true;
      } catch (err) {
        log(`PostgreSQL bench skipped: ${err.message}`);
      }
    }
    if (databases.includes('postgres') && url) {
      try {
        results.push(await benchDatabase('postgres', { DATABASE_URL: url }, issuer));
      } finally {
        if (started) stopPostgres();
      }
    }
  } finally {
    issuer.close();
  }
  report(results);
  return results;
}

if (process.argv[1] === import.meta.filename) {
  const databases = process.argv.slice(2).filter((a) => a in DATABASES);
  await benchApi({ databases: databases.length ? databases : undefined });
}
