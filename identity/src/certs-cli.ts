/** `node dist/certs-cli.js`: make sure the local certificate exists and print its paths (JSON). */
import path from 'node:path';
import { ensureLocalCertificate } from './certs.js';
import { defaultStateDir } from './state-dir.js';

const stateDir = process.env.STATE_DIR ?? defaultStateDir();
const { caPath, certPath, keyPath } = await ensureLocalCertificate(path.join(stateDir, 'certs'));
console.log(JSON.stringify({ ca: caPath, cert: certPath, key: keyPath }, null, 2));
