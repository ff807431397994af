/**
 * One definition per reference resource: its identity (names, permissions), its table and its
 * fields (see fields.ts). The record and PUT body schemas (so the OpenAPI document and the
 * handlers' types), the list whitelist, the CSV columns, the history's field list, the queries
 * (`find`, `count`: the table's row with each field's column or `select`, joined as `join` says),
 * the stored values of a body (each field's `write`) and the active flag's values all derive from
 * the fields, so a field is declared once; a resource gives its own only where it differs.
 */
import {
  Type,
  type Static,
  type TInteger,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnknown,
} from '@sinclair/typebox';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { ResourceIdentity } from '@ottilia/shared-contracts/resources';
import type { ListField, ListResource } from '../list/list-query.js';
import type { CsvColumn } from '../http/csv.js';
import { echoed } from '../http/schema-types.js';
import { countRows } from './count-rows.js';
import type { Field } from './fields.js';
import type { RecordQuery, ReferenceResource, ReferenceTable, RowOf, UniqueField, ValuesOf } from './reference-resource.js';

type Fields = Record<string, Field>;
type NoProperties = Record<never, never>;

type RecordProps<F extends Fields> = { eid: TString } & { [K in keyof F]: F[K]['record'] } & {
  version: TInteger;
  createdAt: TOptional<TString>;
  updatedAt: TOptional<TString>;
};
type BodyProps<F extends Fields, E extends TProperties> = { eid: TOptional<TString> } & {
  [K in keyof F]: F[K]['body'] extends TSchema ? F[K]['body'] : TOptional<TUnknown>;
} & { version: TOptional<TUnknown>; createdAt: TOptional<TUnknown>; updatedAt: TOptional<TUnknown> } & E;

// the intersection lets generic code see the properties every record has
export type RecordOf<F extends Fields> = Static<TObject<RecordProps<F>>> & {
  eid: string;
  version: number;
  createdAt?: string;
  updatedAt?: string;
};
export type BodyOf<F extends Fields, E extends TProperties = NoProperties> = Static<TObject<BodyProps<F, E>>>;

type Resource<T extends ReferenceTable, F extends Fields, E extends TProperties> = ReferenceResource<T, RecordOf<F>, BodyOf<F, E>>;

type Definition<T extends ReferenceTable, F extends Fields, E extends TProperties> = Omit<
  Resource<T, F, E>,
  'path' | 'kind' | 'noun' | 'plural' | 'permissions' | 'fields' | 'list' | 'schemas' | 'csv' | 'find' | 'count' | 'toValues' | 'unique'
> & {
  /** The unique fields with their 409 codes (from its definition, from-definition.ts); the name unless given. */
  unique?: readonly UniqueField[];
  /**
   * Its identity in @ottilia/shared-contracts/resources, which the front end reads too: path,
   * kind, nouns, permissions and the record schema's `$id` (its name in the OpenAPI document).
   */
  identity: ResourceIdentity;
  fields: F;
  /** More properties a body may carry (e.g. project types' `id`, an alias of the eid). */
  bodyAlso?: E;
  /** The list's order without `$orderBy`; by name unless given. */
  defaultOrderBy?: string;
  /** A table every record has one row of (e.g. its market), joined for its fields' `select`s. */
  join?: { table: PgTable; on: SQL };
  /** Own queries, where a record is more than its row and its fields' selects (agencies). */
  find?(db: Executor, query: RecordQuery): Promise<RecordOf<F>[]>;
  count?(db: Executor, where: SQL | undefined): Promise<number>;
  /** Own stored values of a body, instead of each field's `write`. */
  toValues?: Resource<T, F, E>['toValues'];
  /** What refers to a record, by kind: the referring column (`{ projects: projects.brandEid }`); a delete is refused while any row does. */
  usedBy?: Record<string, PgColumn>;
  /** Checks the stored values (of `write` or `toValues`) before they are saved; throws a Problem. */
  check?(tx: Executor, values: T['$inferInsert'], current: RowOf<T> | null): Promise<void>;
};

const timestamp = Type.String({ format: 'date-time' });

