/** Fixtures for the backoffice reference resource tests (agencies, brands, domains, entities, types). */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import { BRANDS, DEFINITIONS, exampleBody, LEGAL_ENTITIES, PROJECT_TYPES, type Definition } from '@ottilia/shared-contracts/resources';
import { history } from '../../src/db/history-table.js';
import type { CallResponse, TestApp } from './test-app.js';

export interface ResourceFixture {
  path: string;
  /** history.resource */
  kind: string;
  permissions: { read: Permission; create: Permission; edit: Permission; delete: Permission };
  /** A valid body for a new record; `n` makes the name unique. */
  body(n: string): Record<string, unknown>;
  /** A seeded record that something refers to (a delete is refused), or null. */
  usedEid: string | null;
  hasActiveFlag: boolean;
}

/** The fixture of a resource written as a definition: everything from it. */
export const fixtureOf = (definition: Definition, usedEid: string | null): ResourceFixture => ({
  path: definition.identity.apiPath.slice(1),
  kind: definition.identity.kind,
  permissions: definition.identity.permissions as ResourceFixture['permissions'],
  body: (n) => exampleBody(definition, n),
  usedEid,
  hasActiveFlag: definition.identity.hasActiveFlag,
});

/** A seeded record of a defined resource that something refers to (its delete is refused), by kind. */
const USED: Record<string, string> = {
  [BRANDS.kind]: 'BR-AURORA-GIN',
  [LEGAL_ENTITIES.kind]: 'LE-OTTILIA-DK',
  [PROJECT_TYPES.kind]: 'PT-CAMPAIGN',
};

export const FIXTURES: Record<string, ResourceFixture> = {
  agencies: {
    path: 'agencies',
    kind: 'agency',
    permissions: { read: 'agenciesRead', create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
    body: (n) => ({
      name: `Test Agency ${n}`,
      marketCode: 'DK',
      mainContactName: 'Tess Tester',
      mainContactEmail: `tess.${n}@agency.example`,
    }),
    usedEid: 'AG-NORTHWIND',
    hasActiveFlag: true,
  },
  // every definition's, so a resource added by the recipe (conventions section 8a) gets these suites too
  ...Object.fromEntries(
    DEFINITIONS.map((definition) => [definition.identity.apiPath.slice(1), fixtureOf(definition, USED[definition.identity.kind] ?? null)]),
  ),
};

let counter = 0;
/** A short unique token for names and ids. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();
export const newEid = () => randomUUID();

/** Creates a record as a super admin; answers its eid and the reply. */
export async function createRecord(t: TestApp, fixture: ResourceFixture, overrides: Record<string, unknown> = {}) {
  const eid = newEid();
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/${fixture.path}/${eid}`,
    headers: { 'if-none-match': '*' },
    body: { ...fixture.body(unique()), ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`fixture ${fixture.path} not created: ${res.statusCode} ${res.body}`);
  return { eid, record: res.json() as Record<string, unknown> & { version: number; name: string } };
}

export const historyRows = (t: TestApp, kind: string, eid: string) =>
  t.db
    .select()
    .from(history)
    .where(and(eq(history.resource, kind), eq(history.resourceId, eid)))
    .orderBy(history.id);

export const fieldsOf = (res: CallResponse) => ((res.json().errors ?? []) as { field: string }[]).map((e) => e.field);

/** RFC 4180 text to rows of cells (quotes, doubled quotes, CRLF), for reading exports back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
