import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/problem.js';
import { sortable, whitelistedField, type ListResource } from './list-resource.js';

export const ORDER_BY_LIMITS = { maxLength: 200, maxTerms: 5 } as const;

export interface OrderTerm {
  field: string;
  direction: 'asc' | 'desc';
}

const syntaxError = (detail: string, position: number) => badRequest('orderby-syntax', detail, { parameter: '$orderBy', position });

const TERM = /\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+([A-Za-z]+))?\s*/y;

/** `field [asc|desc], ...` (direction case-insensitive, default asc); fields from the whitelist. */
export function parseOrderBy(text: string, resource: ListResource): OrderTerm[] {
  if (text.length > ORDER_BY_LIMITS.maxLength) {
    throw badRequest('orderby-too-long', `$orderBy is ${text.length} characters long; at most ${ORDER_BY_LIMITS.maxLength} are allowed.`, {
      parameter: '$orderBy',
    });
  }
  const terms: OrderTerm[] = [];
  let index = 0;
  for (;;) {
    TERM.lastIndex = index;
    const match = TERM.exec(text);
    const rest = text.slice(index);
    const start = index + 1 + rest.length - rest.trimStart().length;
    if (!match) throw syntaxError(`Expected a field name at position ${start} of $orderBy, found ${found(text, index)}.`, start);
    const field = match[1]!;
    const direction = match[2] ?? 'asc';
    whitelistedField(resource, field, 'sort', start);
    const lowered = direction.toLowerCase();
    if (lowered !== 'asc' && lowered !== 'desc') {
      const position = index + match[0].lastIndexOf(direction) + 1;
      throw syntaxError(`Expected asc or desc after '${field}' at position ${position} of $orderBy, found '${direction}'.`, position);
    }
    if (terms.some((term) => term.field === field)) {
      throw syntaxError(`Field '${field}' at position ${start} of $orderBy is listed twice.`, start);
    }
    terms.push({ field, direction: lowered });
    if (terms.length > ORDER_BY_LIMITS.maxTerms) {
      throw badRequest('orderby-too-long', `$orderBy has more than ${ORDER_BY_LIMITS.maxTerms} terms.`, {
        parameter: '$orderBy',
        position: start,
      });
    }
    index += match[0].length;
    if (index === text.length) return terms;
    if (text[index] !== ',') {
      throw syntaxError(`Expected ',' or the end of $orderBy at position ${index + 1}, found ${found(text, index)}.`, index + 1);
    }
    index++;
  }
}

function found(text: string, index: number): string {
  const rest = text.slice(index).trimStart();
  return rest ? `'${rest.slice(0, 20)}${rest.length > 20 ? '…' : ''}'` : 'the end';
}

/** One term of a compiled order: the expression as compared (lower()ed where it folds case). */
export interface OrderKey {
  expression: AnyColumn | SQL;
  direction: 'asc' | 'desc';
}

/**
 * The order's terms ending with the resource's unique tie-breaker, so paging is stable. The
 * tie-breaker runs in the direction of the last term: then one index on (column, tie-breaker)
 * serves a sort on the column both ways (read backwards for desc, nulls first as PostgreSQL
 * puts them).
 */
export function orderKeys(terms: OrderTerm[], resource: ListResource): OrderKey[] {
  return [
    ...terms.map((term) => ({ expression: sortable(whitelistedField(resource, term.field, 'sort')), direction: term.direction })),
    { expression: resource.tieBreaker, direction: terms.at(-1)?.direction ?? 'asc' },
  ];
}

/** ORDER BY of the keys. */
export const orderByKeys = (keys: OrderKey[]): SQL[] =>
  keys.map((key) => (key.direction === 'desc' ? desc(key.expression) : asc(key.expression)));

/** ORDER BY terms ending with the resource's unique tie-breaker (see orderKeys). */
export const compileOrderBy = (terms: OrderTerm[], resource: ListResource): SQL[] => orderByKeys(orderKeys(terms, resource));
