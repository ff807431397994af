// The API's wire types: its OpenAPI document, turned into TypeScript by openapi-typescript.
// Shared by the generator script (API built to dist/) and the drift test (API from source).
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed output, which the front end imports through `@ottilia/shared-contracts/wire`. */
export const WIRE_TYPES_FILE = fileURLToPath(new URL('../src/wire/openapi.ts', import.meta.url));

/**
 * The services the API mounts apart, each under its prefix with its own `api-key` scheme: the
 * front end calls them at their own base URL (stage config contentServiceUrl,
 * translationServiceUrl), which production may point at the hosted services. So each gets its own
 * document, paths relative to that base URL, and its own types file; the API's document keeps the rest.
 */
export const SERVICES = [
  {
    prefix: '/content',
    title: 'Ottilia content service',
    scheme: 'contentApiKey',
    file: fileURLToPath(new URL('../src/wire/content-service.ts', import.meta.url)),
  },
  {
    prefix: '/translations',
    title: 'Ottilia translations service',
    scheme: 'translationsApiKey',
    file: fileURLToPath(new URL('../src/wire/translations-service.ts', import.meta.url)),
  },
];

const HEADER = `/**
 * The API's wire types, generated from its OpenAPI document by
 * \`npm run generate:wire-types\`. Do not edit: change the API's
 * schemas and regenerate; test/wire-types.test.ts fails while this file and the API disagree.
 */
`;

/**
 * @typedef {object} ApiModules  the API's own modules (from src/ or dist/)
 * @property {(options: any) => Promise<{ ready(): PromiseLike<unknown>; swagger(): object; close(): PromiseLike<unknown> }>} buildApp
 * @property {(env: Record<string, string>) => { database: any; smtpUrl: string | null; mailFrom: string }} loadConfig
 * @property {(target: any) => Promise<{ db: unknown; close(): Promise<void> }>} openDatabase
 * @property {(options: { smtpUrl: string | null; from: string }) => Promise<{ close(): Promise<void> }>} createMailer
 */

/**
 * The OpenAPI document the API serves at /openapi.json in production (so without the dev-only
 * routes), built in process on an in-memory database.
 * @param {ApiModules} api
 * @returns {Promise<object>}
 */
export async function apiOpenApiDocument({ buildApp, loadConfig, openDatabase, createMailer }) {
  // the services' keys only switch their routes on; nothing is served
  const serviceKeys = { CONTENT_API_KEY: 'openapi-document-only', TRANSLATIONS_API_KEY: 'openapi-document-only' };
  // and the image service's upload, which the stand-in takes as the hosted service does, is described
  // by its route (the portal reads its answer); the stand-in is never mounted in production
  const imageStandIn = { cloud: 'openapi-document-only', preset: 'openapi-document-only' };
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', ...serviceKeys }),
    imageStandIn,
  };
  // routes and their schemas need no tables: an empty in-memory database, not migrated (migrating
  // one on the embedded engine takes most of a minute on a busy machine)
  const database = await openDatabase(config.database, { migrate: false });
  const mailer = await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  try {
    const app = await buildApp({ config, db: database.db, mailer, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await mailer.close();
    await database.close();
  }
}

/**
 * @param {object} document  an OpenAPI 3 document
 * @returns {Promise<string>} the TypeScript source of its `paths`, `components` and `operations`
 */
export async function wireTypesSource(document) {
  const ast = await openapiTS(/** @type {any} */ (document), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

/**
 * Every generated types file and its source: the API's (without the services) and one per service.
 * @param {object} document  the API's OpenAPI document as it serves it
 * @returns {Promise<{ file: string, source: string }[]>}
 */
export async function wireTypesFiles(document) {
  const { api, services } = splitServices(namedSchemas(document));
  return [
    { file: WIRE_TYPES_FILE, source: await wireTypesSource(api) },
    ...(await Promise.all(services.map(async ({ file, document: service }) => ({ file, source: await wireTypesSource(service) })))),
  ];
}

/** The names of the shared schemas a part of the document refers to, directly or through others. */
function referencedSchemas(part, schemas) {
  const names = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name = key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '') : null;
      if (name && !names.has(name) && schemas[name]) {
        names.add(name);
        visit(schemas[name]);
      } else visit(inner);
    }
  };
  visit(part);
  return names;
}

/** The entries `keep` accepts, by name: the order the API registers its routes and schemas in (the resource folders') changes nothing. */
const pick = (record, keep) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => keep(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * The API's document without the services' paths (and the schemas only they use), and one
 * document per service with its paths relative to its own base URL.
 * @param {any} document  with schemas named by their $id (namedSchemas)
 */
function splitServices(document) {
  const schemas = document.components?.schemas ?? {};
  const ofService = (prefix) => (path) => path.startsWith(`${prefix}/`);
  const apiPaths = pick(document.paths, (path) => !SERVICES.some(({ prefix }) => ofService(prefix)(path)));
  const apiSchemas = referencedSchemas(apiPaths, schemas);
  const services = SERVICES.map(({ prefix, title, scheme, file }) => {
    const paths = Object.fromEntries(
      Object.entries(pick(document.paths, ofService(prefix))).map(([path, item]) => [path.slice(prefix.length), item]),
    );
    const used = referencedSchemas(paths, schemas);
    return {
      file,
      document: {
        openapi: document.openapi,
        info: { title, version: document.info.version },
        components: {
          schemas: pick(schemas, (name) => used.has(name)),
          securitySchemes: pick(document.components.securitySchemes, (name) => name === scheme),
        },
        security: [{ [scheme]: [] }],
        paths,
      },
    };
  });
  // a schema no path refers to stays with the API (the front end may name it)
  const onlyServices = new Set(
    services.flatMap(({ document: service }) => Object.keys(service.components.schemas)).filter((name) => !apiSchemas.has(name)),
  );
  return {
    api: {
      ...document,
      paths: apiPaths,
      components: { ...document.components, schemas: pick(schemas, (name) => !onlyServices.has(name)) },
    },
    services,
  };
}

/**
 * @fastify/swagger names shared schemas def-0, def-1, ... in the order they were added, and keeps
 * their $id as title. The types use the $id instead (components['schemas']['Project']), so a new
 * schema in the API renames nothing the front end imports.
 * @param {any} document
 */
function namedSchemas(document) {
  const schemas = Object.values(document.components?.schemas ?? {});
  const titles = schemas.map((schema) => schema.title);
  if (titles.some((title) => typeof title !== 'string') || new Set(titles).size !== titles.length) {
    throw new Error(`every shared schema of the API needs its own $id, got ${titles.join(', ')}`);
  }
  const refs = new Map(
    Object.keys(document.components?.schemas ?? {}).map((key, i) => [`#/components/schemas/${key}`, `#/components/schemas/${titles[i]}`]),
  );
  const renamed = JSON.parse(JSON.stringify(document), (key, value) => (key === '$ref' && refs.has(value) ? refs.get(value) : value));
  if (renamed.components?.schemas) {
    renamed.components.schemas = Object.fromEntries(Object.values(renamed.components.schemas).map((schema) => [schema.title, schema]));
  }
  return renamed;
}