export function defineResource<T extends ReferenceTable, const F extends Fields, E extends TProperties = NoProperties>(
  definition: Definition<T, F, E>,
): ReferenceResource<T, RecordOf<F>, BodyOf<F, E>> {
  const { identity, fields, bodyAlso, defaultOrderBy = 'name asc', table, join, check, usedBy, ...rest } = definition;
  const { recordId } = identity;
  const entries = Object.entries(fields);
  const activeField = entries.find(([, field]) => field.active)?.[0];
  const activeValues =
    rest.activeValues ?? (activeField ? (isActive: boolean) => ({ [activeField]: isActive }) as Partial<T['$inferInsert']> : undefined);
  if (identity.hasActiveFlag !== Boolean(activeValues)) {
    throw new Error(
      `${recordId}: its identity ${identity.hasActiveFlag ? 'has' : 'has no'} active flag, its definition ${activeValues ? 'has' : 'has no'} activeValues`,
    );
  }

  const record = Type.Object(
    {
      eid: Type.String(),
      ...Object.fromEntries(entries.map(([name, field]) => [name, field.record])),
      version: Type.Integer(),
      createdAt: Type.Optional(timestamp),
      updatedAt: Type.Optional(timestamp),
    },
    { $id: recordId },
  );
  const body = Type.Object(
    {
      eid: Type.Optional(Type.String()),
      ...Object.fromEntries(entries.map(([name, field]) => [name, field.body ?? echoed])),
      version: echoed,
      createdAt: echoed,
      updatedAt: echoed,
      ...bodyAlso,
    },
    { additionalProperties: false },
  );

  const stored = entries.filter(([, field]) => field.body || field.stored).map(([name]) => name);
  const unknown = stored.filter((name) => !(name in table));
  if (unknown.length) throw new Error(`${recordId}: ${unknown.join(', ')} are not columns of its table`);
  const selects = Object.fromEntries(
    entries.filter(([name, field]) => !(name in table) && field.select).map(([name, field]) => [name, field.select!]),
  );
  const unread = entries.filter(([name]) => !(name in table) && !(name in selects)).map(([name]) => name);
  if (unread.length && !rest.find) throw new Error(`${recordId}: ${unread.join(', ')} are neither columns of its table nor selected`);

  const listFields: Record<string, ListField> = { eid: { column: table.eid, type: 'string' } };
  for (const [name, field] of entries) if (field.list) listFields[name] = field.list;
  listFields.createdAt = { column: table.createdAt, type: 'datetime' };
  listFields.updatedAt = { column: table.updatedAt, type: 'datetime' };
  const path = identity.apiPath.slice(1);
  const list: ListResource = { name: identity.nounPlural, fields: listFields, defaultOrderBy, tieBreaker: table.eid };

  type Rec = RecordOf<F>;
  const at = (record: Rec, name: string) => (record as Record<string, unknown>)[name];
  const csv: CsvColumn<Rec>[] = [
    { header: 'ID', value: (r) => r.eid },
    ...entries.flatMap(([name, field]) =>
      field.csv ? [{ header: field.csv.header, value: (r: Rec) => field.csv!.value(at(r, name)) }] : [],
    ),
    { header: 'Created', value: (r) => r.createdAt ?? null },
    { header: 'Updated', value: (r) => r.updatedAt ?? null },
  ];

  type Row = { row: Record<string, unknown> } & Record<string, unknown>;
  const toRecord = ({ row, ...selected }: Row) =>
    ({
      eid: row.eid,
      ...Object.fromEntries(entries.map(([name]) => [name, name in table ? row[name] : selected[name]])),
      version: row.version,
      createdAt: (row.createdAt as Date).toISOString(),
      updatedAt: (row.updatedAt as Date).toISOString(),
    }) as Rec;
  // drizzle types a select by its shape; this one is built from the fields, so it is typed by them (Rec)
  const from = (db: Executor, shape: Record<string, unknown>) => {
    const query = db
      .select(shape as never)
      .from(table as PgTable)
      .$dynamic();
    return join ? query.innerJoin(join.table, join.on) : query;
  };
  const find =
    rest.find ??
    (async (db: Executor, { where, orderBy, limit, offset = 0 }: RecordQuery) =>
      (
        (await from(db, { row: table, ...selects })
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)) as Row[]
      ).map(toRecord));
  // a joined table has one row per record: the total is the table's, counted joined for filters on joined fields
  const countOf =
    rest.count ??
    (async (db: Executor, where: SQL | undefined) => ((await from(db, { n: count() }).where(where)) as { n: number }[])[0]?.n ?? 0);

  const writers = entries.filter(([, field]) => field.body && field.write);
  const written =
    rest.toValues ??
    (async (_tx: Executor, body: BodyOf<F, E>, current: RowOf<T> | null) =>
      Object.fromEntries(
        writers.map(([name, field]) => [
          name,
          field.write!((body as Record<string, unknown>)[name], current?.[name as keyof RowOf<T>] ?? null),
        ]),
      ) as ValuesOf<T>);
  const toValues: Resource<T, F, E>['toValues'] = async (tx, body, current, user) => {
    const values = await written(tx, body, current, user);
    // the values hold every field a body writes
    await check?.(tx, values as T['$inferInsert'], current);
    return values;
  };

  const users = Object.entries(usedBy ?? {});
  const usage =
    rest.usage ??
    (users.length
      ? async (tx: Executor, eid: string) => {
          const counts: Record<string, number> = {};
          for (const [kind, column] of users) counts[kind] = await countRows(tx, column.table, eq(column, eid));
          return counts;
        }
      : undefined);

  return {
    ...rest,
    ...(activeValues ? { activeValues } : {}),
    ...(usage ? { usage } : {}),
    reads: [...(rest.reads ?? []), ...(join && !rest.reads?.includes(join.table) ? [join.table] : [])],
    find,
    count: countOf,
    toValues,
    path,
    kind: identity.kind,
    noun: identity.noun,
    plural: identity.nounPlural,
    permissions: identity.permissions,
    table,
    fields: stored as (keyof T['$inferSelect'] & string)[],
    list,
    // the builders typed each property; the object built from them has exactly those types
    schemas: { record: record as unknown as TObject<RecordProps<F>> & { $id: string }, body: body as unknown as TObject<BodyProps<F, E>> },
    csv,
  };
}
