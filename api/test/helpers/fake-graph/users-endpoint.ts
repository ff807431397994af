/**
 * Graph v1.0 `/users` as the Microsoft Graph reference describes the calls the directory adapter
 * makes, and nothing more: "List users" (filter on identities), "Create user" (B2C local-account
 * identity), "Update user", "Delete user". A request that departs from the reference is answered
 * with Graph's 400, so the adapter under test fails instead of passing against a lenient fake.
 */
import { randomUUID } from 'node:crypto';
import { badRequest, notFound, type GraphError } from './graph-errors.js';

export interface FakeGraphUser {
  id: string;
  displayName: string;
  accountEnabled: boolean;
  identities: { signInType: string; issuer: string; issuerAssignedId: string }[];
  passwordPolicies: string;
  /** Directory extension attributes (extension_<appId>_<name>). */
  extensions: Record<string, string>;
}

export interface GraphRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body, undefined when there was none. */
  body: unknown;
}

export type UsersReply = { status: number; body?: unknown } | GraphError;

/** "Filtering on the identities property of a user": both conditions, in this form. */
const IDENTITY_FILTER = /^identities\/any\(c:c\/issuerAssignedId eq '((?:[^']|'')*)' and c\/issuer eq '((?:[^']|'')*)'\)$/;
const SELECTABLE = new Set(['id', 'displayName', 'accountEnabled', 'identities', 'passwordPolicies']);
const CREATABLE = new Set(['accountEnabled', 'displayName', 'identities', 'passwordProfile', 'passwordPolicies']);
/** $count, $search and $orderby with $filter are advanced queries: Graph requires ConsistencyLevel: eventual. */
const ADVANCED = ['$count', '$search', '$orderby'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const unquote = (literal: string) => literal.replace(/''/g, "'");

/** B2C's strong password: 8 to 64 characters, three of lower case, upper case, digits, symbols. */
const strongPassword = (password: string) =>
  password.length >= 8 && password.length <= 64 && [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length >= 3;

export function usersEndpoint(tenantDomain: string, extensionAttributes: string[]) {
  const users = new Map<string, FakeGraphUser>();
  const context = (suffix: string) => `https://graph.microsoft.com/v1.0/$metadata#${suffix}`;
  const project = (user: FakeGraphUser, select: string[] | null) => {
    const full = {
      id: user.id,
      displayName: user.displayName,
      accountEnabled: user.accountEnabled,
      identities: user.identities,
      passwordPolicies: user.passwordPolicies,
      ...user.extensions,
    };
    return select ? Object.fromEntries(Object.entries(full).filter(([key]) => select.includes(key))) : full;
  };
  const jsonBody = (request: GraphRequest): GraphError | null =>
    String(request.headers['content-type'] ?? '').startsWith('application/json')
      ? null
      : badRequest('Content-Type must be application/json.', 'BadRequest');

  const list = ({ query, body, headers }: GraphRequest): UsersReply => {
    if (body !== undefined) return badRequest('A GET request has no body.', 'BadRequest');
    for (const name of query.keys())
      if (!['$filter', '$select', ...ADVANCED].includes(name)) return badRequest(`Unsupported query parameter '${name}'.`, 'BadRequest');
    if (ADVANCED.some((name) => query.has(name)) && headers.consistencylevel !== 'eventual') {
      return badRequest('Unsupported Query. ConsistencyLevel: eventual is required.', 'Request_UnsupportedQuery');
    }
    const match = IDENTITY_FILTER.exec(query.get('$filter') ?? '');
    if (!match)
      return badRequest(
        "Unsupported or invalid query filter clause specified for property 'identities' of resource 'User'.",
        'Request_UnsupportedQuery',
      );
    const [email, issuer] = [unquote(match[1]!).toLowerCase(), unquote(match[2]!)];
    // "emailAddress requires a valid issuer and issuerAssignedId but ignores the issuer value"
    if (!issuer) return badRequest("Invalid filter clause: the identity's issuer is required.", 'Request_UnsupportedQuery');
    const select = query.has('$select') ? query.get('$select')!.split(',') : null;
    if (select?.some((name) => !SELECTABLE.has(name)))
      return badRequest(
        `Could not find a property named '${select.find((name) => !SELECTABLE.has(name))}' on type 'microsoft.graph.user'.`,
        'BadRequest',
      );
    const found = [...users.values()].filter((user) =>
      user.identities.some((identity) => identity.issuerAssignedId.toLowerCase() === email),
    );
    return {
      status: 200,
      body: {
        '@odata.context': context(select ? `users(${select.join(',')})` : 'users'),
        value: found.map((user) => project(user, select)),
      },
    };
  };

  const create = (request: GraphRequest): UsersReply => {
    const { body } = request;
    const invalid = jsonBody(request);
    if (invalid) return invalid;
    if (!isObject(body)) return badRequest('The request body is not a user.', 'BadRequest');
    const unknown = Object.keys(body).find((key) => !CREATABLE.has(key));
    if (unknown)
      return badRequest(`Property '${unknown}' is not supported here by this fake or does not exist on type 'microsoft.graph.user'.`);
    const { accountEnabled, displayName, identities, passwordProfile, passwordPolicies } = body;
    if (typeof accountEnabled !== 'boolean') return badRequest("Invalid value specified for property 'accountEnabled' of resource 'User'.");
    if (typeof displayName !== 'string' || !displayName.trim() || displayName.length > 256)
      return badRequest("Invalid value specified for property 'displayName' of resource 'User'.");
    if (!Array.isArray(identities) || identities.length === 0)
      return badRequest("Invalid value specified for property 'identities' of resource 'User'.");
    for (const identity of identities) {
      if (!isObject(identity) || identity.signInType !== 'emailAddress' || typeof identity.issuerAssignedId !== 'string') {
        return badRequest("Invalid value specified for property 'identities' of resource 'User'.");
      }
      if (identity.issuer !== tenantDomain)
        return badRequest(`The issuer '${String(identity.issuer)}' of a local account identity must be the tenant's domain.`);
      if (!EMAIL.test(identity.issuerAssignedId) || identity.issuerAssignedId.length > 64)
        return badRequest('The issuerAssignedId of an emailAddress identity must be a valid e-mail address.');
      const taken = [...users.values()].some((user) =>
        user.identities.some(
          (other) =>
            other.issuer === identity.issuer && other.issuerAssignedId.toLowerCase() === String(identity.issuerAssignedId).toLowerCase(),
        ),
      );
      if (taken) return badRequest('Another object with the same value for property identities already exists.');
    }
    // "For a B2C local account identity, only passwordProfile is required, and passwordPolicies
    // must be set to DisablePasswordExpiration"; forceChangePasswordNextSignIn must be false
    if (
      !isObject(passwordProfile) ||
      typeof passwordProfile.password !== 'string' ||
      Object.keys(passwordProfile).some((key) => !['password', 'forceChangePasswordNextSignIn'].includes(key))
    ) {
      return badRequest("Invalid value specified for property 'passwordProfile' of resource 'User'.");
    }
    if (passwordProfile.forceChangePasswordNextSignIn !== false)
      return badRequest('For local account identities, forceChangePasswordNextSignIn must be false.');
    if (!strongPassword(passwordProfile.password))
      return badRequest(
        'The specified password does not comply with password complexity requirements. Please provide a different password.',
      );
    if (
      typeof passwordPolicies !== 'string' ||
      !passwordPolicies
        .split(',')
        .map((p) => p.trim())
        .includes('DisablePasswordExpiration')
    ) {
      return badRequest('For local account identities, passwordPolicies must include DisablePasswordExpiration.');
    }
    const user: FakeGraphUser = {
      id: randomUUID(),
      displayName,
      accountEnabled,
      identities: identities as FakeGraphUser['identities'],
      passwordPolicies,
      extensions: {},
    };
    users.set(user.id, user);
    return { status: 201, body: { '@odata.context': context('users/$entity'), ...project(user, null) } };
  };

  const update = (request: GraphRequest, id: string): UsersReply => {
    const { body } = request;
    const invalid = jsonBody(request);
    if (invalid) return invalid;
    if (!isObject(body) || Object.keys(body).length === 0) return badRequest('The request body has no property to update.', 'BadRequest');
    for (const [key, value] of Object.entries(body)) {
      const known =
        key === 'displayName'
          ? typeof value === 'string' && value.trim() !== ''
          : key === 'accountEnabled'
            ? typeof value === 'boolean'
            : extensionAttributes.includes(key)
              ? typeof value === 'string' || value === null
              : null;
      if (known === null) return badRequest(`Property '${key}' does not exist on type 'microsoft.graph.user'.`);
      if (!known) return badRequest(`Invalid value specified for property '${key}' of resource 'User'.`);
    }
    const user = users.get(id);
    if (!user) return notFound(id);
    for (const [key, value] of Object.entries(body)) {
      if (key === 'displayName') user.displayName = value as string;
      else if (key === 'accountEnabled') user.accountEnabled = value as boolean;
      else if (value === null) delete user.extensions[key];
      else user.extensions[key] = value as string;
    }
    return { status: 204 };
  };

  const remove = ({ body }: GraphRequest, id: string): UsersReply => {
    if (body !== undefined) return badRequest('A DELETE request has no body.', 'BadRequest');
    return users.delete(id) ? { status: 204 } : notFound(id);
  };

  return {
    users,
    handle(request: GraphRequest, subPath: string): UsersReply | null {
      if (subPath === '/users') return request.method === 'GET' ? list(request) : request.method === 'POST' ? create(request) : null;
      const one = /^\/users\/([^/]+)$/.exec(subPath);
      if (!one) return null;
      const id = decodeURIComponent(one[1]!);
      return request.method === 'PATCH' ? update(request, id) : request.method === 'DELETE' ? remove(request, id) : null;
    },
  };
}
