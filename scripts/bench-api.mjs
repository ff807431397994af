// API benchmark (DESIGN section 8): grows the projects table to 100k rows, then drives
// GET /projects with filter + sort + page + total at 50 connections with autocannon, on the
// embedded database and on PostgreSQL, and prints p50, p99 and req/s against the budgets.
// Two mixes per database: "warm" repeats 48 varied list calls, as users paging and re-sorting
// do, so it measures the list caches; "cold" draws every call at random (any page of the 100k,
// random filter values, sorts and search words), so it measures the database path.
// `node scripts/bench-api.mjs [pglite|postgres] [warm|cold]` runs a part (default: all).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localDir, log, repoRoot, run, waitForUrl } from './lib.mjs';
import { startPostgres, stopPostgres } from './local-postgres.mjs';

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const importFromApi = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const PAGE_SIZE = 20;
const PORT = 1869;
const ISSUER = 'http://127.0.0.1/bench-issuer';
const DATABASES = { pglite: { label: 'embedded (PGlite)', budget: 60 }, postgres: { label: 'PostgreSQL', budget: 20 } };
const MIXES = ['warm', 'cold'];

/** A key pair of the bench's own, published as a JWKS the API is configured to trust. */
async function benchIssuer() {
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
    .setIssuer(ISSUER).setAudience(localOidc.apiAudience).setSubject(admin.sub)
    .setIssuedAt().setExpirationTime('2h').sign(privateKey);
  return { token, jwksUrl: `http://127.0.0.1:${server.address().port}/jwks.json`, close: () => server.close() };
}

const listPath = ({ page, orderBy, filter }) => {
  const q = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE), $orderBy: orderBy });
  if (filter) q.set('$filter', filter);
  return `/projects?${q}`;
};

/** The warm mix: 48 varied list calls, repeated, so neither the database nor a cache sees one query. */
function warmRequests() {
  const filters = [
    '',
    "contains(name,'gin')",
    "status eq 'APPROVED'",
    "brandName eq 'Aurora Gin' and hasCookieConsent eq true",
    "estimatedGoLiveDate ge 2026-06-01 and estimatedGoLiveDate lt 2026-09-01",
    "agencyEid eq 'AG-NORTHWIND' or agencyEid eq null",
  ];
  const orders = ['createdAt desc', 'name asc', 'estimatedGoLiveDate desc', 'brandName asc, createdAt desc'];
  return Array.from({ length: 48 }, (_, i) => ({
    method: 'GET',
    path: listPath({ page: 1 + (i * 7) % 40, orderBy: orders[i % orders.length], filter: filters[i % filters.length] }),
  }));
}

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
 * The cold mix: a fresh random call each time: the UI's sorts in either direction, filters with
 * random values (date windows, brands, agencies, statuses, name words, the UI's four-field
 * search), any page of an unfiltered list, the first 250 pages of a filtered one.
 */
export async function coldRequestSource() {
  const { AGENCIES, BRANDS, PROJECT_TOPICS, PROJECT_TYPES } = await import(pathToFileURL(path.join(repoRoot, 'api/dist/seed/catalog.js')).href);
  const random = seededRandom(20260302);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const day = (from, days) => new Date(Date.parse(from) + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);
  const words = [...new Set(PROJECT_TOPICS.flatMap((topic) => topic.toLowerCase().split(' ')).filter((w) => w.length >= 3))];
  const word = () => (random() < 0.5 ? pick(words) : pick(words).slice(0, 3 + Math.floor(random() * 3)));
  const filters = [
    () => '',
    () => `status eq '${pick(['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'])}'`,
    () => `brandName eq '${pick(BRANDS).name}'`,
    () => `agencyEid eq '${pick(AGENCIES).eid}'`,
    () => { const from = day('2023-03-01', 1200); return `estimatedGoLiveDate ge ${from} and estimatedGoLiveDate lt ${day(from, 90)}`; },
    () => `createdAt ge ${day('2023-03-01', 1000)}`,
    () => `contains(name,'${word()}')`,
    () => { const w = word(); return ['name', 'agencyName', 'brandName', 'projectTypeName'].map((f) => `contains(${f},'${w}')`).join(' or '); },
    () => `projectTypeEid eq '${pick(PROJECT_TYPES).eid}' and hasCookieConsent eq ${random() < 0.5} and status ne 'DRAFT'`,
  ];
  const sorts = ['name', 'agencyName', 'brandName', 'projectTypeName', 'createdAt', 'estimatedGoLiveDate', 'status'];
  return () => {
    const filter = pick(filters)();
    const pages = filter ? 250 : PROJECTS / PAGE_SIZE;
    return listPath({ page: 1 + Math.floor(random() * pages), orderBy: `${pick(sorts)} ${random() < 0.5 ? 'asc' : 'desc'}`, filter });
  };
}

