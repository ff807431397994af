/**
 * What NODE_ENV=production requires beyond a well-formed setting: nothing may be missing, and
 * nothing may keep a development value (a localhost origin, the local identity provider, a
 * dev-stage key), since each of those would quietly turn the production API into the
 * development portal. Every problem is listed, so one failed start shows all of them.
 */
import { DEV_CONTENT_API_KEY, DEV_TRANSLATIONS_API_KEY, localOidc } from '@ottilia/shared-contracts/local-env';
import type { Config } from '../config.js';

const isLoopbackHost = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
};

/** Why `value` is not a public https URL, or null when it is one. */
function publicHttpsProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'is not https';
  if (isLoopbackHost(url.hostname)) return 'is a local address';
  return null;
}

/** An https origin: no path, query or credentials. */
function originProblem(value: string): string | null {
  const problem = publicHttpsProblem(value);
  if (problem) return problem;
  return new URL(value).origin === value.replace(/\/+$/, '') ? null : 'is not an origin (scheme, host and port only)';
}

const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const required = (name: string, why: string) => `${name} is required in production: ${why}`;

export function productionProblems(env: NodeJS.ProcessEnv, config: Config): string[] {
  const problems: string[] = [];
  const each = (name: string, values: string[], check: (value: string) => string | null) => {
    for (const value of values) {
      const problem = check(value);
      if (problem) problems.push(`${name}: "${value}" ${problem}`);
    }
  };

  if (!env.DATABASE_URL)
    problems.push(
      required('DATABASE_URL', "a postgres:// URL (without it the API would run the embedded database on the container's disk)"),
    );
  else if (config.database.kind !== 'postgres')
    problems.push('DATABASE_URL must be a postgres:// URL in production, not the embedded database');

  if (!env.SMTP_URL)
    problems.push(required('SMTP_URL', 'the mail server (without it every mail would go to the in-process sink and be lost)'));
  if (!env.MAIL_FROM)
    problems.push(required('MAIL_FROM', 'the sender of the portal\'s mail, e.g. "Ottilia portal <no-reply@portal.example>"'));
  else if (!/<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/.test(env.MAIL_FROM.trim()))
    problems.push(`MAIL_FROM: "${env.MAIL_FROM}" has no e-mail address`);

  if (!env.OIDC_ISSUERS) problems.push(required('OIDC_ISSUERS', "the hosted identity service's token issuers (https)"));
  else each('OIDC_ISSUERS', config.oidc.issuers, publicHttpsProblem);
  if (!env.OIDC_AUDIENCE)
    problems.push(required('OIDC_AUDIENCE', "the audience of the API's access tokens (its https application ID URI or application id)"));
  else if (config.oidc.audience === localOidc.apiAudience)
    problems.push(`OIDC_AUDIENCE: "${config.oidc.audience}" is the local identity provider's audience`);
  else if (!APPLICATION_ID.test(config.oidc.audience)) each('OIDC_AUDIENCE', [config.oidc.audience], publicHttpsProblem);
  if (config.oidc.jwksUrl) each('OIDC_JWKS_URL', [config.oidc.jwksUrl], publicHttpsProblem);

  if (!env.CORS_ORIGINS) problems.push(required('CORS_ORIGINS', "the portal's https origins (the host and its remotes)"));
  else each('CORS_ORIGINS', config.corsOrigins, originProblem);
  if (config.previewHostTemplate) each('PREVIEW_HOST_TEMPLATE', [config.previewHostTemplate.replace('{id}', '1')], publicHttpsProblem);
  if (!env.APP_ORIGIN) problems.push(required('APP_ORIGIN', "the portal's https origin, for the links in its e-mails"));
  else each('APP_ORIGIN', [config.appOrigin], originProblem);

  if (config.contentApiKey === DEV_CONTENT_API_KEY)
    problems.push("CONTENT_API_KEY is the dev stage's key (in the source); set a secret one, or leave it unset to not mount /content");
  if (config.translationsApiKey === DEV_TRANSLATIONS_API_KEY)
    problems.push(
      "TRANSLATIONS_API_KEY is the dev stage's key (in the source); set a secret one, or leave it unset to not mount /translations",
    );
  if (!env.EXPORT_SIGNING_KEY)
    problems.push(
      required('EXPORT_SIGNING_KEY', 'the secret (at least 32 characters, the same on every instance) that signs export download links'),
    );
  if (config.dashboardEmbed) each('DASHBOARD_EMBED_URL', [config.dashboardEmbed.url], publicHttpsProblem);

  if (config.directory?.kind === 'local') {
    problems.push(
      'DIRECTORY_KIND=local (IDENTITY_ADMIN_KEY) is the local identity provider, for development only; production uses DIRECTORY_KIND=graph',
    );
  } else if (!config.directory && !env.DIRECTORY_KIND?.trim()) {
    // set but empty (DIRECTORY_KIND="") is as missing: without a directory the first admin cannot be invited
    problems.push(
      required(
        'DIRECTORY_KIND=graph',
        'with GRAPH_TENANT_ID, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET, GRAPH_TENANT_DOMAIN, GRAPH_EXTENSIONS_APP_ID and the GRAPH_INVITATION_* settings (without a directory, inviting, disabling and deleting users answer 503)',
      ),
    );
  }
  return problems;
}
