// Live updates benchmark (issue 46, docs/conventions.md section 8): GET /events with BENCH_STREAMS
// (500) open streams of as many users, BENCH_WRITES_PER_S (50) project writes a second for
// BENCH_EVENT_SECONDS, on PostgreSQL: first on one API instance, then across two (streams split,
// writes to the first). Reports, with PASS/FAIL per budget, the delivery p99 from a write to its
// event on every stream, the write path's p99 without and with the streams and its rise, the API's
// memory per stream, its CPU at idle with the streams open and its CPU per write (without and with
// them: their cost whatever the machine's load), and the CPU the machine's other processes used in
// each phase (the bench runs niced on a shared machine). `node scripts/bench-events.mjs`
// (DATABASE_URL, else a local PostgreSQL cluster of scripts/local-postgres.mjs). Not a timed test:
// it measures and reports.
//
// The streams are read by BENCH_READERS (2) child processes on plain sockets, apart from the process
// that sends the writes and times them: the client measures the system, it must not be its
// bottleneck, and a reader's work must not delay the writer's clock. Their CPU is reported too.
// Times cross processes as performance.timeOrigin + performance.now() (the same clock).
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createServer } from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localDir, log, repoRoot, waitForUrl } from './lib.mjs';
import { startPostgres, stopPostgres } from './local-postgres.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const READERS = Number(process.env.BENCH_READERS ?? 2);
const WRITES_PER_S = Number(process.env.BENCH_WRITES_PER_S ?? 50);
const SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
const IDLE_SECONDS = 10;
/** A first run of writes that is not measured: the API's code paths are compiled before either measure. */
const WARM_UP_SECONDS = 5;
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
/** Milliseconds on a clock every process of the bench shares. */
const now = () => performance.timeOrigin + performance.now();

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
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
  // BENCH_API_ENTRY runs another build of the API (a before/after comparison), e.g. api/dist-before/server.js
  const api = spawn(process.execPath, [...nodeArgs, process.env.BENCH_API_ENTRY ?? 'api/dist/server.js'], {
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
const statOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null; // gone
  }
};
const cpuTicks = (pid) => {
  const fields = statOf(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0; // utime + stime
};
/** Every CPU's busy ticks so far (/proc/stat: all but idle and iowait). */
const machineTicks = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - fields[3] - fields[4];
};
/** The bench's PostgreSQL (the cluster it started) and its backends: their CPU is the bench's, not the machine's other load. */
const postgresPids = () => {
  const pidFile = path.join(localDir, 'postgres', 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0];
  const backends = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && statOf(pid)?.[1] === postmaster);
  return [postmaster, ...backends];
};

/**
 * CPU over a phase, in cores: the API instances', and what the machine's other processes (not the
 * API, the bench's readers and writer, nor its PostgreSQL) used meanwhile. The bench runs niced on a
 * shared machine: its latencies mean something only beside the others' load in the same seconds.
 */
function cpuMeter(apiPids, benchPids) {
  const ownPids = () => [...apiPids(), ...benchPids(), String(process.pid), ...(process.env.DATABASE_URL ? [] : postgresPids())];
  let from = null;
  return {
    start() {
      const pids = ownPids();
      from = {
        at: performance.now(),
        machine: machineTicks(),
        api: apiPids().map(cpuTicks),
        pids,
        own: new Map(pids.map((pid) => [pid, cpuTicks(pid)])),
      };
    },
    stop() {
      const seconds = (performance.now() - from.at) / 1000;
      // a process that started during the phase counts from zero, one that ended is left out
      let own = 0;
      for (const pid of new Set([...from.pids, ...ownPids()])) if (statOf(pid)) own += cpuTicks(pid) - (from.own.get(pid) ?? 0);
      const api = apiPids().reduce((sum, pid, i) => sum + cpuTicks(pid) - (from.api[i] ?? 0), 0);
      const machine = machineTicks() - from.machine;
      // api: cores busy on average; apiMs: its CPU time in all (per write, the cost whatever the machine's load)
      return { api: api / 100 / seconds, apiMs: api * 10, others: Math.max(0, machine - own) / 100 / seconds };
    },
  };
}

