import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { ensureLocalCertificate } from '../src/certs.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ottilia-certs-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('ensureLocalCertificate', () => {
  it('creates a local CA and a localhost certificate signed by it', async () => {
    const result = await ensureLocalCertificate(dir);

    expect(result).toMatchObject({
      caPath: path.join(dir, 'ca.pem'),
      certPath: path.join(dir, 'cert.pem'),
      keyPath: path.join(dir, 'key.pem'),
    });
    expect(await readFile(result.caPath, 'utf8')).toBe(result.ca);
    const ca = new X509Certificate(result.ca);
    const leaf = new X509Certificate(result.cert);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca) && leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkHost('localhost')).toBe('localhost');
    // the local preview hosts (spec section 4) are served with it too
    expect(leaf.checkHost('pr-42.preview.localhost')).toBe('*.preview.localhost');
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkIP('::1')).toBe('::1');
    expect(leaf.checkPrivateKey(createPrivateKey(result.key))).toBe(true);
  });

  it('reuses the files while they are valid, also when asked concurrently', async () => {
    const [first, second] = await Promise.all([ensureLocalCertificate(dir), ensureLocalCertificate(dir)]);
    const third = await ensureLocalCertificate(dir);

    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('renews an expired localhost certificate under the same CA', async () => {
    const first = await ensureLocalCertificate(dir);
    const day = 24 * 60 * 60 * 1000;
    const expired = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(Date.now() - 10 * day),
      notAfterDate: new Date(Date.now() - day),
      ca: { cert: first.ca, key: await readFile(path.join(dir, 'ca-key.pem'), 'utf8') },
    });
    await writeFile(first.certPath, expired.cert);
    await writeFile(first.keyPath, expired.private);

    const renewed = await ensureLocalCertificate(dir);

    expect(renewed.ca).toBe(first.ca);
    expect(renewed.cert).not.toBe(expired.cert);
    expect(Date.parse(new X509Certificate(renewed.cert).validTo)).toBeGreaterThan(Date.now() + 300 * day);
    expect(await readFile(renewed.certPath, 'utf8')).toBe(renewed.cert);
  });
});
