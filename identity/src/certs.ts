/**
 * One local certificate authority and one localhost server certificate, shared by every local
 * HTTPS server (identity provider, host and remote dev servers). Trusting ca.pem once in the
 * browser (or NODE_EXTRA_CA_CERTS for Node) makes all of them trusted.
 */
import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'selfsigned';

export interface LocalCertificate {
  caPath: string;
  certPath: string;
  keyPath: string;
  /** PEM of the CA certificate (to trust). */
  ca: string;
  /** PEM of the localhost certificate and its private key (to serve). */
  cert: string;
  key: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CA_VALIDITY_DAYS = 3650;
/** Browsers reject server certificates valid for more than 398 days. */
const LEAF_VALIDITY_DAYS = 397;
/** Renew a little before expiry so a running dev session does not hit it. */
const RENEW_MARGIN_MS = 7 * DAY_MS;
const STALE_LOCK_MS = 60_000;

const PRIVATE = 0o600;
const PUBLIC = 0o644;

const SIGNING = { keyType: 'ec', curve: 'P-256', algorithm: 'sha256' } as const;

export async function ensureLocalCertificate(dir: string): Promise<LocalCertificate> {
  const files = {
    caPath: path.join(dir, 'ca.pem'),
    caKeyPath: path.join(dir, 'ca-key.pem'),
    certPath: path.join(dir, 'cert.pem'),
    keyPath: path.join(dir, 'key.pem'),
  };
  await mkdir(dir, { recursive: true });
  // dev servers start in parallel: one generates, the others wait and reuse
  return withLock(path.join(dir, '.lock'), async () => {
    let ca = await readUsable(files.caPath, files.caKeyPath);
    if (!ca) {
      ca = await generateCa();
      await writePem(files.caKeyPath, ca.key, PRIVATE);
      await writePem(files.caPath, ca.cert, PUBLIC);
    }
    let leaf = await readUsable(files.certPath, files.keyPath);
    if (!leaf || !issuedBy(leaf.cert, ca.cert) || !coversLocalhost(leaf.cert)) {
      leaf = await generateLeaf(ca);
      await writePem(files.keyPath, leaf.key, PRIVATE);
      await writePem(files.certPath, leaf.cert, PUBLIC);
    }
    return { caPath: files.caPath, certPath: files.certPath, keyPath: files.keyPath, ca: ca.cert, cert: leaf.cert, key: leaf.key };
  });
}

interface Pem {
  cert: string;
  key: string;
}

async function readUsable(certPath: string, keyPath: string): Promise<Pem | undefined> {
  try {
    const [cert, key] = await Promise.all([readFile(certPath, 'utf8'), readFile(keyPath, 'utf8')]);
    const validTo = Date.parse(new X509Certificate(cert).validTo);
    return validTo - RENEW_MARGIN_MS > Date.now() ? { cert, key } : undefined;
  } catch {
    return undefined; // missing or unreadable: generate a new one
  }
}

function issuedBy(certPem: string, caPem: string): boolean {
  const cert = new X509Certificate(certPem);
  const ca = new X509Certificate(caPem);
  return cert.checkIssued(ca) && cert.verify(ca.publicKey);
}

/** A host name of the local preview hosts, which the certificate must cover too. */
const LOCAL_PREVIEW_HOST_SAMPLE = 'pr-1.preview.localhost';

function coversLocalhost(certPem: string): boolean {
  const cert = new X509Certificate(certPem);
  // also the local preview hosts (pr-<id>.preview.localhost, shared-contracts' previewHostTemplate)
  return Boolean(
    cert.checkHost('localhost') && cert.checkHost(LOCAL_PREVIEW_HOST_SAMPLE) && cert.checkIP('127.0.0.1') && cert.checkIP('::1'),
  );
}

async function generateCa(): Promise<Pem> {
  const notBeforeDate = new Date(Date.now() - DAY_MS);
  const pems = await generate([{ name: 'commonName', value: 'Ottilia local development CA' }], {
    ...SIGNING,
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + CA_VALIDITY_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

async function generateLeaf(ca: Pem): Promise<Pem> {
  const notBeforeDate = new Date(Date.now() - DAY_MS);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    ...SIGNING,
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + LEAF_VALIDITY_DAYS * DAY_MS),
    ca,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.preview.localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/** Write-then-rename so a concurrent reader never sees half a file. */
async function writePem(file: string, pem: string, mode: number): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, pem, { mode });
  await rename(temporary, file);
}

async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lockDir, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
