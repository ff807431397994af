import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createTokenVerifier, InvalidToken } from './token-verifier.js';

const ISSUER = 'https://issuer.example/b2c_1_susi';
const AUDIENCE = 'https://api.example';

let keySet: JWTVerifyGetKey;
let keyLookups = 0;
let sign: (expiresAt: number) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const local = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] });
  keySet = (header, token) => {
    keyLookups++;
    return local(header, token);
  };
  sign = (expiresAt) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('user-1')
      .setExpirationTime(expiresAt)
      .sign(privateKey);
});

describe('createTokenVerifier', () => {
  it('checks a token once and then answers it from memory', async () => {
    const verify = createTokenVerifier({ issuers: [ISSUER], audience: AUDIENCE, keySet });
    const token = await sign(Math.floor(Date.now() / 1000) + 600);
    keyLookups = 0;
    expect(await verify(token)).toEqual({ subject: 'user-1', issuer: ISSUER });
    expect(await verify(token)).toEqual({ subject: 'user-1', issuer: ISSUER });
    expect(keyLookups).toBe(1);
  });

  it('refuses a remembered token once it has expired past the clock tolerance', async () => {
    const verify = createTokenVerifier({ issuers: [ISSUER], audience: AUDIENCE, keySet });
    // expired 29 s ago: accepted within the 30 s tolerance, for about one more second
    const token = await sign(Math.floor(Date.now() / 1000) - 29);
    expect((await verify(token)).subject).toBe('user-1');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verify(token)).rejects.toThrow(InvalidToken);
    await expect(verify(token)).rejects.toThrow('The access token has expired.');
  });
});
