import { sql, type SQL } from 'drizzle-orm';
import type { CompareOp, FilterNode, TextFunction, ValueLiteral } from './odata-filter.js';
import { comparable, foldsCase, operand, whitelistedField, type ListField, type ListResource } from './list-resource.js';

/**
 * Compiles a parsed $filter into a WHERE condition. Every literal goes in as a bound parameter
 * (no column encoders, so strings stay strings); only the fixed fragments below are SQL text.
 * Null semantics follow OData, not SQL: a comparison with a null column is false, `ne` is true
 * for null (IS DISTINCT FROM), and `not` turns an unknown result into true (IS NOT TRUE).
 */
export function compileFilter(node: FilterNode, resource: ListResource): SQL {
  switch (node.kind) {
    case 'and':
    case 'or':
      return sql`(${sql.join(
        node.operands.map((operand) => compileFilter(operand, resource)),
        node.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
    case 'not':
      return sql`(${compileFilter(node.operand, resource)}) is not true`;
    case 'compare': {
      const field = whitelistedField(resource, node.field, 'filter');
      if (node.value.kind === 'null') {
        return node.op === 'eq' ? sql`${operand(field)} is null` : sql`${operand(field)} is not null`;
      }
      return sql`${comparable(field)} ${COMPARE_SQL[node.op]} ${bound(field, node.value)}`;
    }
    case 'in': {
      const field = whitelistedField(resource, node.field, 'filter');
      return sql`${comparable(field)} in (${sql.join(
        node.values.map((value) => bound(field, value)),
        sql`, `,
      )})`;
    }
    case 'function': {
      const field = whitelistedField(resource, node.field, 'filter');
      const like = field.caseInsensitive === false ? sql`like` : sql`ilike`;
      return sql`${operand(field)} ${like} ${LIKE_PATTERN[node.name](escapeLike(node.value))} escape '\\'`;
    }
  }
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
