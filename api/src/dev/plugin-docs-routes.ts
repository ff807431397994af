/**
 * GET /dev/plugin-docs: the plugin documentation in development, where the hosted documentation
 * site does not exist. The dev stage's Plugin docs entry leads here; stg and prd name their
 * hosted site in the stage configuration (a required field), and this route does not exist
 * in production.
 */
import type { FastifyInstance } from 'fastify';

const page = (apiOrigin: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plugin docs (development)</title>
</head>
<body>
<main>
<h1>Plugin docs</h1>
<p>The development copy of the website plugins' documentation. Deployed stages link to the hosted documentation site instead.</p>
<h2>Cookie consent and age gate</h2>
<p>A project's website loads one script, which shows the cookie banner and, when the project has an age gate, asks for the visitor's age first.
Copy it from the project's Cookies tab (Copy script); it has this form:</p>
<pre><code>&lt;script src="${apiOrigin}/consent/{projectId}/consent.js" data-market="{market code}" defer&gt;&lt;/script&gt;</code></pre>
<ul>
<li><code>data-market</code>: the visitor's market (e.g. <code>DE</code>), for the age gate's minimum age and the legal texts.</li>
<li><code>data-age-verification</code>: <code>off</code> to skip the age gate on pages that need none.</li>
<li><code>/consent/{projectId}/{version}/consent.js</code>: one version, cached for a year, for sites that pin it.</li>
</ul>
<p>The cookies listed on the project's Cookies tab, by category, are what the banner shows; the age gate's markets and minimum ages come from its Age gate tab.</p>
</main>
</body>
</html>
`;

export default async function pluginDocsRoutes(app: FastifyInstance) {
  if (app.config.isProduction) return;
  app.get(
    '/dev/plugin-docs',
    {
      config: { permission: 'public' },
      schema: { tags: ['dev'], summary: 'The plugin documentation in development (never in production)' },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply.type('text/html; charset=utf-8').send(page(origin));
    },
  );
}
