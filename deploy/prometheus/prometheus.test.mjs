// The Prometheus side of the portal (issue 36, docs/adr/0141): the scrape configuration and alert
// rules pass promtool, the rules' unit tests (alerts.test.yml) pass, and a real Prometheus scraping
// a running API stores its series; every dashboard query is valid PromQL for that Prometheus.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAptPackages, repoRoot } from '../../scripts/lib.mjs';

const here = import.meta.dirname;
const tools = ['promtool', 'prometheus'];
const has = (tool) => spawnSync(tool, ['--version']).status === 0;
const promtool = (...args) => spawnSync('promtool', args, { cwd: here, encoding: 'utf8' });

/** A port nobody listens on now (prometheus and the API's metrics port must not collide with another run). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check().catch(() => undefined);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // Debian's prometheus package brings both; installed when root, else the install line
  if (!tools.every(has)) await ensureAptPackages(['prometheus'], 'the Prometheus checks');
}, 300_000);

test('promtool accepts the scrape configuration and the alert rules', () => {
  const config = promtool('check', 'config', 'prometheus.yml');
  expect(config.stdout + config.stderr).toContain('SUCCESS: prometheus.yml is valid');
  expect(config.status).toBe(0);
  const rules = promtool('check', 'rules', 'alerts.yml');
  expect(rules.stdout).toMatch(/SUCCESS: \d+ rules found/);
  expect(rules.status).toBe(0);
});

test('the alert rules fire on what should page or ticket and stay quiet on a healthy portal (promtool test rules)', () => {
  const result = promtool('test', 'rules', 'alerts.test.yml');
  expect(result.stdout + result.stderr).toContain('SUCCESS');
  expect(result.status).toBe(0);
});

describe('a real Prometheus scraping a running API', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ottilia-prometheus-'));
  const children = [];
  let prometheusUrl;

  const start = (command, args, env = {}) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    children.push(child);
    return () => stderr;
  };
  const query = async (promql) => await (await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`)).json();

  beforeAll(async () => {
    const [apiPort, metricsPort, prometheusPort] = [await freePort(), await freePort(), await freePort()];
    // the API from its sources, on the embedded in-memory database, metrics on their own port
    const apiErrors = start(
      process.execPath,
      ['--conditions=source', '--import', './api/test/helpers/ts-loader.mjs', 'api/src/server.ts'],
      {
        NODE_ENV: 'development',
        PORT: String(apiPort),
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
      },
    );
    // the shipped configuration, its target swapped for this API, scraped every second
    const config = readFileSync(path.join(here, 'prometheus.yml'), 'utf8')
      .replace("['api:9464']", `['127.0.0.1:${metricsPort}']`)
      .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
      .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
      .replace('- alerts.yml', `- ${path.join(here, 'alerts.yml')}`);
    writeFileSync(path.join(dir, 'prometheus.yml'), config);
    start('prometheus', [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ]);
    prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
    await until(`the API answered (${apiErrors()})`, async () => (await fetch(`http://127.0.0.1:${apiPort}/health`)).ok, 240_000);
    for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${apiPort}/health`);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve).kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test("it stores the API's request counts and readiness", async () => {
    const stored = await until(
      "Prometheus stored the API's /health requests",
      async () => {
        const { data } = await query('http_requests_total{job="ottilia-api",route="/health",status="200"}');
        return data.result.find((series) => Number(series.value[1]) >= 3);
      },
      60_000,
    );
    expect(stored.metric).toMatchObject({ job: 'ottilia-api', method: 'GET', route: '/health', status: '200' });
    expect((await query('api_ready{job="ottilia-api"}')).data.result[0].value[1]).toBe('1');
  }, 90_000);

  test('every dashboard query is valid PromQL', async () => {
    const dashboard = JSON.parse(readFileSync(path.join(here, 'dashboard.json'), 'utf8'));
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    expect(exprs.length).toBeGreaterThan(5);
    for (const expr of exprs) expect({ expr, status: (await query(expr)).status }).toEqual({ expr, status: 'success' });
  });
});
