// The API's wire types: its OpenAPI document, turned into TypeScript by openapi-typescript.
// Shared by the generator script (API built to dist/) and the drift test (API from source).
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed output, which the front end imports through `@ottilia/shared-contracts/wire`. */
export const WIRE_TYPES_FILE = fileURLToPath(new URL('../src/wire/openapi.ts', import.meta.url));

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
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' });
  const database = await openDatabase(config.database);
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
  const ast = await openapiTS(/** @type {any} */ (namedSchemas(document)), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
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
  const refs = new Map(Object.keys(document.components?.schemas ?? {}).map((key, i) => [`#/components/schemas/${key}`, `#/components/schemas/${titles[i]}`]));
  const renamed = JSON.parse(JSON.stringify(document), (key, value) => (key === '$ref' && refs.has(value) ? refs.get(value) : value));
  if (renamed.components?.schemas) {
    renamed.components.schemas = Object.fromEntries(Object.values(renamed.components.schemas).map((schema) => [schema.title, schema]));
  }
  return renamed;
}
