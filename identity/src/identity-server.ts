/**
 * The local stand-in for the hosted B2C tenant: one HTTPS server carrying the sign-up/sign-in
 * and the password-reset user flows, each a standards OpenID Connect authority.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import { ensureLocalCertificate } from './certs.js';
import { adminApi, ADMIN_PREFIX } from './admin/admin-api.js';
import { Directory } from './directory/directory.js';
import { sendHtml } from './http.js';
import { passwordResetInteraction } from './interactions/password-reset.js';
import { signInInteraction } from './interactions/sign-in.js';
import { createPolicyProvider } from './policies/policy-provider.js';
import { createSharedMemoryAdapter } from './policies/shared-memory-adapter.js';
import { ensureSigningKeys } from './signing-keys.js';
import { renderErrorPage } from './views/error-page.js';

export interface IdentityOptions {
  /** 0 picks a free port; the issuers then carry the real one. */
  port: number;
  /** Origins of the single-page app (redirect URIs, post-logout URIs, CORS). */
  appOrigins: readonly string[];
  /** Folder for certs/ and identity/ (keys, the account directory). */
  stateDir: string;
  /** Bearer key of the admin interface (src/admin); null or absent: no admin interface. */
  adminApiKey?: string | null;
}

export interface RunningIdentity {
  /** `https://localhost:<port>` */
  url: string;
  /** Issuers of the user flows, e.g. `https://localhost:<port>/b2c_1_susi`. */
  signInAuthority: string;
  passwordResetAuthority: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
type InteractionRoute = (req: IncomingMessage, res: ServerResponse, route: { uid: string; step: string }) => Promise<void>;

interface MountedPolicy {
  path: string;
  issuer: string;
  oidc: Handler;
  interaction: InteractionRoute;
}

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/([a-z-]+))?$/;

/**
 * A development and test stand-in only: its accounts, keys and passwords live in a local folder
 * and its admin interface creates accounts for whoever holds the key. Production signs in
 * against the hosted identity service, so with NODE_ENV=production this refuses to start.
 */
export async function startIdentity({ port, appOrigins, stateDir, adminApiKey = null }: IdentityOptions): Promise<RunningIdentity> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'The local identity provider is for development and tests only; it does not run with NODE_ENV=production (production signs in against the hosted identity service).',
    );
  }
  const [tls, jwks, directory] = await Promise.all([
    ensureLocalCertificate(path.join(stateDir, 'certs')),
    ensureSigningKeys(path.join(stateDir, 'identity')),
    Directory.open(path.join(stateDir, 'identity', 'directory.json')),
  ]);

  const server = createServer({ cert: tls.cert, key: tls.key });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  const url = `https://localhost:${(server.address() as AddressInfo).port}`;

  const shared = { jwks, appOrigins, directory, adapter: createSharedMemoryAdapter(), cookieKeys: [randomBytes(32).toString('base64url')] };
  const context = { directory, appOrigin: appOrigins[0] ?? url };
  const mount = (authority: string, alwaysInteract: boolean, interaction: typeof signInInteraction): MountedPolicy => {
    const policyPath = new URL(authority).pathname;
    const provider = createPolicyProvider({ ...shared, issuer: `${url}${policyPath}`, alwaysInteract });
    return { path: policyPath, issuer: provider.issuer, oidc: provider.callback(), interaction: interaction({ ...context, provider }) };
  };
  const signIn = mount(localOidc.signInAuthority, false, signInInteraction);
  const passwordReset = mount(localOidc.passwordResetAuthority, true, passwordResetInteraction);

  server.on('request', route([signIn, passwordReset], adminApi(directory, adminApiKey), context.appOrigin));

  return {
    url,
    signInAuthority: signIn.issuer,
    passwordResetAuthority: passwordReset.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function route(policies: readonly MountedPolicy[], admin: Handler, appOrigin: string): Handler {
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'https://localhost').pathname;
    if (pathname.startsWith(ADMIN_PREFIX)) {
      return Promise.resolve(admin(req, res)).catch((error: unknown) => {
        console.error('identity admin call failed', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 500, title: 'The directory could not be changed.' }));
      });
    }
    const policy = policies.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`));
    if (!policy) {
      sendHtml(res, 404, renderErrorPage({ heading: 'Page not found', message: 'This page does not exist.', backHref: appOrigin }));
      return;
    }
    const interaction = INTERACTION_PATH.exec(pathname.slice(policy.path.length));
    if (interaction) return policy.interaction(req, res, { uid: interaction[1]!, step: interaction[2] ?? '' });
    // oidc-provider routes without the policy prefix and rebuilds its links from originalUrl
    Object.assign(req, { originalUrl: req.url });
    req.url = req.url!.slice(policy.path.length) || '/';
    return policy.oidc(req, res);
  };
}
