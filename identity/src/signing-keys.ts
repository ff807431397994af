/**
 * The RS256 signing key of both user-flow authorities, generated once and kept in the state
 * folder so tokens issued before a restart still verify against the published JWKS.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKeys {
  keys: JWK[];
}

export async function ensureSigningKeys(dir: string): Promise<SigningKeys> {
  const file = path.join(dir, 'jwks.json');
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as SigningKeys,
    () => undefined,
  );
  if (stored?.keys?.length) return stored;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const jwks: SigningKeys = { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(jwks, null, 2), { mode: 0o600 });
  return jwks;
}
