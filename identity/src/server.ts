/**
 * `node dist/server.js`: the local identity provider.
 * Env: PORT (default localPorts.identity), APP_ORIGINS (comma-separated, default the host app
 * origin), STATE_DIR (default `<repo>/.local`), ADMIN_API_KEY (the admin interface's bearer key;
 * unset: no admin interface).
 */
import { localOrigins, localPorts } from '@ottilia/shared-contracts/local-env';
import { startIdentity } from './identity-server.js';
import { defaultStateDir } from './state-dir.js';

const appOrigins = (process.env.APP_ORIGINS ?? localOrigins.app)
  .split(',')
  .map((origin) => origin.trim().replace(/\/+$/, ''))
  .filter(Boolean);

const identity = await startIdentity({
  port: process.env.PORT ? Number(process.env.PORT) : localPorts.identity,
  appOrigins,
  stateDir: process.env.STATE_DIR ?? defaultStateDir(),
  adminApiKey: process.env.ADMIN_API_KEY || null,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`identity provider listening on ${identity.url}
  sign-in authority:        ${identity.signInAuthority}
  password-reset authority: ${identity.passwordResetAuthority}
  app origins:              ${appOrigins.join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void identity.close().finally(() => process.exit(0));
  });
}
