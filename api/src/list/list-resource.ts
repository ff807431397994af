import { SQL, is, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/problem.js';

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'uuid' | 'enum';

export interface ListField {
  column: AnyColumn | SQL; // drizzle column or SQL expression (e.g. a joined name)
  type: FieldType;
  values?: readonly string[]; // allowed values for 'enum'
  sortable?: boolean; // default true
  filterable?: boolean; // default true
  /** Strings: eq/ne/gt/ge/lt/le/in and sorting compare lower() of both sides. contains,
   *  startswith and endswith are case-insensitive (ILIKE) unless this is false. */
  caseInsensitive?: boolean;
  /**
   * For a NOT NULL column of a small reference table that the list reaches through a foreign
   * key (a project's brand name): a filter on the field first finds the matching keys of that
   * table, then compares the foreign key with them. The WHERE then needs no join, and the
   * planner sees literal keys it can take to an index, instead of a per-row test of a joined
   * column. Sorting still uses `column` (the route joins the table for it).
   */
  lookup?: { foreignKey: AnyColumn; table: PgTable; key: AnyColumn };
  /**
   * What sorting compares instead of `column`, as is: a key on the list's own table kept equal
   * to it (already lower()ed where the field folds case), indexed, so a sort joins nothing.
   */
  sortKey?: AnyColumn;
}

export interface ListResource {
  name: string; // for messages
  fields: Record<string, ListField>; // public field name -> column; the whitelist
  defaultOrderBy: string; // e.g. 'name asc' or 'createdAt desc'
  tieBreaker: AnyColumn; // unique column appended to every ORDER BY for stable paging, in the last term's direction
  maxSize?: number; // default 100 for normal pages; select lists allow 250
}

export type FieldUse = 'filter' | 'sort';

const USES = {
  filter: { code: 'filter-unknown-field', param: '$filter', verb: 'filtered' },
  sort: { code: 'orderby-unknown-field', param: '$orderBy', verb: 'sorted' },
} as const;

const allows = (field: ListField, use: FieldUse) => (use === 'filter' ? field.filterable : field.sortable) !== false;

/**
 * The whitelist lookup shared by $filter and $orderBy. Names are case-sensitive, as in OData;
 * Object.hasOwn keeps names like `constructor` or `__proto__` from reaching the prototype.
 */
export function whitelistedField(resource: ListResource, name: string, use: FieldUse, position?: number): ListField {
  const { code, param, verb } = USES[use];
  const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
  if (field && allows(field, use)) return field;
  const allowed = Object.keys(resource.fields).filter((key) => allows(resource.fields[key]!, use));
  const at = position === undefined ? '' : ` at position ${position}`;
  const problem = field ? `Field '${name}'${at} of ${param} cannot be ${verb}` : `Unknown field '${name}'${at} of ${param}`;
  throw badRequest(code, `${problem}; ${resource.name} can be ${verb} by: ${allowed.join(', ')}.`, {
    parameter: param,
    ...(position === undefined ? {} : { position }),
  });
}

/** Strings compared and sorted case-insensitively (both sides through lower()). */
export const foldsCase = (field: ListField) => field.type === 'string' && field.caseInsensitive === true;

/** A field's column; an SQL expression is parenthesised so operators cannot bind into it. */
export const operand = (field: ListField): AnyColumn | SQL => (is(field.column, SQL) ? sql`(${field.column})` : field.column);

/** lower(column) kept on the list's own table: a case-folding field's sort key (not a lookup's, which lives on another table). */
export const foldedKey = (field: ListField): AnyColumn | undefined => (foldsCase(field) && !field.lookup ? field.sortKey : undefined);

/** The column as compared: lower()ed for case-insensitive strings, through their folded key where there is one (it is indexed). */
export const comparable = (field: ListField): AnyColumn | SQL =>
  foldsCase(field) ? (foldedKey(field) ?? sql`lower(${operand(field)})`) : operand(field);

/** The column as sorted: the field's own sort key where it has one. */
export const sortable = (field: ListField): AnyColumn | SQL => field.sortKey ?? comparable(field);
