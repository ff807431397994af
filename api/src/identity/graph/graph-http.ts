/**
 * Calls to Microsoft Graph with the app-only token, honouring throttling: a 429 or 503 (or 504)
 * is retried after its Retry-After (seconds or an HTTP date; a short backoff without one), at
 * most MAX_ATTEMPTS times and only while the total wait stays within the budget, because the
 * call is part of a user's request. Anything else is returned to the caller as it came.
 */
import { request, type Agent } from 'node:https';
import { withRetries } from '@ottilia/shared-contracts/retry';
import type { GraphTokenSource } from './graph-token.js';
import { readJsonResponse } from '../json-response.js';

export interface GraphResponse {
  status: number;
  /** The parsed JSON body; null when there is none (204). */
  json: unknown;
}

export interface GraphCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Below the base URL, e.g. `/users/{id}`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface GraphRetryPolicy {
  maxAttempts: number;
  /** Retrying stops (and the call fails) rather than wait longer than this in total. */
  maxTotalWaitMs: number;
}

export const DEFAULT_RETRY: GraphRetryPolicy = { maxAttempts: 4, maxTotalWaitMs: 10_000 };
const TIMEOUT_MS = 10_000;
const RETRIED = new Set([429, 503, 504]);
/** Without a Retry-After: between half and all of 1 s, then 2 s, 4 s. */
const BACKOFF_BASE_MS = 1_000;

export type GraphClient = (call: GraphCall) => Promise<GraphResponse>;

export function graphClient(baseUrl: string, token: GraphTokenSource, agent: Agent, retry: GraphRetryPolicy = DEFAULT_RETRY): GraphClient {
  const base = baseUrl.replace(/\/$/, '');
  // the portal's one retry loop (docs/adr/0331); Graph's Retry-After, else a short backoff
  return async (call) =>
    withRetries(async () => send(base, await token(), agent, call), {
      attempts: retry.maxAttempts,
      baseDelayMs: BACKOFF_BASE_MS,
      maxTotalWaitMs: retry.maxTotalWaitMs,
      retriable: ({ answer }) => answer !== undefined && RETRIED.has(answer.status),
      requestedDelayMs: ({ answer }) => retryAfterMs(answer?.retryAfter),
    });
}

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1_000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function send(base: string, token: string, agent: Agent, { method, path, query, body }: GraphCall) {
  return new Promise<GraphResponse & { retryAfter: string | undefined }>((resolve, reject) => {
    // spaces as %20, not URLSearchParams' '+': Graph's OData parser wants percent-encoding
    const search = Object.entries(query ?? {})
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
    const target = new URL(`${base}${path}${search ? `?${search}` : ''}`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      target,
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        readJsonResponse(res, 'Graph').then((answer) => resolve({ ...answer, retryAfter: res.headers['retry-after'] }), reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Graph timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}
