/**
 * GET /dev/bi-report: a stand-in for a stage's BI report, for development and the e2e tests
 * (DASHBOARD_EMBED_URL=http://localhost:1860/dev/bi-report, scripts/e2e.mjs and `npm start`).
 * Like the real report it is framed by the dashboard and reads the token of GET
 * /dashboard/embed-info from its fragment; it verifies nothing (it has no secret) and only shows
 * whom the token names, so a test can see that it arrived. Never mounted in production, whose
 * start refuses a local DASHBOARD_EMBED_URL anyway (config/production-check.ts).
 */
import type { FastifyInstance } from 'fastify';

const SCRIPT_PATH = '/dev/bi-report/report.js';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BI report (development stand-in)</title>
<style>body { font-family: system-ui, sans-serif; color: #1f2328; background: #fff; margin: 1rem; }</style>
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>BI report (development stand-in)</h1>
<p id="viewer">No access token in the address.</p>
<p>A deployed stage shows its BI service's report here. This page only shows whom the portal's token names; it verifies nothing.</p>
</main>
</body>
</html>
`;

// The JWT's payload, decoded (base64url, UTF-8) but not verified.
const script = `const token = new URLSearchParams(location.hash.slice(1)).get('access_token');
if (token) {
  const viewer = document.getElementById('viewer');
  try {
    const bytes = Uint8Array.from(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes));
    viewer.textContent = 'Report for ' + claims.name + ' (' + claims.role + ')';
  } catch {
    viewer.textContent = 'The access token in the address is not a JWT.';
  }
}
`;

export default async function biReportStandInRoutes(app: FastifyInstance) {
  if (app.config.isProduction) return;
  const schema = { tags: ['dev'] };

  app.get(
    '/dev/bi-report',
    {
      config: { permission: 'public' },
      schema: { ...schema, summary: "A stand-in BI report for the dashboard's embed, in development (never in production)" },
    },
    async (_request, reply) => {
      // the portal's page frames it: the API's own policy (helmet) forbids any framing
      reply.raw.removeHeader('x-frame-options');
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${app.config.appOrigin}`,
        )
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.get(
    SCRIPT_PATH,
    {
      config: { permission: 'public' },
      schema: { ...schema, summary: "The stand-in BI report's script: shows whom the token in its fragment names" },
    },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(script),
  );
}
