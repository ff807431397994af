import type { AccountInfo } from '@azure/msal-browser';
import { DEV_STAGE_CONFIG, type StageConfig } from '../stage/stage-config';
import { invitationRequest, logoutRequest } from './auth-requests';

const dev = DEV_STAGE_CONFIG;
/** B2C user flows, as a prd deployment configures them. */
const b2c = 'https://ottiliaportal.b2clogin.com/ottiliaportal.onmicrosoft.com';
const prd: StageConfig = {
  ...dev,
  stage: 'prd',
  signInAuthority: `${b2c}/B2C_1_susi`,
  passwordResetAuthority: `${b2c}/B2C_1_reset`,
  invitationAuthority: `${b2c}/B2C_1A_INVITATION`,
};
const account = (idTokenClaims: Record<string, unknown>) => ({ idToken: 'id-token', idTokenClaims }) as unknown as AccountInfo;

describe('logoutRequest', () => {
  it('ends a session from the sign-in flow at the sign-in authority', () => {
    expect(logoutRequest(dev, account({ iss: dev.signInAuthority })).authority).toBe(dev.signInAuthority);
  });

  it('ends a session that began with a password reset at the reset authority', () => {
    expect(logoutRequest(dev, account({ iss: `${dev.passwordResetAuthority}/` })).authority).toBe(dev.passwordResetAuthority);
  });

  it("recognises B2C's reset policy from the tfp claim when the issuer is tenant-wide", () => {
    const policy = prd.passwordResetAuthority.split('/').pop()!;
    const request = logoutRequest(prd, account({ iss: 'https://tenant.example/v2.0/', tfp: policy.toUpperCase() }));
    expect(request.authority).toBe(prd.passwordResetAuthority);
  });

  it('passes the id token as hint and returns to the app', () => {
    const request = logoutRequest(dev, account({ iss: dev.signInAuthority }));
    expect(request.idTokenHint).toBe('id-token');
    expect(request.postLogoutRedirectUri).toBe('https://localhost:1847');
  });
});

describe('invitationRequest', () => {
  it("B2C: opens the invitation policy with the link's token as id_token_hint, and returns without it", () => {
    const request = invitationRequest(prd, 'https://portal.example/projects?invitation=signed.hint.token&x=1')!;
    expect(request.authority).toBe(prd.invitationAuthority);
    expect(request.extraQueryParameters).toEqual({ id_token_hint: 'signed.hint.token' });
    expect(request.redirectStartPage).toBe('https://portal.example/projects?x=1');
  });

  it('the local provider: its reset flow takes the token as `invitation`', () => {
    const request = invitationRequest(dev, 'https://localhost:1847/?invitation=local-token')!;
    expect(request.authority).toBe(dev.passwordResetAuthority);
    expect(request.extraQueryParameters).toEqual({ invitation: 'local-token' });
  });

  it('no token, no request', () => {
    expect(invitationRequest(prd, 'https://portal.example/projects')).toBeNull();
  });

  it('a session that began with the invitation ends at the invitation policy', () => {
    const request = logoutRequest(prd, account({ iss: 'https://tenant.example/v2.0/', tfp: 'B2C_1A_INVITATION' }));
    expect(request.authority).toBe(prd.invitationAuthority);
  });
});
