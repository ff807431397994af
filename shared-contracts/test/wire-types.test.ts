/**
 * The committed wire types must be what the API's OpenAPI document says today: a schema changed
 * in the API without `npm run generate:wire-types` fails here, so the
 * front end never compiles against an API that no longer exists.
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/client.js';
import { createMailer } from '../../api/src/mail/mailer.js';
import { apiOpenApiDocument, SERVICES, WIRE_TYPES_FILE, wireTypesFiles } from '../scripts/wire-types.mjs';
import { WIRE_LIMITS_FILE, wireLimitsSource } from '../scripts/wire-limits.mjs';
import type { ResponseBody, WirePage, WireProject } from '../src/wire/index.js';

interface Schema {
  title?: string;
  properties: Record<string, unknown>;
}

describe('wire types (src/wire/openapi.ts)', () => {
  let document: { components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    document = (await apiOpenApiDocument({ buildApp, loadConfig, openDatabase, createMailer })) as typeof document;
  }, 60_000);

  it('match the OpenAPI document of the API, the content and translations services apart', async () => {
    const files = await wireTypesFiles(document);
    expect(files.map(({ file }) => file)).toEqual([WIRE_TYPES_FILE, ...SERVICES.map(({ file }) => file)]);
    for (const { file, source } of files) expect(source).toBe(readFileSync(file, 'utf8'));
  });

  it('limits and enums (src/wire/limits.ts) match the document, and follow a change of a limit', () => {
    expect(wireLimitsSource(document)).toBe(readFileSync(WIRE_LIMITS_FILE, 'utf8'));
    const changed = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, { requestBody: { content: { 'application/json': { schema: Schema } } } }>>;
    };
    (
      changed.paths['/projects/{id}']!.put!.requestBody.content['application/json'].schema.properties.name as { maxLength: number }
    ).maxLength = 201;
    expect(wireLimitsSource(changed)).toContain('name: { minLength: 1, maxLength: 201 }');
  });

  it('differ as soon as the API changes a schema', async () => {
    const changed = structuredClone(document);
    Object.values(changed.components.schemas).find((schema) => schema.title === 'Project')!.properties.nickname = { type: 'string' };
    const [api] = await wireTypesFiles(changed);
    expect(api!.source).not.toBe(readFileSync(WIRE_TYPES_FILE, 'utf8'));
    expect(api!.source).toContain('nickname?: string;');
  });

  it("describe each service's paths relative to its own base URL, not the API's", async () => {
    const [api, content, translations] = await wireTypesFiles(document);
    expect(content!.source).toContain('"/news/{handle}": {');
    expect(content!.source).toContain('ContentNewsItem: {');
    expect(translations!.source).toContain('"/projects/{projectId}/languages": {');
    expect(api!.source).not.toContain('/content/');
    expect(api!.source).not.toContain('ContentNewsItem');
  });

  it('name the shapes the front end reads', () => {
    // compile-time checks: these lines stop type-checking when the API's shapes change
    const page: WirePage<'/projects'> = { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 };
    const status: WireProject['status'] = 'DRAFT';
    const me: Pick<ResponseBody<'/users/me', 'get'>, 'projectsRead'> = { projectsRead: true };
    expect([page.content, status, me.projectsRead]).toEqual([[], 'DRAFT', true]);
  });
});
