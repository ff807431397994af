// API benchmark (DESIGN section 8): grows the projects table to 100k rows, then drives
// GET /projects with filter + sort + page + total at 50 connections with autocannon, on the
// embedded database and on PostgreSQL, and prints p50, p99 and req/s against the budgets.
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
const PORT = 1869;
const ISSUER = 'http://127.0.0.1/bench-issuer';

/** A key pair of the bench's own, published as a JWKS the API is configured to trust. */
async function benchIssuer() {
  const jose = await importFromApi('jose');
  const { publicKey, privateKey } = await jose.generateKeyPair('RS256');
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(repoRoot, 'shared-auth/dist/demo-accounts.js')).href);
  const { localOidc } = await import(pathToFileURL(path.join(repoRoot, 'shared-auth/dist/local-env.js')).href);
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'SUPER_ADMIN');
  const token = await new jose.SignJWT({ scp: 'read update create' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer(ISSUER).setAudience(localOidc.apiAudience).setSubject(admin.sub)
    .setIssuedAt().setExpirationTime('2h').sign(privateKey);
  return { token, jwksUrl: `http://127.0.0.1:${server.address().port}/jwks.json`, close: () => server.close() };
}

/** Varied list calls, so neither the database nor a cache sees one repeated query. */
function listRequests() {
  const filters = [
    '',
    "contains(name,'gin')",
    "status eq 'APPROVED'",
    "brandName eq 'Aurora Gin' and hasCookieConsent eq true",
    "estimatedGoLiveDate ge 2026-06-01 and estimatedGoLiveDate lt 2026-09-01",
    "agencyEid eq 'AG-NORTHWIND' or agencyEid eq null",
  ];
  const orders = ['createdAt desc', 'name asc', 'estimatedGoLiveDate desc', 'brandName asc, createdAt desc'];
  const requests = [];
  for (let i = 0; i < 48; i += 1) {
    const q = new URLSearchParams({ page: String(1 + (i * 7) % 40), size: '20', $orderBy: orders[i % orders.length] });
    const filter = filters[i % filters.length];
    if (filter) q.set('$filter', filter);
    requests.push({ method: 'GET', path: `/projects?${q}` });
  }
  return requests;
}

async function benchDatabase(label, dbEnv, issuer) {
  const env = { ...process.env, ...dbEnv, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(PORT),
    OIDC_ISSUERS: ISSUER, OIDC_JWKS_URL: issuer.jwksUrl, RATE_LIMIT_PER_MINUTE: 'off' };
  log(`${label}: growing projects to ${PROJECTS}`);
  if (await run(process.execPath, ['api/dist/seed/scale-cli.js', String(PROJECTS)], { env }) !== 0) throw new Error('scale seed failed');
  const api = spawn(process.execPath, ['api/dist/server.js'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/health`, 120_000);
    const autocannon = (await importFromApi('autocannon')).default;
    const opts = { url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${issuer.token}` }, requests: listRequests() };
    await autocannon({ ...opts, duration: 3 }); // warm-up: JIT, plans, caches
    const r = await autocannon({ ...opts, duration: SECONDS });
    const ok = r.non2xx === 0 && r.errors === 0;
    return { label, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total, ok, non2xx: r.non2xx, errors: r.errors };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

export async function benchApi() {
  const issuer = await benchIssuer();
  const results = [];
  try {
    results.push({ ...(await benchDatabase('embedded (PGlite)', { DATA_DIR: path.join(localDir, 'bench-pglite'), DATABASE_URL: '' }, issuer)), budget: 60 });
    let url = process.env.DATABASE_URL;
    let started = false;
    if (!url) {
      try { url = await startPostgres(); started = true; } catch (err) { log(`PostgreSQL bench skipped: ${err.message}`); }
    }
    if (url) {
      try { results.push({ ...(await benchDatabase('PostgreSQL', { DATABASE_URL: url }, issuer)), budget: 20 }); } finally { if (started) stopPostgres(); }
    }
  } finally { issuer.close(); }
  console.log(`\nAPI list call, ${PROJECTS} projects, ${CONNECTIONS} connections, ${SECONDS} s (filter + sort + page + total):`);
  for (const r of results) {
    console.log(`  ${r.label.padEnd(18)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms (budget ${r.budget} ms: ${r.p99 < r.budget ? 'within' : 'OVER'})  ${Math.round(r.rps)} req/s${r.ok ? '' : `  (${r.non2xx} non-2xx, ${r.errors} errors)`}`);
  }
  return results;
}