/**
 * One reader of GET /events on a plain socket (the API's stream has no chunked framing: its body is
 * the bytes after the head): each change event's arrival, by record id, as [version, at, ...]. An
 * event carries the version the record has when its instance reads it (at least the write's), so a
 * write counts as delivered to a stream at its first event of that version or a later one.
 */
function openStream(port, token) {
  const arrivals = new Map();
  const change = /data: \{"resource":"project","id":"([^"]+)","type":"\w+","version":(\d+)/g;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let head = '';
    let body = '';
    let open = false;
    socket.on('data', (chunk) => {
      const at = now();
      if (!open) {
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!head.startsWith('HTTP/1.1 200')) {
          socket.destroy();
          reject(new Error(`GET /events answered ${head.split('\r\n')[0]}`));
          return;
        }
        open = true;
        body = head.slice(end + 4);
        resolve({ arrivals, close: () => socket.destroy() });
      } else body += chunk.toString('latin1');
      const complete = body.lastIndexOf('\n\n');
      if (complete < 0) return;
      for (const [, id, version] of body.slice(0, complete).matchAll(change)) {
        let list = arrivals.get(id);
        if (!list) arrivals.set(id, (list = []));
        list.push(Number(version), at);
      }
      body = body.slice(complete + 2);
    });
    socket.on('error', (error) => (open ? undefined : reject(error)));
    socket.write(`GET /events HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\nauthorization: Bearer ${token}\r\n\r\n`);
  });
}

/**
 * A reader process: opens the streams it is given, and answers for each write when its last stream
 * saw it (and how many did), plus the CPU it spent while the writes ran.
 */
async function reader() {
  let streams = [];
  let cpuFrom = null;
  process.on('message', async (message) => {
    if (message.type === 'open') {
      streams = [];
      for (const { port, token } of message.streams) streams.push(await openStream(port, token));
      process.send({ type: 'opened' });
    } else if (message.type === 'measure') {
      cpuFrom = process.cpuUsage();
      process.send({ type: 'measuring' });
    } else if (message.type === 'collect') {
      const cpu = process.cpuUsage(cpuFrom ?? undefined);
      const writes = message.writes.map(({ uuid, version }) => {
        let last = -Infinity;
        let reached = 0;
        for (const { arrivals } of streams) {
          const list = arrivals.get(uuid);
          if (!list) continue;
          for (let i = 0; i < list.length; i += 2) {
            if (list[i] < version) continue;
            reached++;
            last = Math.max(last, list[i + 1]);
            break;
          }
        }
        return { last, reached };
      });
      for (const stream of streams) stream.close();
      streams = [];
      process.send({ type: 'collected', writes, cpuMs: (cpu.user + cpu.system) / 1000 });
    } else if (message.type === 'exit') process.exit(0);
  });
  process.send({ type: 'ready' });
}

