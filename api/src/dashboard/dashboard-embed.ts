/**
 * GET /dashboard/embed-info: what an external BI embed needs. A stage that has a BI report sets
 * DASHBOARD_EMBED_URL and DASHBOARD_EMBED_SECRET (shared with the BI service); the API then
 * answers the report's URL with a short-lived HS256 token naming the user, and when it expires.
 * A stage without one answers 200 { configured: false }: not an error, the UI simply shows no embed.
 */
import { SignJWT } from 'jose';
import type { CurrentUser } from '../auth/current-user.js';
import type { Config } from '../config.js';
import type { EmbedInfoReply } from './dashboard-schemas.js';

export interface DashboardEmbedConfig {
  url: string;
  secret: string;
  ttlSeconds: number;
}

const MIN_SECRET_LENGTH = 32;

/** The embed settings from the environment; null when the stage has no BI report. Half a setting is a start-up error. */
export function dashboardEmbedConfig(env: NodeJS.ProcessEnv): DashboardEmbedConfig | null {
  const url = env.DASHBOARD_EMBED_URL;
  const secret = env.DASHBOARD_EMBED_SECRET;
  if (!url && !secret) return null;
  if (!url || !secret) throw new Error('DASHBOARD_EMBED_URL and DASHBOARD_EMBED_SECRET go together: set both or neither');
  if (!/^https?:\/\/[^\s/?#]+/.test(url)) throw new Error(`DASHBOARD_EMBED_URL must be an http(s) URL, got "${url}"`);
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`DASHBOARD_EMBED_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const ttl = Number(env.DASHBOARD_EMBED_TTL_SECONDS ?? 600);
  if (!Number.isInteger(ttl) || ttl < 60 || ttl > 86_400)
    throw new Error('DASHBOARD_EMBED_TTL_SECONDS must be a whole number from 60 to 86400');
  return { url, secret, ttlSeconds: ttl };
}

export async function embedInfo(config: Config['dashboardEmbed'], user: CurrentUser, now = new Date()): Promise<EmbedInfoReply> {
  if (!config) return { configured: false };
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + config.ttlSeconds;
  const token = await new SignJWT({ name: user.displayName, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.eid)
    .setAudience(new URL(config.url).origin)
    .setIssuer('ottilia-portal')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(config.secret));
  return { configured: true, url: config.url, token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
