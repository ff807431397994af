/**
 * One definition per reference resource: its fields (see fields.ts) with the resource's names,
 * permissions and queries. The record and PUT body schemas (so the OpenAPI document and the
 * handlers' types), the list whitelist, the CSV columns and the history's field list all derive
 * from the fields, so a field is declared once.
 */
import { Type, type Static, type TInteger, type TObject, type TOptional, type TProperties, type TSchema, type TString, type TUnknown } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { ResourceIdentity } from '@ottilia/shared-contracts/resources';
import type { ListField, ListResource } from '../list/list-query.js';
import type { CsvColumn } from '../http/csv.js';
import { echoed } from '../http/schema-types.js';
import type { Field } from './fields.js';
import type { RecordQuery, ReferenceResource, ReferenceTable } from './reference-resource.js';

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
export type RecordOf<F extends Fields> = Static<TObject<RecordProps<F>>> & { eid: string; version: number; createdAt?: string; updatedAt?: string };
export type BodyOf<F extends Fields, E extends TProperties = NoProperties> = Static<TObject<BodyProps<F, E>>>;

type Definition<T extends ReferenceTable, F extends Fields, E extends TProperties> = Omit<
  ReferenceResource<T, RecordOf<F>, BodyOf<F, E>>,
  'path' | 'kind' | 'noun' | 'plural' | 'permissions' | 'fields' | 'list' | 'schemas' | 'csv' | 'find' | 'count'
> & {
  /**
   * Its identity in @ottilia/shared-contracts/resources, which the front end reads too: path,
   * kind, nouns, permissions and the record schema's `$id` (its name in the OpenAPI document).
   */
  identity: ResourceIdentity;
  fields: F;
  /** More properties a body may carry (e.g. project types' `id`, an alias of the eid). */
  bodyAlso?: E;
  defaultOrderBy: string;
  find(db: Parameters<ReferenceResource<T, RecordOf<F>, BodyOf<F, E>>['find']>[0], query: RecordQuery): Promise<RecordOf<F>[]>;
  count(db: Parameters<ReferenceResource<T, RecordOf<F>, BodyOf<F, E>>['count']>[0], where: SQL | undefined): Promise<number>;
};

const timestamp = Type.String({ format: 'date-time' });

export function defineResource<T extends ReferenceTable, const F extends Fields, E extends TProperties = NoProperties>(
  definition: Definition<T, F, E>,
): ReferenceResource<T, RecordOf<F>, BodyOf<F, E>> {
  const { identity, fields, bodyAlso, defaultOrderBy, table, ...rest } = definition;
  const { recordId } = identity;
  const entries = Object.entries(fields);
  if (identity.hasActiveFlag !== Boolean(rest.activeValues)) {
    throw new Error(`${recordId}: its identity ${identity.hasActiveFlag ? 'has' : 'has no'} active flag, its definition ${rest.activeValues ? 'has' : 'has no'} activeValues`);
  }

  const record = Type.Object(
    { eid: Type.String(), ...Object.fromEntries(entries.map(([name, field]) => [name, field.record])), version: Type.Integer(), createdAt: Type.Optional(timestamp), updatedAt: Type.Optional(timestamp) },
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
    ...entries.flatMap(([name, field]) => (field.csv ? [{ header: field.csv.header, value: (r: Rec) => field.csv!.value(at(r, name)) }] : [])),
    { header: 'Created', value: (r) => r.createdAt ?? null },
    { header: 'Updated', value: (r) => r.updatedAt ?? null },
  ];

  return {
    ...rest,
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