/** The reader processes: `open` spreads the streams over them, `collect` joins their answers per write. */
async function startReaders() {
  const children = Array.from({ length: READERS }, () => fork(import.meta.filename, ['--reader'], { stdio: 'inherit' }));
  const next = (child, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`a reader process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await Promise.all(children.map((child) => next(child, 'ready')));
  return {
    pids: () => children.map((child) => String(child.pid)),
    async open(streams) {
      await Promise.all(
        children.map((child, r) => {
          const answered = next(child, 'opened');
          child.send({ type: 'open', streams: streams.filter((_, i) => i % READERS === r) });
          return answered;
        }),
      );
    },
    async measure() {
      await Promise.all(
        children.map((child) => {
          const answered = next(child, 'measuring');
          child.send({ type: 'measure' });
          return answered;
        }),
      );
    },
    /** Per write: when its last stream saw it, and how many did; and the readers' CPU (ms) since measure(). */
    async collect(writes) {
      const answers = await Promise.all(
        children.map((child) => {
          const answered = next(child, 'collected');
          child.send({ type: 'collect', writes: writes.map(({ uuid, version }) => ({ uuid, version })) });
          return answered;
        }),
      );
      return {
        writes: writes.map((_, w) => ({
          last: Math.max(...answers.map((answer) => answer.writes[w].last)),
          reached: answers.reduce((sum, answer) => sum + answer.writes[w].reached, 0),
        })),
        cpuMs: answers.reduce((sum, answer) => sum + answer.cpuMs, 0),
      };
    },
    stop() {
      for (const child of children) child.send({ type: 'exit' });
    },
  };
}

/** WRITES_PER_S renames a second for SECONDS, spread over `projects`; each write's send and answer times. */
async function drive(port, token, projects, seconds = SECONDS) {
  const writes = [];
  const started = now();
  const total = WRITES_PER_S * seconds;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / WRITES_PER_S;
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    const project = projects[i % projects.length];
    pending.push(
      (async () => {
        const sent = now();
        const response = await fetch(`http://127.0.0.1:${port}/projects/${project.uuid}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': `"${project.version}"` },
          body: JSON.stringify({ ...project.body, name: `Bench live ${project.uuid.slice(0, 8)} ${i}` }),
        });
        const answered = now();
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

function deliveries(writes, seen, streams) {
  const fromSent = [];
  const fromAnswer = [];
  let missing = 0;
  writes.forEach((write, w) => {
    const { last, reached } = seen[w];
    if (reached < streams) {
      missing++;
      return;
    }
    fromSent.push(last - write.sent);
    fromAnswer.push(Math.max(0, last - write.answered));
  });
  return { fromSent, fromAnswer, missing };
}

export async function benchEvents() {
  // a cluster started here is stopped here: left running, it holds the port `npm test`'s own would take
  const startedHere = !process.env.DATABASE_URL;
  try {
    await measure(startedHere ? await startPostgres() : process.env.DATABASE_URL);
  } finally {
    if (startedHere) stopPostgres();
  }
}

