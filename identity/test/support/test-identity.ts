/** One identity server per test file, on a free port with a throw-away state folder. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentity, type RunningIdentity } from '../../src/identity-server.js';
import { Browser } from './https-client.js';

/** Not the default app origin: exercises the APP_ORIGINS override. */
export const APP_ORIGIN = 'https://localhost:18470';
export const REDIRECT_URI = `${APP_ORIGIN}/redirect.html`;
/** Bearer key of the test server's admin interface. */
export const ADMIN_KEY = 'test-admin-key-0123456789';

export interface TestIdentity extends RunningIdentity {
  ca: string;
  stateDir: string;
  browser(): Browser;
  stop(): Promise<void>;
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'ottilia-identity-'));
  const identity = await startIdentity({ port: 0, appOrigins: [APP_ORIGIN], stateDir, adminApiKey: ADMIN_KEY });
  const ca = await readFile(path.join(stateDir, 'certs', 'ca.pem'), 'utf8');
  return {
    ...identity,
    ca,
    stateDir,
    browser: () => new Browser(ca),
    stop: async () => {
      await identity.close();
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}
