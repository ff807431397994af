/**
 * The B2C invitation: a JWT the API signs with a symmetric key it shares with the tenant's
 * invitation policy, passed to that policy as `id_token_hint` (Azure AD B2C "Define an ID token
 * hint technical profile", symmetric key; docs/adr/0058-microsoft-graph-directory-adapter.md). B2C checks
 * its signature, `iss`, `aud`, `nbf` and `exp`; the policy then reads the account by `sub` (its
 * object id) and accepts the hint only while `invitationId` equals the account's invitation
 * attribute, which a new invitation replaces and redemption clears: one link, used once.
 */
import { SignJWT } from 'jose';

export interface InvitationHintConfig {
  /** The secret of the policy key (B2C_1A_IdTokenHintKey); at least 32 characters. */
  signingKey: string;
  /** `iss`, as the policy's IdTokenHint_ExtractClaims metadata `issuer` names it. */
  issuer: string;
  /** `aud`, as the policy's metadata `IdTokenAudience` names it. */
  audience: string;
}

/** As long as the local provider's invitations (docs/adr/0031-user-invitations-and-identity-directory.md). */
export const INVITATION_VALIDITY_SECONDS = 7 * 24 * 60 * 60;

export async function signInvitationHint(
  { signingKey, issuer, audience }: InvitationHintConfig,
  objectId: string,
  invitationId: string,
  now = new Date(),
) {
  const issuedAt = Math.floor(now.getTime() / 1_000);
  const expiresAt = issuedAt + INVITATION_VALIDITY_SECONDS;
  const token = await new SignJWT({ invitationId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(objectId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(signingKey));
  return { token, expiresAt: new Date(expiresAt * 1_000).toISOString() };
}