async function measure(url) {
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
  const loadBefore = loadavg()[0];
  const report = [];
  const first = startApi(env, PORTS[0]);
  const readers = await startReaders();
  let second = null;
  const cpu = cpuMeter(
    () => [first.pid, second?.pid].filter(Boolean).map(String),
    () => readers.pids(),
  );
  try {
    await first.ready;
    const users = await benchUsers(url, STREAMS);
    const tokens = await Promise.all(users.map((eid) => keys.mint(eid)));
    const projects = await createProjects(PORTS[0], admin, 25);
    const p99Of = (writes) =>
      percentile(
        writes.map((w) => w.answered - w.sent),
        99,
      );

    log('warming the write path up (not measured)');
    await drive(PORTS[0], admin, projects, WARM_UP_SECONDS);
    log(`write path without streams: ${WRITES_PER_S} writes/s for ${SECONDS} s`);
    cpu.start();
    const writeP99Without = p99Of(await drive(PORTS[0], admin, projects));
    const cpuWithout = cpu.stop();

    const idleRss = rssKb(first.pid);
    log(`opening ${STREAMS} streams on one instance (${READERS} reader processes)`);
    await readers.open(tokens.map((token) => ({ port: PORTS[0], token })));
    await sleep(2_000);
    const perStreamKb = (rssKb(first.pid) - idleRss) / STREAMS;
    cpu.start();
    await sleep(IDLE_SECONDS * 1000);
    const idleCpu = cpu.stop().api;

    log(`write path with ${STREAMS} streams open`);
    await readers.measure();
    cpu.start();
    const during = await drive(PORTS[0], admin, projects);
    await sleep(1_000);
    const cpuOne = cpu.stop();
    const writeP99With = p99Of(during);
    const seenOne = await readers.collect(during);
    const readersCpu = seenOne.cpuMs / 1000 / (SECONDS + 1);
    report.push({ setup: '1 instance', ...summary(deliveries(during, seenOne.writes, STREAMS)) });

    log(`two instances: ${STREAMS / 2} streams each, writes to the first`);
    second = startApi(env, PORTS[1]);
    await second.ready;
    await readers.open(tokens.map((token, i) => ({ port: PORTS[i % 2], token })));
    await sleep(2_000);
    cpu.start();
    const across = await drive(PORTS[0], admin, projects);
    await sleep(1_000);
    const cpuTwo = cpu.stop();
    report.push({ setup: '2 instances', ...summary(deliveries(across, (await readers.collect(across)).writes, STREAMS)) });
    const loadAfter = loadavg()[0];

    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log(`\nLive updates: ${STREAMS} streams (one user each), ${WRITES_PER_S} project writes/s for ${SECONDS} s, PostgreSQL`);
    console.table(report);
    console.log(`API memory per open stream: ${perStreamKb.toFixed(1)} KB (RSS ${Math.round(idleRss / 1024)} MB before the streams)`);
    console.log(`API CPU at idle with ${STREAMS} streams open: ${(idleCpu * 100).toFixed(1)} % of one core`);
    const percent = (cores) => `${(cores * 100).toFixed(0)} %`;
    const perWrite = ({ apiMs }) => `${(apiMs / (WRITES_PER_S * SECONDS)).toFixed(2)} ms`;
    console.log(
      `API CPU per write (its request and its event's fan-out): ${perWrite(cpuWithout)} without streams, ${perWrite(cpuOne)} with ${STREAMS} streams on one instance, ${perWrite(cpuTwo)} for both instances with ${STREAMS / 2} each`,
    );
    console.log(
      `CPU while the writes ran with ${STREAMS} streams on one instance: API ${percent(cpuOne.api)}, the bench's ${READERS} readers ${percent(readersCpu)} of one core`,
    );
    const cores = availableParallelism();
    const othersBusy = Math.max(cpuWithout.others, cpuOne.others, cpuTwo.others) > 0.25 * cores;
    console.log(
      `other processes on the machine meanwhile (of ${cores} cores): ${percent(cpuWithout.others)} without streams, ${percent(cpuOne.others)} one instance, ${percent(cpuTwo.others)} two instances${othersBusy ? ' (the bench runs niced: its latencies then measure the machine as much as the API)' : ''}`,
    );
    const rise = writeP99With / writeP99Without - 1;
    console.log(
      `${verdict(rise <= WRITE_P99_RISE_BUDGET)} write path p99: ${writeP99Without.toFixed(1)} ms without streams, ${writeP99With.toFixed(1)} ms with them (${rise >= 0 ? '+' : ''}${(rise * 100).toFixed(1)} %, budget +${WRITE_P99_RISE_BUDGET * 100} %)`,
    );
    for (const row of report) {
      const p99 = row['p99 from write sent (ms)'];
      console.log(
        `${verdict(p99 <= DELIVERY_P99_BUDGET_MS && row['not to all'] === 0)} ${row.setup}: delivery p99 ${p99} ms from the write's send (its commit lies between send and answer; ${row['p99 from answer (ms)']} ms from its answer), budget ${DELIVERY_P99_BUDGET_MS} ms${row['not to all'] ? `; ${row['not to all']} writes did not reach every stream` : ''}`,
      );
    }
    console.log(
      `load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after${loadAfter > 2.5 ? ' (a busy machine: judge the figures with care)' : ''}`,
    );
  } finally {
    readers.stop();
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

if (process.argv[2] === '--reader') await reader();
else if (process.argv[1] === import.meta.filename) await benchEvents();
