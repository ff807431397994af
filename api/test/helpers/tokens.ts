/**
 * Access tokens for tests: an RS256 key pair generated per test file, its public half handed to
 * the app as the key set, and tokens minted like the identity service's (issuer, audience, sub).
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import { localOidc } from '@ottilia/shared-contracts/local-env';
import type { Role } from '@ottilia/shared-contracts/permissions';

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  /** seconds from now; negative = already expired */
  expiresIn?: number;
  /** sign with another key than the one the app trusts */
  foreignKey?: boolean;
}

export interface TestTokens {
  keySet: JWTVerifyGetKey;
  mint(subject: string, options?: TokenOptions): Promise<string>;
  /** A token of the demo account with that role (the same eid the seed gives the user). */
  forRole(role: Role): Promise<string>;
}

export async function createTestTokens(): Promise<TestTokens> {
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [publicJwk] });

  async function mint(subject: string, options: TokenOptions = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scp: localOidc.apiScopes.join(' ') })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(options.issuer ?? localOidc.signInAuthority)
      .setAudience(options.audience ?? localOidc.apiAudience)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(options.foreignKey ? foreign.privateKey : trusted.privateKey);
  }

  return {
    keySet,
    mint,
    forRole: (role) => mint(DEMO_ACCOUNTS.find((a) => a.role === role)!.sub),
  };
}
