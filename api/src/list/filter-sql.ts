import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CompareOp, FilterNode, TextFunction, ValueLiteral } from './odata-filter.js';
import { comparable, foldedKey, foldsCase, operand, whitelistedField, type ListField, type ListResource } from './list-resource.js';

type Leaf = Extract<FilterNode, { field: string }>;

/** The keys of a lookup field's reference table that match a filter condition, per condition. */
export type LookupKeys = ReadonlyMap<Leaf, readonly unknown[]>;

/**
 * Compiles a parsed $filter into a WHERE condition. Every literal goes in as a bound parameter
 * (no column encoders, so strings stay strings); only the fixed fragments below are SQL text.
 * Null semantics follow OData, not SQL: a comparison with a null column is false, `ne` is true
 * for null (IS DISTINCT FROM), and `not` turns an unknown result into true (IS NOT TRUE).
 * Conditions on lookup fields compare the foreign key with the keys `findLookupKeys` found.
 */
export function compileFilter(node: FilterNode, resource: ListResource, lookupKeys: LookupKeys = new Map()): SQL {
  switch (node.kind) {
    case 'and':
    case 'or':
      return sql`(${sql.join(
        node.operands.map((operand) => compileFilter(operand, resource, lookupKeys)),
        node.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
    case 'not':
      return sql`(${compileFilter(node.operand, resource, lookupKeys)}) is not true`;
    default: {
      const field = whitelistedField(resource, node.field, 'filter');
      return field.lookup ? compileLookup(node, field.lookup.foreignKey, lookupKeys) : compileLeaf(node, field);
    }
  }
}

function compileLeaf(node: Leaf, field: ListField): SQL {
  switch (node.kind) {
    case 'compare':
      if (node.value.kind === 'null') {
        return node.op === 'eq' ? sql`${operand(field)} is null` : sql`${operand(field)} is not null`;
      }
      return sql`${comparable(field)} ${COMPARE_SQL[node.op]} ${bound(field, node.value)}`;
    case 'in':
      return sql`${comparable(field)} in (${sql.join(
        node.values.map((value) => bound(field, value)),
        sql`, `,
      )})`;
    case 'function': {
      const pattern = LIKE_PATTERN[node.name](escapeLike(node.value));
      // LIKE on lower(column) with a lowered pattern is ILIKE, and the folded key's indexes serve it
      const folded = foldedKey(field);
      if (folded) return sql`${folded} like lower(${pattern}) escape '\\'`;
      const like = field.caseInsensitive === false ? sql`like` : sql`ilike`;
      return sql`${operand(field)} ${like} ${pattern} escape '\\'`;
    }
  }
}

/**
 * A lookup field's condition on the foreign key. The name is NOT NULL in its table, so the name
 * is null exactly when the foreign key is; `ne` is `not eq` under OData's null rules (true when
 * there is no referenced row), so its keys are those of the `eq` condition.
 */
function compileLookup(node: Leaf, foreignKey: AnyColumn, lookupKeys: LookupKeys): SQL {
  if (node.kind === 'compare' && node.value.kind === 'null') {
    return node.op === 'eq' ? sql`${foreignKey} is null` : sql`${foreignKey} is not null`;
  }
  const keys = lookupKeys.get(node);
  if (!keys) throw new Error(`The keys of the lookup field '${node.field}' were not looked up before compiling the filter.`);
  const matches = keys.length
    ? sql`${foreignKey} in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`
    : sql`false`;
  return node.kind === 'compare' && node.op === 'ne' ? sql`(${matches}) is not true` : matches;
}

/** The conditions on lookup fields that need their table's keys (all but comparisons with null). */
function lookupLeaves(node: FilterNode, resource: ListResource, into: Leaf[] = []): Leaf[] {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const operand of node.operands) lookupLeaves(operand, resource, into);
      break;
    case 'not':
      lookupLeaves(node.operand, resource, into);
      break;
    default:
      if (whitelistedField(resource, node.field, 'filter').lookup && !(node.kind === 'compare' && node.value.kind === 'null'))
        into.push(node);
  }
  return into;
}

/**
 * Finds the reference keys for every lookup condition of a filter in one query (one array per
 * condition), for `compileFilter`. `execute` runs the query and answers its rows.
 */
export async function findLookupKeys(
  node: FilterNode,
  resource: ListResource,
  execute: (query: SQL) => Promise<Record<string, unknown>[]>,
): Promise<LookupKeys> {
  const leaves = lookupLeaves(node, resource);
  if (leaves.length === 0) return new Map();
  const arrays = leaves.map((leaf, i) => {
    const field = whitelistedField(resource, leaf.field, 'filter');
    const { table, key } = field.lookup!;
    const positive: Leaf = leaf.kind === 'compare' && leaf.op === 'ne' ? { ...leaf, op: 'eq' } : leaf;
    return sql`array(select ${key} from ${table} where ${compileLeaf(positive, field)}) as ${sql.identifier(`k${i}`)}`;
  });
  const [row] = await execute(sql`select ${sql.join(arrays, sql`, `)}`);
  return new Map(leaves.map((leaf, i) => [leaf, (row?.[`k${i}`] ?? []) as unknown[]]));
}

const COMPARE_SQL: Record<CompareOp, SQL> = {
  eq: sql`=`,
  ne: sql`is distinct from`,
  gt: sql`>`,
  ge: sql`>=`,
  lt: sql`<`,
  le: sql`<=`,
};

const LIKE_PATTERN: Record<TextFunction, (text: string) => string> = {
  contains: (text) => `%${text}%`,
  startswith: (text) => `${text}%`,
  endswith: (text) => `%${text}`,
};

/** The user's text matches literally: LIKE's wildcards and its escape character are escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A literal as a bound parameter. PostgreSQL infers the parameter's type from the column, which
 * keeps indexes usable; numbers are cast to numeric so a decimal or an out-of-range integer
 * compares correctly with any numeric column instead of failing.
 */
function bound(field: ListField, value: ValueLiteral): SQL {
  switch (value.kind) {
    case 'number':
      return sql`${value.value}::numeric`;
    case 'date':
      return field.type === 'datetime' ? sql`${`${value.value}T00:00:00Z`}` : sql`${value.value}`;
    case 'string':
      if (foldsCase(field)) return sql`lower(${value.value}::text)`;
      return sql`${field.type === 'uuid' ? value.value.toLowerCase() : value.value}`;
    default:
      return sql`${value.value}`;
  }
}
