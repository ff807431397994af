/**
 * Authentication and authorisation for every route. A route states what it needs in
 * `config.permission`: a permission of the shared matrix, 'authenticated' (any product user)
 * or 'public'. A route that states nothing stops the start-up, so none is left open by mistake
 * (the check sees every route added after this plugin; only third-party plugins such as the docs
 * UI are registered before it).
 *
 *   401 unauthorized          no, malformed or unverifiable bearer token (with WWW-Authenticate)
 *   403 user-not-registered   a valid token whose subject is not a product user
 *   403 user-disabled         a product user who was disabled
 *   403 forbidden             the user's role lacks the route's permission
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSIONS, type Permission } from '@ottilia/shared-contracts/permissions';
import { Problem } from '../http/problem.js';
import { addressKey, userKey, type Limit } from '../http/rate-limit.js';
import { loadCurrentUser, type CurrentUser } from './current-user.js';
import { InvalidToken, type VerifiedToken } from './token-verifier.js';
import { createUserCache, type UserCache } from './user-cache.js';

export type RouteAccess = Permission | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product users of recent requests; call invalidate(eid) after changing a user. */
    userCache: UserCache;
  }
  interface FastifyContextConfig {
    permission?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export interface AuthPluginOptions {
  verifyToken: (token: string) => Promise<VerifiedToken>;
  /** The request budgets (src/http/rate-limit.ts), counted once the caller is known. */
  limit: Limit;
}

const ACCESS_VALUES: readonly string[] = [...PERMISSIONS, 'authenticated', 'public'];

const REALM = 'Bearer realm="ottilia"';

function unauthorized(reply: FastifyReply, detail: string, invalidToken: boolean): Problem {
  reply.header('www-authenticate', invalidToken ? `${REALM}, error="invalid_token", error_description="${detail}"` : REALM);
  return new Problem(401, 'unauthorized', 'Unauthorized', detail);
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

async function authPlugin(app: FastifyInstance, { verifyToken, limit }: AuthPluginOptions) {
  app.decorateRequest('currentUser', null);
  app.decorate('userCache', createUserCache());

  app.addHook('onRoute', (route) => {
    const access = (route.config as { permission?: unknown } | undefined)?.permission;
    if (typeof access !== 'string' || !ACCESS_VALUES.includes(access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.permission (a permission, 'authenticated' or 'public'); got ${JSON.stringify(access)}.`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.permission;
    if (access === undefined || access === 'public') return limit(request, reply, addressKey(request)); // unmatched routes (404) and public ones
    const token = bearerToken(request);
    if (!token) {
      await limit(request, reply, addressKey(request));
      throw unauthorized(reply, 'Sign in: this call needs a bearer access token.', false);
    }
    let verified: VerifiedToken;
    try {
      verified = await verifyToken(token);
    } catch (error) {
      if (!(error instanceof InvalidToken)) throw error;
      await limit(request, reply, addressKey(request));
      throw unauthorized(reply, error.message, true);
    }
    await limit(request, reply, userKey(verified.subject));
    const user = await app.userCache.get(verified.subject, () => loadCurrentUser(app.db, verified.subject));
    if (!user) {
      throw new Problem(403, 'user-not-registered', 'Forbidden', 'You are signed in, but you are not a user of the portal yet.');
    }
    if (user.state === 'DISABLED') {
      throw new Problem(403, 'user-disabled', 'Forbidden', 'Your portal account has been disabled.');
    }
    if (access !== 'authenticated' && !user.permissions.has(access)) {
      throw new Problem(403, 'forbidden', 'Forbidden', `This needs the ${access} permission, which your role does not have.`, {
        permission: access,
      });
    }
    request.currentUser = user;
  });
}

export default fp(authPlugin, { name: 'ottilia-auth', decorators: { fastify: ['db'] } });

/** The signed-in user of a route that declared a permission (set by the onRequest hook). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new Error(`No signed-in user on ${request.routeOptions.url}: does the route declare a permission?`);
  return request.currentUser;
}
