// Live updates benchmark (issue 46, docs/conventions.md section 8): GET /events with BENCH_STREAMS
// (500) open streams of as many users, BENCH_WRITES_PER_S (50) project writes a second for
// BENCH_EVENT_SECONDS, on PostgreSQL: first on one API instance, then across two (streams split,
// writes to the first). Reports the delivery p99 from a write to its event on every stream, the
// API's memory per stream, its CPU at idle with the streams open, and the write path's p99
// without and with the streams. `node scripts/bench-events.mjs` (DATABASE_URL, else a local
// PostgreSQL cluster of scripts/local-postgres.mjs). Not a timed test: it measures and reports.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, repoRoot, waitForUrl } from './lib.mjs';
import { startPostgres } from './local-postgres.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const WRITES_PER_S = Number(process.env.BENCH_WRITES_PER_S ?? 50);
const SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
const IDLE_SECONDS = 10;
/** The bench's API ports (BENCH_EVENT_PORTS=a,b to run beside a composed portal). */
const PORTS = (process.env.BENCH_EVENT_PORTS ?? '1869,1868').split(',').map(Number);
const ISSUER = 'http://127.0.0.1/bench-issuer';
/** docs/conventions.md section 8. */
const DELIVERY_P99_BUDGET_MS = 300;
const WRITE_P99_RISE_BUDGET = 0.1;

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const importFromApi = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function issuer() {
  const jose = await importFromApi('jose');
  const { publicKey, privateKey } = await jose.generateKeyPair('RS256');
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { localOidc } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/local-env.js')).href);
  const mint = (sub) =>
    new jose.SignJWT({ scp: 'read update create' })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setIssuer(ISSUER)
      .setAudience(localOidc.apiAudience)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return { mint, jwksUrl: `http://127.0.0.1:${server.address().port}/jwks.json`, close: () => server.close() };
}

function startApi(env, port) {
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  return {
    pid: api.pid,
    ready: Promise.race([
      waitForUrl(`http://127.0.0.1:${port}/health`, 120_000),
      exited.then(() => {
        throw new Error('the API exited at start');
      }),
    ]),
    async stop() {
      api.kill('SIGTERM');
      await exited;
    },
  };
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};

/**
 * One reader of GET /events: each change event's arrival, by record id then stream, in order. An
 * event carries the version the record has when its instance reads it (at least the write's), so
 * a write counts as delivered to a stream at its first event of that version or a later one.
 */
async function openStream(port, token, arrivals, stream) {
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (!response.ok) throw new Error(`GET /events answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const change = /data: \{"resource":"project","id":"([^"]+)","type":"\w+","version":(\d+)/g;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) continue;
        const complete = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const [, id, version] of complete.matchAll(change)) {
          let byStream = arrivals.get(id);
          if (!byStream) arrivals.set(id, (byStream = new Map()));
          let list = byStream.get(stream);
          if (!list) byStream.set(stream, (list = []));
          list.push({ version: Number(version), at: now });
        }
      }
    } catch {
      // closed
    }
  })();
  return () => abort.abort();
}

/** WRITES_PER_S renames a second for SECONDS, spread over `projects`; each write's send and answer times. */
async function drive(port, token, projects) {
  const writes = [];
  const started = performance.now();
  const total = WRITES_PER_S * SECONDS;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / WRITES_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const project = projects[i % projects.length];
    pending.push(
      (async () => {
        const sent = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/projects/${project.uuid}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': `"${project.version}"` },
          body: JSON.stringify({ ...project.body, name: `Bench live ${project.uuid.slice(0, 8)} ${i}` }),
        });
        const answered = performance.now();
        if (response.status !== 200) throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
        const saved = await response.json();
        project.version = saved.version;
        writes.push({ uuid: project.uuid, version: saved.version, sent, answered });
      })(),
    );
    // one write at a time per project (If-Match): the next of a project waits for its previous
    if (pending.length >= projects.length) await pending.shift();
  }
  await Promise.all(pending);
  return writes;
}

async function createProjects(port, token, count) {
  const projects = [];
  for (let i = 0; i < count; i++) {
    const uuid = randomUUID();
    const body = {
      name: `Bench live ${i}`,
      agencyEid: 'AG-NORTHWIND',
      brandEid: 'BR-AURORA-GIN',
      projectTypeEid: 'PT-CAMPAIGN',
      markets: ['DK'],
    };
    const response = await fetch(`http://127.0.0.1:${port}/projects/${uuid}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-none-match': '*' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`project not created: ${response.status} ${await response.text()}`);
    projects.push({ uuid, version: 1, body });
  }
  return projects;
}

