/**
 * One B2C user flow (policy) as a standards OpenID Connect provider. Both policies share the
 * signing keys, the storage (sessions, grants, tokens) and the account directory; each has its
 * own issuer `https://localhost:<port>/<policy>`, like B2C authorities.
 */
import { localOidc } from '@ottilia/shared-contracts/local-env';
import Provider, {
  errors,
  interactionPolicy,
  type AdapterFactory,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Directory } from '../directory/directory.js';
import type { SigningKeys } from '../signing-keys.js';
import { renderErrorPage } from '../views/error-page.js';
import { renderLogoutPage } from '../views/logout-pages.js';

export interface PolicyOptions {
  issuer: string;
  jwks: SigningKeys;
  /** Origins of the single-page app (redirect URIs, CORS). */
  appOrigins: readonly string[];
  adapter: AdapterFactory;
  /** Only enabled accounts sign in and renew tokens. */
  directory: Directory;
  /** Keys signing the cookies; the same for both policies since they share the session. */
  cookieKeys: string[];
  /** The password-reset policy shows its pages even when a session exists. */
  alwaysInteract?: boolean;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export function createPolicyProvider({
  issuer,
  jwks,
  appOrigins,
  adapter,
  directory,
  cookieKeys,
  alwaysInteract = false,
}: PolicyOptions): Provider {
  const policyPath = new URL(issuer).pathname;
  const [appOrigin = ''] = appOrigins;

  const configuration: Configuration = {
    adapter,
    jwks: jwks as Configuration['jwks'],
    clients: [portalClient(appOrigins)],
    findAccount(_ctx, sub) {
      // a disabled or removed account has no session, no silent renewal and no refresh
      const account = directory.active(sub);
      return (
        account && {
          accountId: account.sub,
          claims: () => ({ sub: account.sub, name: account.displayName, email: account.email }),
        }
      );
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // the invitation token of an invitation link, read by the password-reset interaction
    extraParams: ['invitation'],
    // name and e-mail always travel in the ID token, as in the B2C policies
    claims: { openid: ['sub', 'name', 'email'], profile: ['name'], email: ['email'] },
    conformIdTokenClaims: false,
    cookies: {
      keys: cookieKeys,
      names: { session: 'ottilia_idp_session', interaction: 'ottilia_idp_interaction', resume: 'ottilia_idp_resume' },
      // the session cookie must reach the silent-renewal iframe embedded by the app
      long: { httpOnly: true, sameSite: 'none', secure: true },
      // interaction cookies are only needed in top-level navigations
      short: { httpOnly: true, sameSite: 'lax', secure: true },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    // MSAL in OIDC mode does not ask for offline_access; the SPA gets refresh tokens anyway
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // refresh tokens live on after the provider session, as in B2C
    expiresWithSession: () => false,
    loadExistingGrant: grantRequestedAccess,
    // `scp` is where B2C access tokens carry the scopes; `scope` is the RFC 9068 claim
    extraTokenClaims: (_ctx, token) => (token.aud ? { scp: token.scope } : undefined),
    interactions: {
      policy: loginPolicy(alwaysInteract, directory),
      url: (_ctx, interaction) => `${policyPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => localOidc.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== localOidc.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: localOidc.apiScopes.join(' '),
            audience: localOidc.apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: HOUR,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({ form, confirm: !ctx.oidc.params?.id_token_hint });
        },
        // Reached when the request named no (valid) post-logout URI: the spec's post-logout
        // target is the app, so every sign-out ends there, never on a page of the provider.
        postLogoutSuccessSource(ctx) {
          ctx.status = 303;
          ctx.redirect(appOrigin);
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        heading: 'Something went wrong',
        message: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        backHref: appOrigin,
      });
    },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      Interaction: HOUR,
    },
  };
  return new Provider(issuer, configuration);
}

/** The one public single-page client: PKCE S256, code + refresh token, redirects to the app. */
function portalClient(appOrigins: readonly string[]): ClientMetadata {
  return {
    client_id: localOidc.clientId,
    client_name: 'Ottilia portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: appOrigins.flatMap((origin) => [origin, `${origin}/`, `${origin}/redirect.html`]),
    post_logout_redirect_uris: appOrigins.flatMap((origin) => [origin, `${origin}/`]),
  };
}

/**
 * First-party client: no consent prompt; the grant simply covers what is asked for (OIDC scopes,
 * claims, and the API scopes of the resolved resource).
 */
async function grantRequestedAccess(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing?.accountId === accountId ? existing : new oidc.provider.Grant({ clientId, accountId });
  if (oidc.requestParamOIDCScopes.size) grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, resourceServer.scope);
  }
  await grant.save();
  return grant;
}

function loginPolicy(alwaysInteract: boolean, directory: Directory) {
  const policy = interactionPolicy.base();
  policy.remove('consent');
  // a session of an account disabled or removed since means signing in again (which it cannot)
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('account_inactive', 'the account of this session can no longer sign in', 'login_required', (ctx) =>
        Boolean(ctx.oidc.session?.accountId && !directory.active(ctx.oidc.session.accountId)),
      ),
    );
  if (alwaysInteract) {
    policy
      .get('login')!
      .checks.add(
        new interactionPolicy.Check('user_flow', 'this user flow always asks the user', 'login_required', (ctx) => !ctx.oidc.result?.login),
      );
  }
  return policy;
}
