/**
 * The names of the records a history entry's changes refer to by id (a requester's user id, a
 * user's agency, a project's brand, markets by code), so a screen can show names, not ids. Which
 * fields hold ids of what is said once here, by field name, for every resource's history.
 */
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { legalEntities } from '../legal-entities/legal-entity-table.js';
import { markets } from '../markets/market-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { users } from '../users/user-table.js';

interface Reference {
  fields: readonly string[];
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
}

export const REFERENCES: readonly Reference[] = [
  {
    fields: ['requestedBy', 'userEid', 'createdBy', 'updatedBy', 'decidedBy', 'addedBy'],
    table: users,
    id: users.eid,
    name: users.displayName,
  },
  { fields: ['agencyEid'], table: agencies, id: agencies.eid, name: agencies.name },
  { fields: ['brandEid'], table: brands, id: brands.eid, name: brands.name },
  { fields: ['projectTypeEid'], table: projectTypes, id: projectTypes.eid, name: projectTypes.name },
  { fields: ['legalEntityEid'], table: legalEntities, id: legalEntities.eid, name: legalEntities.name },
  { fields: ['marketCode', 'country', 'markets'], table: markets, id: markets.code, name: markets.countryName },
];

/** The ids a change holds: a value, or the `from` and `to` of an update, each a string or a list of them. */
function idsIn(change: unknown): string[] {
  const values =
    typeof change === 'object' && change !== null && !Array.isArray(change)
      ? [(change as { from?: unknown }).from, (change as { to?: unknown }).to]
      : [change];
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The ids each reference's fields hold across `changes`. */
function referencedIds(changes: readonly Record<string, unknown>[]) {
  return REFERENCES.map((reference) => new Set(changes.flatMap((entry) => reference.fields.flatMap((field) => idsIn(entry[field])))));
}

/**
 * For each entry's changes, `{ id: name }` of the ids its reference fields hold (one query per
 * kind of record referred to). An id whose record is gone has no name: it shows as it is.
 */
export async function namesOf(db: Executor, changes: readonly Record<string, unknown>[]): Promise<Record<string, string>[]> {
  const wanted = referencedIds(changes);
  const found = await Promise.all(
    REFERENCES.map(async (reference, i) => {
      const ids = [...wanted[i]!];
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db.select({ id: reference.id, name: reference.name }).from(reference.table).where(inArray(reference.id, ids));
      return new Map(rows.map((row) => [String(row.id), String(row.name)]));
    }),
  );
  return changes.map((entry) => {
    const names: Record<string, string> = {};
    REFERENCES.forEach((reference, i) => {
      for (const id of reference.fields.flatMap((field) => idsIn(entry[field]))) {
        const name = found[i]!.get(id);
        if (name !== undefined) names[id] = name;
      }
    });
    return names;
  });
}
