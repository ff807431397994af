/** A complete production configuration with made-up values (nothing is called at start). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://ottilia@db.internal.example:5432/ottilia',
  SMTP_URL: 'smtp://relay.internal.example:587',
  MAIL_FROM: 'Ottilia portal <no-reply@portal.ottilia.example>',
  OIDC_ISSUERS: 'https://login.ottilia.example/tenant-id/v2.0/',
  OIDC_AUDIENCE: 'https://api.portal.ottilia.example',
  CORS_ORIGINS: 'https://portal.ottilia.example,https://projects.portal.ottilia.example',
  APP_ORIGIN: 'https://portal.ottilia.example',
  DIRECTORY_KIND: 'graph',
  GRAPH_TENANT_ID: '00000000-0000-4000-8000-000000000001',
  GRAPH_CLIENT_ID: '00000000-0000-4000-8000-000000000002',
  GRAPH_CLIENT_SECRET: 'made-up-client-secret',
  GRAPH_TENANT_DOMAIN: 'ottilia.onmicrosoft.com',
  LOG_LEVEL: 'silent',
} as const;
