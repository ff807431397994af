#!/usr/bin/env node
// `node scripts/trace.mjs <reference> [--api URL] [--json]`: what the running development API kept
// for a reference a user quoted (GET /dev/traces/{reference}, docs/adr/0140): the request's spans
// as a tree down to each SQL statement, its log lines and the monitoring reports of that trace.
// It asks as the demo Super Admin, with a short token signed by the local identity provider's key
// (.local/identity/jwks.json, written by `npm start`); OTTILIA_TOKEN=<bearer> asks as someone else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { localDir, repoRoot } from './lib.mjs';

const localEnv = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/local-env.json'), 'utf8'));
const SUPER_ADMIN_SUB = '5f0c1a2e-0001-4a6b-9c1d-0000000000a1'; // the demo Super Admin (shared-contracts/src/demo-accounts.ts)

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { api: { type: 'string', default: `http://127.0.0.1:${localEnv.ports.api}` }, json: { type: 'boolean', default: false } },
});
const [reference] = positionals;
if (!reference || !/^[0-9a-f]{8}([0-9a-f]{24})?$/i.test(reference)) {
  console.error(
    'usage: node scripts/trace.mjs <reference> [--api http://127.0.0.1:1860] [--json]\n  <reference>: the 8 hex digits an error screen shows (or a whole trace id)',
  );
  process.exit(2);
}

async function localSuperAdminToken() {
  const jose = await import(pathToFileURL(createRequire(path.join(repoRoot, 'api/package.json')).resolve('jose')).href);
  const file = path.join(localDir, 'identity', 'jwks.json');
  let jwk;
  try {
    [jwk] = JSON.parse(readFileSync(file, 'utf8')).keys;
  } catch {
    throw new Error(`no local signing key in ${file}: start the portal (npm start) first, or set OTTILIA_TOKEN`);
  }
  const now = Math.floor(Date.now() / 1000);
  return new jose.SignJWT({ scp: localEnv.oidc.apiScopes.join(' ') })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setSubject(SUPER_ADMIN_SUB)
    .setIssuer(localEnv.oidc.signInAuthority)
    .setAudience(localEnv.oidc.apiAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + 120)
    .sign(await jose.importJWK(jwk, 'RS256'));
}

const token = process.env.OTTILIA_TOKEN || (await localSuperAdminToken());
const response = await fetch(`${values.api}/dev/traces/${reference}`, { headers: { authorization: `Bearer ${token}` } });
const body = await response.json().catch(() => null);
if (!response.ok) {
  console.error(`GET /dev/traces/${reference} answered ${response.status}: ${body?.detail ?? body?.title ?? 'no details'}`);
  process.exit(1);
}
if (values.json) {
  console.log(JSON.stringify(body, null, 2));
  process.exit(0);
}

const time = (iso) => (typeof iso === 'string' ? iso.slice(11, 23) : new Date(Number(iso)).toISOString().slice(11, 23));
console.log(`reference ${body.reference}: ${body.spans.length} spans, ${body.logs.length} log lines, ${body.reports.length} reports\n`);

// spans as a tree: children under their parent, in start order
console.log('SPANS');
const children = new Map();
const ids = new Set(body.spans.map((span) => span.spanId));
for (const span of body.spans) {
  const parent = ids.has(span.parentSpanId) ? span.parentSpanId : null;
  children.set(parent, [...(children.get(parent) ?? []), span]);
}
const printSpan = (span, depth) => {
  const status = span.status.code === 'ERROR' ? ` ERROR${span.status.message ? ` ${span.status.message}` : ''}` : '';
  const route = span.attributes['http.route'] ?? span.attributes['url.path'];
  console.log(
    `${time(span.startTime)} ${'  '.repeat(depth)}${span.name} [${span.kind}] ${span.durationMs.toFixed(1)} ms${route ? ` ${route}` : ''}${span.attributes['http.response.status_code'] ? ` -> ${span.attributes['http.response.status_code']}` : ''}${status}`,
  );
  if (span.attributes['db.statement'])
    console.log(`${' '.repeat(13)}${'  '.repeat(depth)}  ${String(span.attributes['db.statement']).replace(/\s+/g, ' ')}`);
  for (const child of children.get(span.spanId) ?? []) printSpan(child, depth + 1);
};
for (const root of children.get(null) ?? []) printSpan(root, 0);

console.log('\nLOG LINES');
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
for (const line of body.logs) {
  const { time: at, level, msg, err, hostname: _h, pid: _p, traceId: _t, req, res: _r, ...rest } = line;
  const fields = { ...(req ? { method: req.method, url: req.url } : {}), ...rest };
  console.log(`${time(at)} ${(LEVELS[level] ?? level).padEnd(5)} ${msg}${Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ''}`);
  if (err?.stack)
    console.log(
      err.stack
        .split('\n')
        .slice(0, 6)
        .map((l) => `      ${l}`)
        .join('\n'),
    );
}

console.log('\nMONITORING REPORTS');
for (const report of body.reports) {
  console.log(`${time(report.receivedAt)} ${report.level} ${report.release ?? ''} ${report.message ?? ''} ${report.url ?? ''}`.trim());
  for (const exception of report.exception ?? []) {
    console.log(`      ${exception.type}: ${exception.value}`);
    for (const frame of [...exception.frames].reverse().slice(0, 6))
      console.log(`        at ${frame.function ?? '?'} (${frame.filename ?? frame.abs_path}:${frame.lineno}:${frame.colno})`);
  }
}
