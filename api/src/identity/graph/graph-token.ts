/**
 * The app-only token for Microsoft Graph: the client-credentials grant of the API's app
 * registration through @azure/identity, which caches the token and renews it before it expires.
 */
import type { Agent } from 'node:https';
import type { ClientSecretCredential } from '@azure/identity';

export interface GraphTokenConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The Microsoft Entra authority host, https://login.microsoftonline.com in Azure's public cloud. */
  authorityHost: string;
  /** Graph's base URL; its origin names the resource whose `.default` scope is asked for. */
  graphBaseUrl: string;
}

export type GraphTokenSource = () => Promise<string>;

export function graphTokenSource(
  { tenantId, clientId, clientSecret, authorityHost, graphBaseUrl }: GraphTokenConfig,
  agent: Agent,
): GraphTokenSource {
  const scope = `${new URL(graphBaseUrl).origin}/.default`;
  // @azure/identity (about 300 modules) loads with the first Graph call, not with every API start
  let credential: Promise<ClientSecretCredential> | undefined;
  return async () => {
    credential ??= import('@azure/identity').then(
      (azure) =>
        new azure.ClientSecretCredential(tenantId, clientId, clientSecret, {
          authorityHost,
          // the authority is named by configuration: no discovery call to the public cloud's metadata
          disableInstanceDiscovery: true,
          agent,
          // the directory call it serves is part of a user's request: fail fast, the caller retries
          retryOptions: { maxRetries: 1, retryDelayInMs: 500, maxRetryDelayInMs: 1_000 },
        }),
    );
    return (await (await credential).getToken(scope)).token;
  };
}
