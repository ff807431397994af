/**
 * A resource's API from its definition in @ottilia/shared-contracts/resources: its table (a text
 * column per text or enum, the active flag, `versioned()`, a unique index on the lower case of
 * each unique text), its fields for `defineResource` (validation, OpenAPI, list whitelist, CSV),
 * its pattern checks and its unique fields with their 409 codes.
 */
import type { TProperties } from '@sinclair/typebox';
import { sql, type HasDefault, type NotNull } from 'drizzle-orm';
import {
  boolean,
  pgTable,
  text as textColumn,
  uniqueIndex,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgTextBuilderInitial,
} from 'drizzle-orm/pg-core';
import { uniqueFields, type Definition, type FieldDefinition, type ResourceIdentity } from '@ottilia/shared-contracts/resources';
import { versioned } from '../db/columns.js';
import type { Executor } from '../db/client.js';
import { defineResource } from './define-resource.js';
import { activeFlag, oneOfValues, optionalText, text, type Field } from './fields.js';
import { invalidField } from './reference-problems.js';
import type { ReferenceTable } from './reference-resource.js';

type Fields = Record<string, Field>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_');

/** The table's SQL name: the API path in snake case ('email-domains' -> 'email_domains'). */
export const tableName = (definition: Definition) => snake(definition.identity.apiPath.slice(1));

/** The unique index of a field: `<table>_<column>_idx`, which a race's violation names. */
export const uniqueIndexName = (definition: Definition, field: string) => `${tableName(definition)}_${snake(field)}_idx`;

function column(name: string, field: FieldDefinition): PgColumnBuilderBase {
  if (field.kind === 'flag') return boolean(snake(name)).notNull().default(true);
  const base = textColumn(snake(name));
  return field.kind === 'text' && field.required === false ? base : base.notNull();
}

type Text = PgTextBuilderInitial<'', [string, ...string[]]>;
type Column<F extends FieldDefinition> = F extends { kind: 'flag' }
  ? NotNull<HasDefault<PgBooleanBuilderInitial<''>>>
  : F extends { required: false }
    ? Text
    : NotNull<Text>;
type Columns<D extends Definition> = { [K in keyof D['fields']]: Column<D['fields'][K]> };

const tables = new WeakMap<Definition, { table: unknown; columns?: Record<string, PgColumnBuilderBase> | undefined }>();

/**
 * The Drizzle table a definition describes (one object per definition). `columns` are what the
 * API adds or constrains beyond the definition (a server-set state, a column's reference): the
 * resource's table file passes them, and a later call without them answers the same table.
 */
export function tableOf<const D extends Definition, const C extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  definition: D,
  columns?: C,
) {
  const built = tables.get(definition);
  if (built && columns && built.columns !== columns) {
    throw new Error(
      `${definition.identity.apiPath}: its table was built before its table file added its columns (import the table file first)`,
    );
  }
  if (!built) tables.set(definition, { table: buildTable(definition, columns ?? {}), columns });
  return tables.get(definition)!.table as ReturnType<typeof buildTable<D, C>>;
}

function buildTable<const D extends Definition, const C extends Record<string, PgColumnBuilderBase>>(definition: D, more: C) {
  const name = tableName(definition);
  const fields = Object.fromEntries(Object.entries(definition.fields).map(([field, spec]) => [field, column(field, spec)])) as Columns<D>;
  const columns = { ...fields, ...more } as [keyof C] extends [never] ? Columns<D> : Omit<Columns<D>, keyof C> & C;
  const unique = uniqueFields(definition).map((field) => field.name);
  return pgTable(name, { eid: textColumn('eid').primaryKey(), ...columns, ...versioned() }, (t) =>
    unique.map((field) =>
      uniqueIndex(uniqueIndexName(definition, field)).on(sql`lower(${(t as unknown as Record<string, never>)[field]})`),
    ),
  );
}

type ApiField<F extends FieldDefinition> = F extends { kind: 'flag' }
  ? ReturnType<typeof activeFlag>
  : F extends { kind: 'enum' }
    ? ReturnType<typeof oneOfValues>
    : F extends { required: false }
      ? ReturnType<typeof optionalText>
      : ReturnType<typeof text>;
export type ApiFields<D extends Definition> = { -readonly [K in keyof D['fields']]: ApiField<D['fields'][K]> };

/** The fields of `defineResource`: texts listed case-insensitively (unless `matchCase`), each on its column of `table`. */
export function fieldsOf<const D extends Definition>(definition: D, table: ReferenceTable): ApiFields<D> {
  const columns = table as unknown as Record<string, never>;
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => {
      const list = field.list ?? {};
      const options = {
        column: list.column || list.search || list.filter || list.sort ? columns[name] : undefined,
        ...(list.sort === false ? { sortable: false } : {}),
        ...(field.csv ? { csv: field.csv } : {}),
        ...(field.description ? { description: field.description } : {}),
      };
      if (field.kind === 'flag') return [name, activeFlag(options)];
      if (field.kind === 'enum') return [name, oneOfValues(field.values, options)];
      const texts = {
        ...options,
        max: field.max,
        ...(field.matchCase ? {} : { caseInsensitive: true }),
        ...(field.lowerCase ? { lowerCase: true } : {}),
      };
      return [name, field.required === false ? optionalText(texts) : text(texts)];
    }),
  ) as ApiFields<D>;
}

/** Refuses stored values a field's pattern does not match (400, next to the field). */
export function patternCheck(definition: Definition) {
  const patterns = Object.entries(definition.fields).flatMap(([name, field]) =>
    field.kind === 'text' && field.pattern ? [{ name, regex: new RegExp(field.pattern.source), message: field.pattern.message }] : [],
  );
  return async (_tx: Executor, values: object) => {
    for (const { name, regex, message } of patterns) {
      const value = (values as Record<string, unknown>)[name];
      if (typeof value === 'string' && !regex.test(value)) throw invalidField(name, message);
    }
  };
}

/** Each unique field with its 409 code and the index a race violates. */
export const uniquesOf = (definition: Definition) =>
  uniqueFields(definition).map(({ name, code }) => ({ field: name, code, index: uniqueIndexName(definition, name) }));

type Options<D extends Definition, T extends ReferenceTable, M extends Fields, E extends TProperties> = Omit<
  Parameters<typeof defineResource<T, ApiFields<D> & M, E>>[0],
  'identity' | 'fields' | 'unique'
> & {
  /** Fields the API adds that are no part of the definition (a count, a joined name, a state it sets). */
  more?: M;
};

/** The resource `defineResource` builds from a definition: its fields, patterns and unique fields, plus what the API adds. */
export function definedResource<
  const D extends Definition,
  T extends ReferenceTable,
  const M extends Fields = Record<never, never>,
  E extends TProperties = Record<never, never>,
>(definition: D, options: Options<D, T, M, E>) {
  const { more, check, ...rest } = options;
  const patterns = patternCheck(definition);
  return defineResource<T, ApiFields<D> & M, E>({
    ...rest,
    // a resource outside the generated document (a test's throwaway one) has a path it does not list
    identity: definition.identity as ResourceIdentity,
    fields: { ...fieldsOf(definition, rest.table), ...more } as ApiFields<D> & M,
    unique: uniquesOf(definition),
    async check(tx, values, current) {
      await patterns(tx, values);
      await check?.(tx, values, current);
    },
  });
}