async function drive(token, mix) {
  const autocannon = (await importFromApi('autocannon')).default;
  const options = { url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  if (mix === 'warm') {
    options.requests = warmRequests();
  } else {
    const next = await coldRequestSource();
    options.requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }];
  }
  await autocannon({ ...options, duration: 3 }); // warm-up: JIT and plans (and, warm, the caches)
  const r = await autocannon({ ...options, duration: SECONDS });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, ok: r.non2xx === 0 && r.errors === 0, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}

/** Another bench's API on the port would be measured instead of ours: refuse to start. */
async function ensurePortFree() {
  const answered = await fetch(`http://127.0.0.1:${PORT}/health`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
  if (answered) throw new Error(`port ${PORT} is in use: is another bench running?`);
}

async function benchDatabase(database, dbEnv, issuer, mixes) {
  const { label, budget } = DATABASES[database];
  const env = { ...process.env, ...dbEnv, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(PORT),
    OIDC_ISSUERS: ISSUER, OIDC_JWKS_URL: issuer.jwksUrl, RATE_LIMIT_PER_MINUTE: 'off' };
  await ensurePortFree(); // before the seed too: it must not open a database another bench's API holds
  log(`${label}: growing projects to ${PROJECTS}`);
  if (await run(process.execPath, ['api/dist/seed/scale-cli.js', String(PROJECTS)], { env }) !== 0) throw new Error('scale seed failed');
  const results = [];
  for (const mix of mixes) {
    await ensurePortFree();
    // a fresh API per mix: the cold run must not start with the warm run's caches
    const api = spawn(process.execPath, ['api/dist/server.js'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((r) => api.once('exit', r));
    try {
      await Promise.race([waitForUrl(`http://127.0.0.1:${PORT}/health`, 120_000), exited.then(() => { throw new Error('the API exited at start'); })]);
      log(`${label}: ${mix} mix, ${SECONDS} s`);
      results.push({ label, budget, mix, ...(await drive(issuer.token, mix)) });
    } finally {
      api.kill('SIGTERM');
      await exited;
    }
  }
  return results;
}

export async function benchApi({ databases = Object.keys(DATABASES), mixes = MIXES } = {}) {
  const issuer = await benchIssuer();
  const results = [];
  try {
    if (databases.includes('pglite')) {
      results.push(...await benchDatabase('pglite', { DATA_DIR: path.join(localDir, 'bench-pglite'), DATABASE_URL: '' }, issuer, mixes));
    }
    let url = process.env.DATABASE_URL;
    let started = false;
    if (databases.includes('postgres') && !url) {
      try { url = await startPostgres(); started = true; } catch (err) { log(`PostgreSQL bench skipped: ${err.message}`); }
    }
    if (databases.includes('postgres') && url) {
      try { results.push(...await benchDatabase('postgres', { DATABASE_URL: url }, issuer, mixes)); } finally { if (started) stopPostgres(); }
    }
  } finally { issuer.close(); }
  console.log(`\nAPI list call, ${PROJECTS} projects, ${CONNECTIONS} connections, ${SECONDS} s per mix (filter + sort + page + total):`);
  for (const r of results) {
    console.log(`  ${r.label.padEnd(18)} ${r.mix}  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms (budget ${r.budget} ms: ${r.p99 < r.budget ? 'within' : 'OVER'})  ${String(Math.round(r.rps)).padStart(5)} req/s${r.ok ? '' : `  (${r.non2xx} non-2xx, ${r.errors} errors of which ${r.timeouts} waited over 10 s)`}`);
  }
  return results;
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const databases = args.filter((a) => a in DATABASES);
  const mixes = args.filter((a) => MIXES.includes(a));
  await benchApi({ databases: databases.length ? databases : undefined, mixes: mixes.length ? mixes : undefined });
}
