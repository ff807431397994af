import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentity } from '../src/identity-server.js';

test('the local identity provider refuses to start with NODE_ENV=production, before writing any state', async () => {
  const stateDir = await mkdtemp(path.join(tmpdir(), 'ottilia-identity-prod-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await expect(
      startIdentity({ port: 0, appOrigins: ['https://portal.example'], stateDir, adminApiKey: 'a-key-of-some-length' }),
    ).rejects.toThrow(/does not run with NODE_ENV=production/);
    expect(await readdir(stateDir)).toEqual([]);
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await rm(stateDir, { recursive: true, force: true });
  }
});
