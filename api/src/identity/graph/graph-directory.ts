/**
 * The identity directory in production: the hosted Azure AD B2C tenant's accounts through
 * Microsoft Graph v1.0 with the API's app registration (application permission
 * User.ReadWrite.All, admin-consented). Local accounts sign in with their e-mail address: an
 * `emailAddress` identity issued by the tenant's domain. Every failure (network, token, an
 * unexpected answer, throttling beyond the retry budget) is the same 502 as the local adapter's,
 * so the user change it belongs to is rolled back. docs/adr/0058-microsoft-graph-directory-adapter.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import { directoryFailed, type IdentityDirectory } from '../identity-directory.js';
import { DEFAULT_RETRY, graphClient, type GraphCall, type GraphResponse, type GraphRetryPolicy } from './graph-http.js';
import { graphTokenSource } from './graph-token.js';
import { signInvitationHint, type InvitationHintConfig } from './invitation-hint.js';

export interface GraphDirectoryConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The tenant's default domain, e.g. ottilia.onmicrosoft.com: the issuer of local-account identities. */
  tenantDomain: string;
  authorityHost: string;
  graphBaseUrl: string;
  /** PEM of a private CA for the authority and Graph (GRAPH_CA, like IDENTITY_ADMIN_CA); null = system CAs. */
  ca: string | null;
  /** Application (client) id of the tenant's b2c-extensions-app, which holds the invitation attribute. */
  extensionsAppId: string;
  /** The invitation's id_token_hint (./invitation-hint.ts). */
  invitation: InvitationHintConfig;
}

/** Graph's answer to a create whose identity exists already (a concurrent invitation). */
const isDuplicateIdentity = ({ status, json }: GraphResponse) =>
  status === 400 && /already exists/i.test(String((json as { error?: { message?: unknown } } | null)?.error?.message ?? ''));

/** An OData string literal: a quote is doubled. */
const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * A password nobody knows, meeting B2C's strong-password rule (three of four character classes):
 * Graph requires one for a local account; the invitee sets their own through the invitation.
 */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

export function graphDirectory(config: GraphDirectoryConfig, retry: GraphRetryPolicy = DEFAULT_RETRY): IdentityDirectory {
  const agent = new Agent({ keepAlive: true, ...(config.ca ? { ca: config.ca } : {}) });
  const graph = graphClient(config.graphBaseUrl, graphTokenSource(config, agent), agent, retry);
  const invitationAttribute = `extension_${config.extensionsAppId.replace(/-/g, '')}_invitationId`;
  const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

  const expect = async (call: GraphCall, ok: number[]) => {
    const response = await graph(call).catch(() => null);
    if (!response || !ok.includes(response.status)) throw directoryFailed();
    return response;
  };

  const findByEmail = async (email: string) => {
    const filter = `identities/any(c:c/issuerAssignedId eq ${odataString(email)} and c/issuer eq ${odataString(config.tenantDomain)})`;
    const { json } = await expect({ method: 'GET', path: '/users', query: { $filter: filter, $select: 'id' } }, [200]);
    const [found] = (json as { value?: { id: string }[] } | null)?.value ?? [];
    return found?.id ?? null;
  };

  const create = async ({ email, displayName }: { email: string; displayName: string }) => {
    const response = await graph({
      method: 'POST',
      path: '/users',
      body: {
        accountEnabled: true,
        displayName,
        identities: [{ signInType: 'emailAddress', issuer: config.tenantDomain, issuerAssignedId: email }],
        passwordProfile: { password: unusablePassword(), forceChangePasswordNextSignIn: false },
        passwordPolicies: 'DisablePasswordExpiration',
      },
    }).catch(() => null);
    if (response?.status === 201) return (response.json as { id: string }).id;
    if (response && isDuplicateIdentity(response)) return null;
    throw directoryFailed();
  };

  return {
    async ensureAccount(account) {
      // created meanwhile by a concurrent invitation: then it is found the second time
      const sub = (await findByEmail(account.email)) ?? (await create(account)) ?? (await findByEmail(account.email));
      if (!sub) throw directoryFailed();
      return { sub };
    },
    async createInvitation(sub) {
      const invitationId = randomUUID();
      // the account's invitation attribute names the one link that works (./invitation-hint.ts)
      await expect({ method: 'PATCH', path: userPath(sub), body: { [invitationAttribute]: invitationId } }, [204]);
      return signInvitationHint(config.invitation, sub, invitationId);
    },
    async updateAccount(sub, { displayName, enabled }) {
      const body = { ...(displayName !== undefined ? { displayName } : {}), ...(enabled !== undefined ? { accountEnabled: enabled } : {}) };
      if (Object.keys(body).length === 0) return;
      await expect({ method: 'PATCH', path: userPath(sub), body }, [204, 404]);
    },
    async removeAccount(sub) {
      await expect({ method: 'DELETE', path: userPath(sub) }, [204, 404]);
    },
  };
}
