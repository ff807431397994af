import type { AccountInfo } from '@azure/msal-browser';
import { DEV_STAGE_CONFIG, type StageConfig } from '../stage/stage-config';
import { logoutRequest } from './auth-requests';

const dev = DEV_STAGE_CONFIG;
/** B2C user flows, as a prd deployment configures them. */
const b2c = 'https://ottiliaportal.b2clogin.com/ottiliaportal.onmicrosoft.com';
const prd: StageConfig = { ...dev, stage: 'prd', signInAuthority: `${b2c}/B2C_1_susi`, passwordResetAuthority: `${b2c}/B2C_1_reset` };
const account = (idTokenClaims: Record<string, unknown>) => ({ idToken: 'id-token', idTokenClaims } as unknown as AccountInfo);

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
