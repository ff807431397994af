/**
 * Access-token verification with jose: signature against the issuer's published keys,
 * algorithm pinned to RS256 (no `none`, no HMAC confusion), issuer on the allow-list,
 * our audience, expiry with a small clock tolerance, and a subject.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { Problem } from '../http/problem.js';

export interface TokenVerifierOptions {
  issuers: string[];
  audience: string;
  keySet: JWTVerifyGetKey;
  /** Verified tokens kept (least recently used go first), default 10 000. */
  maxCachedTokens?: number;
}

export interface VerifiedToken {
  subject: string;
  issuer: string;
}

/** Why a token was refused, for the WWW-Authenticate error_description. */
export class InvalidToken extends Error {}

const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifying a signature costs more than the rest of a cached list call, and a client sends the
 * same token with every call until it expires. So a verified token is remembered until the
 * moment jose would refuse it as expired; a token is immutable, so nothing else can change its
 * verdict (a rotated-out signing key does not revoke tokens already issued with it). Refusals
 * are not remembered.
 */
export function createTokenVerifier({ issuers, audience, keySet, maxCachedTokens = 10_000 }: TokenVerifierOptions) {
  const verified = new Map<string, { token: VerifiedToken; validUntilMs: number }>(); // least recently used first

  return async function verify(token: string): Promise<VerifiedToken> {
    const hit = verified.get(token);
    if (hit) {
      verified.delete(token);
      if (hit.validUntilMs > Date.now()) {
        verified.set(token, hit);
        return hit.token;
      }
    }
    try {
      const { payload } = await jwtVerify(token, keySet, {
        algorithms: ['RS256'],
        issuer: issuers,
        audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iss'],
      });
      const result = { subject: payload.sub!, issuer: payload.iss! };
      verified.set(token, { token: result, validUntilMs: (payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000 });
      if (verified.size > maxCachedTokens) verified.delete(verified.keys().next().value!);
      return result;
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)) {
        // the identity service's keys could not be fetched: not the caller's fault
        throw new Problem(
          503,
          'identity-unavailable',
          'Service unavailable',
          'The sign-in service cannot be reached to check your access token; please try again shortly.',
        );
      }
      throw new InvalidToken(describe(error));
    }
  };
}

function describe(error: InstanceType<typeof errors.JOSEError>): string {
  if (error instanceof errors.JWTExpired) return 'The access token has expired.';
  if (error instanceof errors.JWTClaimValidationFailed) return `The access token's "${error.claim}" claim is not accepted.`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'The access token signature is not valid.';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The access token algorithm is not accepted.';
  if (error instanceof errors.JWKSNoMatchingKey) return 'The access token was signed with an unknown key.';
  return 'The access token is not valid.';
}

/**
 * The issuers' published key sets (fetched on demand, cached and refreshed by jose). Each user
 * flow of the identity service is its own issuer with its own `${issuer}/jwks`, unless one JWKS
 * URL is configured for all; a token's key set is picked by its (not yet trusted) `iss`, and
 * jwtVerify then checks that `iss` against the allow-list anyway.
 */
export function remoteKeySet(issuers: string[], jwksUrl: string | null): JWTVerifyGetKey {
  if (jwksUrl) return createRemoteJWKSet(new URL(jwksUrl));
  const sets = new Map(issuers.map((issuer) => [issuer, createRemoteJWKSet(new URL(`${issuer}/jwks`))]));
  return (header, token) => {
    const issuer = issuerOf(token.payload);
    const set = issuer === undefined ? undefined : sets.get(issuer);
    if (!set) throw new errors.JWTClaimValidationFailed('unexpected "iss" claim value', {}, 'iss', 'check_failed');
    return set(header, token);
  };
}

function issuerOf(encodedPayload: string | Uint8Array): string | undefined {
  if (typeof encodedPayload !== 'string') return undefined; // a JWT's payload is always base64url text
  try {
    const claims = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof claims.iss === 'string' ? claims.iss : undefined;
  } catch {
    return undefined;
  }
}
