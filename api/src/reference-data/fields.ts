/**
 * The fields of a reference resource, each declared once: how the record shows it (JSON schema
 * and TypeScript type through TypeBox), whether and how a PUT body may set it, how the list
 * filters and sorts it, its CSV column, and how a body's value becomes the stored one.
 * `defineResource` derives everything else from these.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { nullableString } from '../http/schema-types.js';
import type { ListField } from '../list/list-query.js';
import { activeLabel } from '../http/csv.js';

export const NAME_MAX = 120;

export type CsvValue = string | number | null;

export interface Field<S extends TSchema = TSchema, B extends TSchema | undefined = TSchema | undefined> {
  /** The record's property. */
  record: S;
  /** The PUT body's property, for a field a client writes (else the body may echo it, ignored). */
  body: B;
  /** A stored column that the server sets (not the body): its last value goes into history. */
  stored?: boolean | undefined;
  /** In the list whitelist ($filter, $orderBy). */
  list?: ListField | undefined;
  // a method, so a field of a narrower type still counts as a Field
  csv?: { header: string; value(value: Static<S>): CsvValue } | undefined;
  /** The stored value of a body's (`current`: the row's, null on create), for a field a client writes. */
  write?(value: unknown, current: unknown): unknown;
  /** What a record reads for a field that is no column of the table (a count, a joined name). */
  select?: AnyColumn | SQL | undefined;
  /** The active flag: bulk (de)activation writes it. */
  active?: true;
}

type ListOptions = Pick<ListField, 'caseInsensitive' | 'sortable' | 'filterable' | 'lookup'>;

interface Common extends ListOptions {
  /** Listed (filter and sort) on this column or SQL expression. */
  column?: AnyColumn | SQL;
  /** The CSV column's header; the field is left out of CSV files without one. */
  csv?: string;
  description?: string;
}

const described = (description?: string) => (description ? { description } : {});

function listed(type: ListField['type'], options: Common, values?: readonly string[]): ListField | undefined {
  const { column, caseInsensitive, sortable, filterable, lookup } = options;
  if (!column) return undefined;
  return {
    column,
    type,
    ...(values ? { values } : {}),
    ...(caseInsensitive ? { caseInsensitive } : {}),
    ...(sortable === false ? { sortable } : {}),
    ...(filterable === false ? { filterable } : {}),
    ...(lookup ? { lookup } : {}),
  };
}

const csvOf = <V>(header: string | undefined, value: (v: V) => CsvValue) => ({ csv: header ? { header, value } : undefined });

/** A trimmed text that is not blank. */
export const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

interface TextOptions extends Common {
  max: number;
  /** Stored in lower case (a type such as 'spirits', a domain). */
  lowerCase?: boolean;
}

/** Trimmed, and in lower case when the field says so. */
const normalised =
  ({ lowerCase }: TextOptions) =>
  (value: unknown) =>
    lowerCase ? (value as string).trim().toLowerCase() : (value as string).trim();

/** A text a client writes, required and not blank; stored trimmed. */
export function text(options: TextOptions) {
  return {
    record: Type.String(described(options.description)),
    body: requiredText(options.max),
    list: listed('string', options),
    ...csvOf(options.csv, (v: string) => v),
    write: normalised(options),
  } satisfies Field;
}

/** A text a record may show as null; `body` is what a client may write. */
function nullableText<B extends TSchema>(options: Common, body: B, write: Field['write']) {
  return {
    record: nullableString(described(options.description)),
    body,
    list: listed('string', options),
    ...csvOf(options.csv, (v: string | null) => v),
    write,
  } satisfies Field;
}

/** A required text that records from before it was required may show as null. */
export const laterRequiredText = (options: TextOptions) => nullableText(options, requiredText(options.max), normalised(options));

/** An e-mail address a client writes; shown as null on records from before it was required. */
export const email = (options: TextOptions) =>
  nullableText(options, Type.String({ format: 'email', maxLength: options.max }), normalised(options));

/** A text a client may leave out (kept) or clear (null, as an empty text). */
export function optionalText(options: TextOptions) {
  const trim = normalised(options);
  return nullableText(options, Type.Optional(nullableString({ maxLength: options.max })), (value, current) =>
    value === undefined ? (current ?? null) : (value === null ? '' : trim(value)) || null,
  );
}

/** The active flag: optional in a body (a new record starts active, an update keeps it), 'Active'/'Inactive' in CSV. */
export function activeFlag(options: Common) {
  return {
    record: Type.Boolean(),
    body: Type.Optional(Type.Boolean()),
    list: listed('boolean', options),
    ...csvOf(options.csv ?? 'Status', activeLabel),
    write: (value: unknown, current: unknown) => value ?? current ?? true,
    active: true,
  } as const satisfies Field;
}

type ReadOnlyType = Exclude<ListField['type'], 'enum'>;

/**
 * A field the server computes or joins (a count, a joined name, a state set by a workflow).
 * A body may send it back unchanged; it is ignored.
 */
export function readOnly<S extends TSchema>(
  schema: S,
  options: Common & {
    type?: ReadOnlyType;
    values?: readonly string[];
    stored?: boolean;
    select?: AnyColumn | SQL;
    csvValue?: (v: Static<S>) => CsvValue;
  } = {},
) {
  const type: ListField['type'] = options.values ? 'enum' : (options.type ?? 'string');
  const { csv, csvValue = (v: Static<S>) => v as CsvValue } = options;
  return {
    record: schema,
    body: undefined,
    stored: options.stored === true,
    list: listed(type, options, options.values),
    csv: csv ? { header: csv, value: csvValue } : undefined,
    // not a column of the table: read where it is listed unless told
    select: options.stored ? undefined : (options.select ?? options.column),
  } satisfies Field<S, undefined>;
}

/** One of `values`, as a client writes it. */
export function oneOfValues(values: readonly string[], options: Common) {
  const schema = Type.Unsafe<string>({ type: 'string', enum: [...values], ...described(options.description) });
  return {
    record: schema,
    body: schema,
    list: listed('enum', options, values),
    ...csvOf(options.csv, (v: string) => v),
    write: (value: unknown) => value,
  } satisfies Field;
}
