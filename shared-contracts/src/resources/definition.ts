/**
 * A reference resource written once: its identity with its fields, each with its kind, label key,
 * rules and list behaviour. The API derives its table, validation, OpenAPI schema, uniqueness
 * checks (each unique field's own 409 code) and routes from it; the front end its form, draft,
 * columns, search and history labels; the tests their fixture. No React, no database.
 */
import type { identity } from './identity.ts';

export interface ListBehaviour {
  /** A column of the list (the naming field is always one). */
  column?: boolean;
  /** Searched by the list's search box. */
  search?: boolean;
  /** A filter of the list (a flag's or an enum's values). */
  filter?: boolean;
  /** Sortable (a column is, unless false). */
  sort?: boolean;
}

interface Common {
  /** The label's key in the owning remote's namespace; `<labels>.fields.<name>`, else `common.<name>`, unless given. */
  label?: string;
  list?: ListBehaviour;
  /** The CSV export's header; the field is left out of exports without one (a flag is 'Status'). */
  csv?: string;
  /** The OpenAPI document's description of the field. */
  description?: string;
}

/** A text: trimmed; required and not blank unless `required: false` (then empty is null). */
export interface TextField extends Common {
  kind: 'text';
  required?: boolean;
  max: number;
  /** A regular expression the stored (trimmed, lower-cased) value must match, and what the form and the 400 say otherwise. */
  pattern?: { source: string; message: string };
  /** Stored in lower case (a type, a domain, a code). */
  lowerCase?: boolean;
  /** Unique whatever its case: the 409's code when another record has it (e.g. 'duplicate-code'). */
  unique?: string;
  /** Compared in its own case by the list's filters and order (a code); other texts fold case. */
  matchCase?: boolean;
  /** The i-th example value, unique by `n` where it can be (tests and fixtures), where `Test <name> <n>` would not do (a pattern). */
  example?: (i: number, n: string) => string;
}

/** One of a fixed list of values. */
export interface EnumField extends Common {
  kind: 'enum';
  values: readonly [string, ...string[]];
}

/** The active flag: a new record starts active, bulk (de)activation writes it, 'Active'/'Inactive'. */
export interface FlagField extends Common {
  kind: 'flag';
}

export type FieldDefinition = TextField | EnumField | FlagField;

export type Identity = ReturnType<typeof identity>;

/** An identity with its fields: what `reference(identity, fields)` gives. */
export interface Definition<I extends Identity = Identity, F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>> {
  identity: I;
  fields: F;
  /** The field that names a record (its list column, the history's and dialogs' name): the first text unless given. */
  title: string;
}

/** The value of a field: a flag a boolean, an optional text string or null, any other a string. */
export type ValueOf<F extends FieldDefinition> = F extends FlagField
  ? boolean
  : F extends EnumField
    ? F['values'][number]
    : F extends { required: false }
      ? string | null
      : string;

/** A record of the resource as the API answers it. */
export type RecordOf<D extends Definition> = { eid: string; version: number; createdAt?: string; updatedAt?: string } & {
  [K in keyof D['fields']]: ValueOf<D['fields'][K]>;
};

/** The form's draft: a flag a boolean, every other field a string (null as empty). */
export type DraftOf<D extends Definition> = { [K in keyof D['fields']]: D['fields'][K] extends FlagField ? boolean : string };

export function reference<const I extends Identity, const F extends Record<string, FieldDefinition>>(
  id: I,
  fields: F,
  options: { title?: keyof F & string } = {},
): Definition<I, F> {
  const entries = Object.entries(fields);
  const flags = entries.filter(([, field]) => field.kind === 'flag').map(([name]) => name);
  if (id.hasActiveFlag !== (flags.length === 1) || (flags.length && flags[0] !== 'isActive')) {
    throw new Error(`${id.apiPath}: a resource with the active flag has one flag field, isActive; one without has none`);
  }
  const title = options.title ?? entries.find(([, field]) => field.kind === 'text')?.[0];
  if (!title) throw new Error(`${id.apiPath}: no text field names its records`);
  return { identity: id, fields, title };
}

