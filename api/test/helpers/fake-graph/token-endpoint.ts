/**
 * The Microsoft identity platform's endpoints an app-only client needs (client-credentials grant,
 * "Microsoft identity platform and the OAuth 2.0 client credentials flow"): the tenant's OpenID
 * metadata and its v2.0 token endpoint, which accepts only the registered client's secret and the
 * resource's `.default` scope, and answers like Entra ID (AADSTS errors included).
 */
import { randomBytes } from 'node:crypto';

export interface TokenEndpointOptions {
  origin: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** The scope the client must ask for, `<graph origin>/.default`. */
  scope: string;
}

export interface TokenReply {
  status: number;
  body: unknown;
}

const oauthError = (status: number, error: string, code: number, description: string): TokenReply => ({
  status,
  body: { error, error_description: `AADSTS${code}: ${description}`, error_codes: [code], timestamp: new Date().toISOString() },
});

export function tokenEndpoint({ origin, tenantId, clientId, clientSecret, scope }: TokenEndpointOptions) {
  const issued = new Set<string>();
  const tenantBase = `${origin}/${tenantId}`;
  const paths = { metadata: `/${tenantId}/v2.0/.well-known/openid-configuration`, token: `/${tenantId}/oauth2/v2.0/token` };

  return {
    paths,
    /** Bearer tokens this endpoint issued: Graph accepts only these. */
    issued,
    metadata: () => ({
      token_endpoint: `${tenantBase}/oauth2/v2.0/token`,
      authorization_endpoint: `${tenantBase}/oauth2/v2.0/authorize`,
      jwks_uri: `${origin}/${tenantId}/discovery/v2.0/keys`,
      issuer: `${origin}/${tenantId}/v2.0`,
      response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
    }),
    token(contentType: string | undefined, form: URLSearchParams): TokenReply {
      if (!contentType?.startsWith('application/x-www-form-urlencoded')) {
        return oauthError(400, 'invalid_request', 900144, "The request body must contain the following parameter: 'grant_type'.");
      }
      if (form.get('grant_type') !== 'client_credentials')
        return oauthError(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
      if (form.get('client_id') !== clientId)
        return oauthError(
          400,
          'unauthorized_client',
          700016,
          `Application with identifier '${form.get('client_id')}' was not found in the directory.`,
        );
      if (form.get('client_secret') !== clientSecret) return oauthError(401, 'invalid_client', 7000215, 'Invalid client secret provided.');
      if (form.get('scope') !== scope)
        return oauthError(
          400,
          'invalid_scope',
          1002012,
          `The provided value for scope ${form.get('scope')} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier.`,
        );
      const accessToken = randomBytes(32).toString('base64url');
      issued.add(accessToken);
      return { status: 200, body: { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: accessToken } };
    },
  };
}
