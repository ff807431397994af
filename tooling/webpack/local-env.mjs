// The local ports and origins, from shared-contracts/src/local-env.json: the one place that fixes
// them, read as plain data by TypeScript, webpack and the scripts alike.
import { readFileSync } from 'node:fs';

/** @type {typeof import('../../shared-contracts/src/local-env.json')} */
const localEnv = JSON.parse(readFileSync(new URL('../../shared-contracts/src/local-env.json', import.meta.url), 'utf8'));

export const { ports: localPorts, origins: localOrigins, stateDir: localStateDir } = localEnv;
