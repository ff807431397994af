/**
 * The directory's admin interface, `/admin/v1/…`, for the API's identity adapter: the local
 * counterpart of the hosted tenant's user-management API. JSON in and out; every call needs
 * `Authorization: Bearer <ADMIN_API_KEY>`; without a configured key the interface does not exist.
 *
 *   POST   /admin/v1/accounts                     {email, displayName} → 201 new | 200 existing
 *   GET    /admin/v1/accounts/{sub}               → 200 | 404
 *   PATCH  /admin/v1/accounts/{sub}               {displayName?, enabled?} → 200 | 404
 *   DELETE /admin/v1/accounts/{sub}               → 204 | 404
 *   POST   /admin/v1/accounts/{sub}/invitations   → 201 {token, expiresAt} (one-time, replaces the last)
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { viewOf, type Directory } from '../directory/directory.js';
import { PayloadTooLarge, readBody } from '../http.js';

export const ADMIN_PREFIX = '/admin/v1/';
const ACCOUNT_PATH = /^\/admin\/v1\/accounts(?:\/([\w-]{1,100})(\/invitations)?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class BadRequest extends Error {}

function sendJson(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const problem = (res: ServerResponse, status: number, detail: string) => sendJson(res, status, { status, title: detail });

function authorized(req: IncomingMessage, key: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${key}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw error;
  }
  throw new BadRequest('The body must be a JSON object.');
}

function text(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || !value.trim() || value.length > max)
    throw new BadRequest(`${field} must be a non-empty text of at most ${max} characters.`);
  return value.trim();
}

export function adminApi(directory: Directory, key: string | null) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const match = ACCOUNT_PATH.exec(new URL(req.url ?? '/', 'https://localhost').pathname);
    if (!key || !match) return problem(res, 404, 'Not found');
    if (!authorized(req, key)) return problem(res, 401, 'A valid admin key is required.');
    const [, sub, invitations] = match;
    try {
      if (!sub) {
        if (req.method !== 'POST') return problem(res, 405, 'Method not allowed');
        const body = await readJson(req);
        const email = text(body, 'email', 320);
        if (!EMAIL.test(email)) throw new BadRequest('email must be an e-mail address.');
        const { account, created } = await directory.ensure({ email, displayName: text(body, 'displayName', 120) });
        return sendJson(res, created ? 201 : 200, viewOf(account));
      }
      const account = directory.bySub(sub);
      if (!account) return problem(res, 404, 'There is no such account.');
      if (invitations) {
        if (req.method !== 'POST') return problem(res, 405, 'Method not allowed');
        return sendJson(res, 201, await directory.invite(account));
      }
      if (req.method === 'GET') return sendJson(res, 200, viewOf(account));
      if (req.method === 'DELETE') {
        await directory.remove(account);
        return sendJson(res, 204);
      }
      if (req.method === 'PATCH') {
        const body = await readJson(req);
        const changes: { displayName?: string; enabled?: boolean } = {};
        if (body.displayName !== undefined) changes.displayName = text(body, 'displayName', 120);
        if (body.enabled !== undefined) {
          if (typeof body.enabled !== 'boolean') throw new BadRequest('enabled must be true or false.');
          changes.enabled = body.enabled;
        }
        await directory.update(account, changes);
        return sendJson(res, 200, viewOf(account));
      }
      return problem(res, 405, 'Method not allowed');
    } catch (error) {
      if (error instanceof BadRequest) return problem(res, 400, error.message);
      if (error instanceof PayloadTooLarge) return problem(res, 413, 'The body is too large.');
      throw error;
    }
  };
}
