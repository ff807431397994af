// `npm start`: builds what changed and starts the whole portal (identity provider, API on the
// embedded database with seeded demo data, host and four remotes), then prints the URL and the
// demo accounts. Ctrl-C stops everything.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, certDir, ports, standInReportEnv, startComposition } from './compose.mjs';
import { ensureDeps, log, repoRoot } from './lib.mjs';

try {
  await ensureDeps();
  log('building (first run takes a few minutes; later runs reuse unchanged builds)');
  await buildAll();
  log('starting identity provider, API and apps');
  const { stop } = await startComposition({
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, '.local', 'api-data'),
    // the dashboard frames the local stand-in BI report, unless DASHBOARD_EMBED_URL names another
    env: process.env.DASHBOARD_EMBED_URL ? {} : standInReportEnv(),
  });
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/demo-accounts.js')).href);
  const { ROLE_LABELS } = await import(pathToFileURL(path.join(repoRoot, 'shared-contracts/dist/permissions.js')).href);
  console.log(`
  Ottilia portal is running.

    Open        https://localhost:${ports.host}
    API         http://localhost:${ports.api}  (OpenAPI UI: http://localhost:${ports.api}/docs)
    Identity    https://localhost:${ports.identity}/b2c_1_susi

  The local certificate authority is ${path.join(certDir, 'ca.pem')}; trust it in your browser,
  or accept the certificate warning once on each of the ports above.

  Demo accounts (password ${DEMO_PASSWORD}, or pick the account on the sign-in page):
${DEMO_ACCOUNTS.map((a) => `    ${(a.role ? ROLE_LABELS[a.role] : 'No product account').padEnd(20)} ${a.email}`).join('\n')}

  Press Ctrl-C to stop.
`);
  // Ctrl-C reaches every process of the group; the API then closes its database, which this
  // waits for. A second Ctrl-C only says so: exiting now would not stop the API any sooner.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) {
      log('still stopping: the API is closing its database');
      return;
    }
    stopping = true;
    log('stopping');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (err) {
  console.error(`[ottilia] could not start: ${err.message}`);
  process.exit(1);
}
