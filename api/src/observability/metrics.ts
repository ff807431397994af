/**
 * Prometheus metrics (prom-client), one registry per app. What each means and what alerts is in
 * docs/adr/0063-metrics-and-alerts.md. Served either on their own port (METRICS_PORT, bound to
 * 127.0.0.1 unless METRICS_HOST says otherwise) or as GET /metrics on the API's port behind
 * METRICS_KEY; never publicly.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CountCache, PageCache } from '../list/list-query.js';

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics {
  /** This app's metrics; `text()` adds the process's (Node's memory, event loop, GC). */
  registry: Registry;
  /** Everything a scrape answers, in Prometheus text format. */
  text(): Promise<string>;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The count and page caches, counting hits and misses (a miss is a call of `load`). */
  countCache(cache: CountCache): CountCache;
  pageCache(cache: PageCache): PageCache;
  /** A gauge read at each scrape, e.g. the mail outbox's depth: `gauge('mail_queue_depth', '…', () => outbox.depth())`. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

/**
 * Node's own metrics, once per process: their collectors (event-loop monitor, GC observer) are
 * never stopped, so a registry per app would keep every app built in the process (tests) alive.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics({
  pool,
  admission,
}: {
  pool: () => PoolStats | undefined;
  admission: () => { inFlight: number; queued: number; rejected: number };
}): Metrics {
  const registry = new Registry();
  const node = processMetrics();
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'list_cache_requests_total',
    help: 'List cache look-ups by cache (count, page) and result (hit, miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: in_use, idle, and waiting (requests waiting for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = pool();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.totalCount - stats.idleCount);
      this.set({ state: 'idle' }, stats.idleCount);
      this.set({ state: 'waiting' }, stats.waitingCount);
    },
  });
  gauge('admission_in_flight', 'Requests being worked on (at most ADMISSION_MAX_IN_FLIGHT)', () => admission().inFlight);
  gauge('admission_queue_length', 'Requests waiting for their turn (at most ADMISSION_MAX_QUEUED)', () => admission().queued);
  new Counter({
    name: 'admission_rejected_total',
    help: 'Requests answered 503 overloaded (queue full or waited too long)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(admission().rejected);
    },
  });

  // a look-up that calls its load function missed
  const track = async <T>(name: string, run: (load: (l: () => Promise<T>) => () => Promise<T>) => Promise<T>) => {
    let miss = false;
    const result = await run((load) => () => {
      miss = true;
      return load();
    });
    cache.inc({ cache: name, result: miss ? 'miss' : 'hit' });
    return result;
  };

  return {
    registry,
    text: () => Registry.merge([node, registry]).metrics(),
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    countCache: (inner) => ({
      count: (resource, generations, where, load) => track('count', (wrap) => inner.count(resource, generations, where, wrap(load))),
    }),
    pageCache: (inner) => ({
      page: (resource, generations, key, load) => track('page', (wrap) => inner.page(resource, generations, key, wrap(load))),
    }),
    gauge,
  };
}

/** Bearer key check in constant time. */
export function keyMatches(header: string | undefined, key: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** GET /metrics on a port of its own. */
export function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(server)));
}
