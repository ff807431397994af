/**
 * Where the API's telemetry goes (docs/adr/0062-observability-signals.md): error reports to a
 * Sentry-protocol DSN, traces over OTLP, metrics on their own port or behind a key. Every part is
 * off unless configured, except the trace ids themselves, which every log line and problem carries.
 */
export interface ObservabilityConfig {
  /** MONITORING_DSN (`https://key@host/project`); null: none, or with DEV_MONITORING=on the API's own receiver. */
  monitoringDsn: string | null;
  /** STAGE, e.g. dev, tst, prd: the `environment` of reports and traces (default: NODE_ENV). */
  stage: string;
  /** RELEASE, e.g. api@1.4.0+3f2a1bc (default: api@<package version>). */
  release: string;
  /** SLOW_REQUEST_MS: slower answers are reported (default 2000 ms; 0 = never). */
  slowRequestMs: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT (the collector's base URL): spans are exported only when set. */
  otlpEndpoint: string | null;
  /** METRICS_PORT: Prometheus text on GET /metrics of this port (127.0.0.1 unless METRICS_HOST). */
  metricsPort: number | null;
  metricsHost: string;
  /** METRICS_KEY: GET /metrics on the API's own port, with `Authorization: Bearer <key>`. */
  metricsKey: string | null;
}

const whole = (name: string, value: string | undefined, fallback: number | null): number | null => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
};

export function observabilityConfig(env: NodeJS.ProcessEnv, nodeEnv: string): ObservabilityConfig {
  const dsn = env.MONITORING_DSN?.trim();
  if (dsn && !/^https?:\/\/[^@/\s]+@[^/\s]+\/(.+\/)?\d+$/.test(dsn))
    throw new Error(`MONITORING_DSN must be https://key@host/project, got "${dsn}"`);
  const metricsKey = env.METRICS_KEY?.trim() || null;
  if (metricsKey && metricsKey.length < 16) throw new Error('METRICS_KEY must be at least 16 characters');
  return {
    monitoringDsn: dsn || null,
    stage: env.STAGE?.trim() || nodeEnv,
    release: env.RELEASE?.trim() || `api@${env.npm_package_version ?? '1.0.0'}`,
    slowRequestMs: whole('SLOW_REQUEST_MS', env.SLOW_REQUEST_MS, 2_000)!,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim().replace(/\/+$/, '') || null,
    metricsPort: whole('METRICS_PORT', env.METRICS_PORT, null),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    metricsKey,
  };
}
