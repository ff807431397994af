/**
 * The API on a fresh (demo-seeded) database with test tokens and the in-process mail sink,
 * listening on a random local port. Requests go over real HTTP: Fastify's inject needs
 * light-my-request, whose ESM-only `cookie` dependency jest's runtime cannot require() on Node 20.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningIdentity } from '@ottilia/identity';
import type { Role } from '@ottilia/shared-contracts/permissions';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database, OpenDatabase } from '../../src/db/client.js';
import type { IdentityDirectory } from '../../src/identity/identity-directory.js';
import { mailSettings } from '../../src/mail/mail-settings.js';
import { createMailer, type Mailer } from '../../src/mail/mailer.js';
import { createMailOutbox, outboxStats, type MailOutbox } from '../../src/mail/outbox.js';
import { createTestDatabase } from './test-database.js';
import { createTestTokens, type TestTokens } from './tokens.js';

export interface CallOptions {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  /** sent as JSON unless it is a string */
  body?: unknown;
}

export interface CallResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are asserted field by field
  json<T = any>(): T;
}

export interface TestApp {
  app: App;
  db: Database;
  mailer: Mailer;
  outbox: MailOutbox;
  /** Resolves once the outbox holds no queued mail: what was written has been sent (or is dead). */
  waitForMail(): Promise<void>;
  tokens: TestTokens;
  baseUrl: string;
  /** An HTTP request with a bearer token for a role's demo account (or a raw token, or none). */
  call(as: Role | { token: string } | null, options: CallOptions): Promise<CallResponse>;
  /** Closes the database under the running app (to see how it answers without one). */
  closeDatabase(): Promise<void>;
  /** The identity provider behind the API's directory (startTestApp({ identity: true })), else null. */
  identity: TestIdentity | null;
  /** A second API instance on the same database, with its own caches (closed with this one); `env` adds to the first's. */
  startAnotherInstance(env?: Record<string, string>): Promise<Omit<TestApp, 'startAnotherInstance' | 'identity'>>;
  close(): Promise<void>;
}

async function send(baseUrl: string, token: string | null, { method, url, headers = {}, body }: CallOptions): Promise<CallResponse> {
  const json = body !== undefined && typeof body !== 'string';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as string),
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: text,
    json: () => JSON.parse(text),
  };
}

const once = (run: () => Promise<void>) => {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
};

const MAIL_WAIT_MS = 15_000;

async function waitForMail(db: Database) {
  const until = Date.now() + MAIL_WAIT_MS;
  while ((await outboxStats(db)).queued > 0) {
    if (Date.now() > until) throw new Error(`mail still queued after ${MAIL_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function listen(
  database: OpenDatabase,
  tokens: TestTokens,
  env: Record<string, string>,
  {
    directory,
    logger = false,
    plugins,
  }: { directory?: IdentityDirectory; logger?: FastifyServerOptions['logger']; plugins?: AppOptions['plugins'] } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: 'off', DEV_MAIL_READER: 'on', DEV_MONITORING: 'on', ...env });
  const mailer = await createMailer({ smtpUrl: config.smtpUrl, from: 'Ottilia portal <no-reply@ottilia.example>' });
  const outbox = createMailOutbox({
    db: database.db,
    url: database.url,
    embedded: database.kind === 'pglite',
    mailer,
    settings: mailSettings({ MAIL_POLL_SECONDS: '0.5', ...env }),
  });
  let app: App;
  try {
    app = await buildApp({
      config,
      db: database.db,
      mailer,
      outbox,
      directory,
      keySet: tokens.keySet,
      logger,
      schemaCompile: 'on-first-use',
      plugins,
    });
    await outbox.start(app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // leave nothing open, or jest never exits
    await outbox.stop();
    await mailer.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const closeDatabase = once(() => database.close());
  return {
    app,
    db: database.db,
    mailer,
    outbox,
    waitForMail: () => waitForMail(database.db),
    tokens,
    baseUrl,
    async call(as: Role | { token: string } | null, options: CallOptions) {
      const token = as === null ? null : typeof as === 'string' ? await tokens.forRole(as) : as.token;
      return send(baseUrl, token, options);
    },
    closeDatabase,
    async close() {
      await app.close();
      await outbox.stop();
      await mailer.close();
      await closeDatabase();
    },
  };
}

/** The real local identity provider with its admin interface, for the API's identity directory. */
export interface TestIdentity extends RunningIdentity {
  /** A call to its admin interface (identity/README.md), for asserting what the API did there. */
  admin(method: string, path: string): Promise<{ status: number; json: () => Promise<Record<string, unknown>> }>;
}

const IDENTITY_ADMIN_KEY = 'api-test-admin-key';

async function startTestIdentity(): Promise<{ identity: TestIdentity; env: Record<string, string>; stop(): Promise<void> }> {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'ottilia-api-identity-'));
  // the provider (oidc-provider and its certificate tooling) loads only in the suites that start it
  const { startIdentity } = await import('@ottilia/identity');
  const running = await startIdentity({ port: 0, appOrigins: ['https://localhost:1847'], stateDir, adminApiKey: IDENTITY_ADMIN_KEY });
  const env = { IDENTITY_ADMIN_URL: running.url, IDENTITY_ADMIN_KEY, IDENTITY_ADMIN_CA: path.join(stateDir, 'certs', 'ca.pem') };
  return {
    identity: {
      ...running,
      admin: async (method, adminPath) => {
        const ca = await readFile(env.IDENTITY_ADMIN_CA, 'utf8');
        return new Promise((resolve, reject) => {
          const req = request(
            `${running.url}/admin/v1${adminPath}`,
            { method, ca, headers: { authorization: `Bearer ${IDENTITY_ADMIN_KEY}` } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  json: async () => JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
                }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        });
      },
    },
    env,
    stop: async () => {
      await running.close();
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * `identity: true` starts the real local identity provider and points the API's identity directory
 * at it (inviting, disabling and deleting users need it; without it those answer 503);
 * `directory` gives the API another directory adapter (the Graph one against the fake Graph).
 */
/** `logger`: Fastify's logger options for the first instance (default: none), to read its log lines; `plugins`: resource plugins besides the folders' (a throwaway resource). */
export async function startTestApp({
  seed = true,
  env: given = {},
  identity: withIdentity = false,
  directory,
  logger,
  plugins,
}: {
  seed?: boolean;
  env?: Record<string, string>;
  identity?: boolean;
  directory?: IdentityDirectory;
  logger?: FastifyServerOptions['logger'];
  plugins?: AppOptions['plugins'];
} = {}): Promise<TestApp> {
  // a seeded database is a copy of today's seeded template: the same rows seeding it here would give
  const database = await createTestDatabase({ seeded: seed });
  const tokens = await createTestTokens();
  const identity = withIdentity ? await startTestIdentity() : null;
  const env = { ...given, ...identity?.env };
  const first = await listen(database, tokens, env, { directory, logger, plugins });
  const others: { close(): Promise<void> }[] = [];
  return {
    ...first,
    async startAnotherInstance(extraEnv = {}) {
      const other = await listen(await database.openAnother(), tokens, { ...env, ...extraEnv }, { directory });
      others.push(other);
      return other;
    },
    identity: identity?.identity ?? null,
    async close() {
      for (const other of others) await other.close();
      await first.close();
      await identity?.stop();
    },
  };
}

/** The problem+json body of a refusal. */
export const problem = (response: CallResponse) => {
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return response.json() as { status: number; code: string; detail?: string; [extra: string]: unknown };
};
