/**
 * The one boundary where the API manages sign-in accounts (ADR 0031): inviting creates an account
 * and a one-time invitation token; disabling and deleting a user block their sign-in. Locally the
 * identity provider's admin interface, in production Microsoft Graph (config.directory).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Problem } from '../http/problem.js';
import { readJsonResponse } from './json-response.js';

export interface IdentityDirectory {
  /** The account with this e-mail, created without a password when there is none. */
  ensureAccount(account: { email: string; displayName: string }): Promise<{ sub: string }>;
  /** A new one-time invitation token (the previous one stops working). */
  createInvitation(sub: string): Promise<{ token: string; expiresAt: string }>;
  /** A missing account is left alone: there is nothing to change or block. */
  updateAccount(sub: string, changes: { displayName?: string; enabled?: boolean }): Promise<void>;
  removeAccount(sub: string): Promise<void>;
}

export interface IdentityAdminConfig {
  url: string;
  key: string;
  /** PEM of the CA that signed the admin interface's certificate (the local CA); null = system CAs. */
  ca: string | null;
}

const TIMEOUT_MS = 5_000;

/** Every directory adapter's failure: the user change it belongs to is rolled back. */
export const directoryFailed = () =>
  new Problem(
    502,
    'identity-directory-failed',
    'Bad Gateway',
    'The identity service did not answer as expected, so nothing was changed. Please try again.',
  );

/** The local provider's admin interface (identity/README.md "Directory admin interface"). */
export function identityAdminDirectory({ url, key, ca }: IdentityAdminConfig): IdentityDirectory {
  const call = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const target = new URL(`/admin/v1${path}`, url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = send(
        target,
        {
          method,
          timeout: TIMEOUT_MS,
          ...(ca ? { ca } : {}),
          headers: { authorization: `Bearer ${key}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          readJsonResponse(res, 'identity admin').then(resolve, reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('identity admin timed out')));
      req.on('error', reject);
      req.end(payload);
    });

  const callExpecting = async (method: string, path: string, ok: number[], body?: unknown) => {
    const response = await call(method, path, body).catch(() => null);
    if (!response || !ok.includes(response.status)) throw directoryFailed();
    return response;
  };

  return {
    async ensureAccount(account) {
      const { json } = await callExpecting('POST', '/accounts', [200, 201], account);
      return { sub: (json as { sub: string }).sub };
    },
    async createInvitation(sub) {
      const { json } = await callExpecting('POST', `/accounts/${encodeURIComponent(sub)}/invitations`, [201]);
      return json as { token: string; expiresAt: string };
    },
    async updateAccount(sub, changes) {
      await callExpecting('PATCH', `/accounts/${encodeURIComponent(sub)}`, [200, 404], changes);
    },
    async removeAccount(sub) {
      await callExpecting('DELETE', `/accounts/${encodeURIComponent(sub)}`, [204, 404]);
    },
  };
}

/** Without a configured directory, user writes that need it answer 503 and change nothing. */
export function unconfiguredDirectory(): IdentityDirectory {
  const refuse = async (): Promise<never> => {
    throw new Problem(
      503,
      'identity-directory-not-configured',
      'Service Unavailable',
      'No identity directory is configured (DIRECTORY_KIND), so accounts cannot be invited, disabled or deleted.',
    );
  };
  return { ensureAccount: refuse, createInvitation: refuse, updateAccount: refuse, removeAccount: refuse };
}