/** The texts a resource's uniqueness checks, with their 409 codes. */
export const uniqueFields = (definition: Definition) =>
  Object.entries(definition.fields).flatMap(([name, field]) =>
    field.kind === 'text' && field.unique ? [{ name, code: field.unique }] : [],
  );

/** The list's columns after the naming one, in the definition's order (the flag is the Status column). */
export const listColumns = (definition: Definition) =>
  Object.entries(definition.fields)
    .filter(([name, field]) => name !== definition.title && field.kind !== 'flag' && field.list?.column)
    .map(([name]) => name);

/** The fields the list's search box looks in. */
export const searchFields = (definition: Definition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.list?.search)
    .map(([name]) => name);

/** The label key of a field in its remote's namespace (a screen falls back to `common.<name>`). */
export const labelKey = (definition: Definition, name: string) =>
  definition.fields[name]?.label ?? `${definition.identity.labels.replace(/\.resource$/, '')}.fields.${name}`;

let examples = 0;

/**
 * A valid PUT body for a new record, unique by `n` (letters and digits) and the field's `example`:
 * the shared API suite's fixture and the demo records' shape.
 */
export function exampleBody(definition: Definition, n: string): Record<string, unknown> {
  const i = examples++;
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => {
      if (field.kind === 'flag') return [name, true];
      if (field.kind === 'enum') return [name, field.values[0]];
      return [name, field.example ? field.example(i, n) : `Test ${name} ${n}`.slice(-field.max)];
    }),
  );
}

/** A row of the demo seed: the record's eid and every field's value, typed by the definition. */
export type SeedRow<D extends Definition> = { eid: string } & { [K in keyof D['fields']]: ValueOf<D['fields'][K]> };

/** What a stored row of the resource breaks of its definition's rules, one line per field ([] when nothing). */
export function rowProblems(definition: Definition, row: Record<string, unknown>): string[] {
  return Object.entries(definition.fields).flatMap(([name, field]) => {
    const value = row[name];
    if (field.kind === 'flag') return typeof value === 'boolean' ? [] : [`${name}: a boolean`];
    if (field.kind === 'enum') return field.values.includes(value as string) ? [] : [`${name}: one of ${field.values.join(', ')}`];
    if (value === null && field.required === false) return [];
    if (typeof value !== 'string' || !value.trim()) return [`${name}: a text that is not blank`];
    const problems = [];
    if (value !== value.trim()) problems.push(`${name}: trimmed`);
    if (value.length > field.max) problems.push(`${name}: at most ${field.max} characters`);
    if (field.lowerCase && value !== value.toLowerCase()) problems.push(`${name}: in lower case`);
    if (field.pattern && !new RegExp(field.pattern.source).test(value)) problems.push(`${name}: ${field.pattern.message}`);
    return problems;
  });
}

/**
 * The demo seed's rows of a resource, typed and checked by its definition: a row without a field,
 * a value breaking a rule, or two rows sharing a unique value throw when the seed module loads.
 * A row may carry columns the API adds (a state set by the server).
 */
export function seedRows<const D extends Definition, const R extends SeedRow<D>>(definition: D, rows: readonly R[]): readonly R[] {
  const problems = rows.flatMap((row) => rowProblems(definition, row).map((problem) => `${row.eid} ${problem}`));
  for (const { name, exact } of [{ name: 'eid', exact: true }, ...uniqueFields(definition).map(({ name }) => ({ name, exact: false }))]) {
    const seen = new Set<string>();
    for (const row of rows) {
      const stored = String((row as Record<string, unknown>)[name]);
      const value = exact ? stored : stored.toLowerCase();
      if (seen.has(value)) problems.push(`${row.eid} ${name}: unique, and another row has it`);
      seen.add(value);
    }
  }
  if (problems.length) throw new Error(`${definition.identity.apiPath}: seed rows break the definition: ${problems.join('; ')}`);
  return rows;
}