async function benchUsers(url, count) {
  const pg = (await importFromApi('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const eids = Array.from({ length: count }, (_, i) => `bench-live-${i}`);
  await client.query(
    `insert into users (eid, email, display_name, roles) select e, e || '@bench.example', 'Bench ' || e, '{BRAND_MANAGER}' from unnest($1::text[]) as e on conflict (eid) do nothing`,
    [eids],
  );
  await client.end();
  return eids;
}

function deliveries(writes, arrivals, streams) {
  const fromSent = [];
  const fromAnswer = [];
  let missing = 0;
  for (const write of writes) {
    const byStream = arrivals.get(write.uuid);
    let last = -Infinity;
    let reached = 0;
    for (const list of byStream?.values() ?? []) {
      const first = list.find((arrival) => arrival.version >= write.version);
      if (!first) continue;
      reached++;
      last = Math.max(last, first.at);
    }
    if (reached < streams) {
      missing++;
      continue;
    }
    fromSent.push(last - write.sent);
    fromAnswer.push(Math.max(0, last - write.answered));
  }
  return { fromSent, fromAnswer, missing };
}

export async function benchEvents() {
  const url = process.env.DATABASE_URL || (await startPostgres());
  const keys = await issuer();
  const env = {
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    OIDC_ISSUERS: ISSUER,
    OIDC_JWKS_URL: keys.jwksUrl,
    RATE_LIMIT_PER_MINUTE: 'off',
  };
  const { DEMO_ACCOUNTS } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/demo-accounts.js')).href);
  const admin = await keys.mint(DEMO_ACCOUNTS.find((account) => account.role === 'SUPER_ADMIN').sub);
  const report = [];
  const first = startApi(env, PORTS[0]);
  let second = null;
  try {
    await first.ready;
    const users = await benchUsers(url, STREAMS);
    const tokens = await Promise.all(users.map((eid) => keys.mint(eid)));
    const projects = await createProjects(PORTS[0], admin, 25);

    log(`write path without streams: ${WRITES_PER_S} writes/s for ${SECONDS} s`);
    const before = await drive(PORTS[0], admin, projects);
    const writeP99Without = percentile(
      before.map((w) => w.answered - w.sent),
      99,
    );

    const idleRss = rssKb(first.pid);
    log(`opening ${STREAMS} streams on one instance`);
    const arrivals = new Map();
    const closers = [];
    for (const [i, token] of tokens.entries()) closers.push(await openStream(PORTS[0], token, arrivals, i));
    await sleep(2_000);
    const perStreamKb = (rssKb(first.pid) - idleRss) / STREAMS;
    const ticks = cpuTicks(first.pid);
    await sleep(IDLE_SECONDS * 1000);
    const idleCpu = (cpuTicks(first.pid) - ticks) / 100 / IDLE_SECONDS; // cores busy, at 100 ticks a second

    log(`write path with ${STREAMS} streams open`);
    const during = await drive(PORTS[0], admin, projects);
    await sleep(1_000);
    const writeP99With = percentile(
      during.map((w) => w.answered - w.sent),
      99,
    );
    const one = deliveries(during, arrivals, STREAMS);
    for (const close of closers.splice(0)) close();
    report.push({ setup: '1 instance', ...summary(one) });
    console.log(
      `1 instance: ${JSON.stringify(report[0])}; memory per stream ${perStreamKb.toFixed(1)} KB; idle CPU ${(idleCpu * 100).toFixed(1)} %; write p99 ${writeP99Without.toFixed(1)} -> ${writeP99With.toFixed(1)} ms`,
    );

    log(`two instances: ${STREAMS / 2} streams each, writes to the first`);
    second = startApi(env, PORTS[1]);
    await second.ready;
    const arrivalsTwo = new Map();
    for (const [i, token] of tokens.entries()) closers.push(await openStream(PORTS[i % 2], token, arrivalsTwo, i));
    await sleep(2_000);
    const two = deliveries(await drive(PORTS[0], admin, projects), arrivalsTwo, STREAMS);
    await sleep(1_000);
    for (const close of closers.splice(0)) close();
    report.push({ setup: '2 instances', ...summary(two) });

    console.log(`\nLive updates: ${STREAMS} streams (one user each), ${WRITES_PER_S} project writes/s for ${SECONDS} s, PostgreSQL`);
    console.table(report);
    console.log(`API memory per open stream: ${perStreamKb.toFixed(1)} KB (RSS ${Math.round(idleRss / 1024)} MB before the streams)`);
    console.log(`API CPU at idle with ${STREAMS} streams open: ${(idleCpu * 100).toFixed(1)} % of one core`);
    const rise = writeP99With / writeP99Without - 1;
    console.log(
      `write path p99: ${writeP99Without.toFixed(1)} ms without streams, ${writeP99With.toFixed(1)} ms with them (${(rise * 100).toFixed(1)} %, budget +${WRITE_P99_RISE_BUDGET * 100} %)`,
    );
    for (const row of report) {
      console.log(
        `${row.setup}: delivery p99 ${row['p99 from write sent (ms)']} ms from the write's send, budget ${DELIVERY_P99_BUDGET_MS} ms: ${row['p99 from write sent (ms)'] <= DELIVERY_P99_BUDGET_MS ? 'within' : 'OVER'}`,
      );
    }
  } finally {
    await second?.stop();
    await first.stop();
    keys.close();
  }
}

function summary({ fromSent, fromAnswer, missing }) {
  return {
    'writes delivered to all': fromSent.length,
    'not to all': missing,
    'p50 from write sent (ms)': Math.round(percentile(fromSent, 50)),
    'p99 from write sent (ms)': Math.round(percentile(fromSent, 99)),
    'p99 from answer (ms)': Math.round(percentile(fromAnswer, 99)),
  };
}

if (process.argv[1] === import.meta.filename) await benchEvents();
