import { badRequest } from '../http/problem.js';
import { describeToken, syntaxError, tokenize, type Literal, type Token } from './filter-tokens.js';
import { whitelistedField, type FieldType, type ListField, type ListResource } from './list-resource.js';

export type { Literal } from './filter-tokens.js';
export type ValueLiteral = Exclude<Literal, { kind: 'null' }>;

/**
 * The $filter subset (docs/conventions.md section 5), parsed by hand into a tree whose every field is on
 * the resource's whitelist and whose every literal fits its field, so compiling cannot fail.
 *
 *   or      := and ('or' and)*
 *   and     := unary ('and' unary)*
 *   unary   := 'not' unary | primary
 *   primary := '(' or ')' | function '(' field ',' string ')' | field op literal
 *            | field 'in' '(' literal (',' literal)* ')'
 *
 * A comparison always has a field on the left and a literal on the right. Keywords and function
 * names are case-insensitive (as OData 4.01 allows); field names are case-sensitive.
 */
export const FILTER_LIMITS = { maxLength: 2000, maxDepth: 10, maxComparisons: 50, maxInValues: 100 } as const;

export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type TextFunction = 'contains' | 'startswith' | 'endswith';

export type FilterNode =
  | { kind: 'and' | 'or'; operands: FilterNode[] }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; field: string; op: CompareOp; value: Literal }
  | { kind: 'in'; field: string; values: ValueLiteral[] }
  | { kind: 'function'; name: TextFunction; field: string; value: string };

const COMPARE_OPS: ReadonlySet<string> = new Set<CompareOp>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS: ReadonlySet<string> = new Set<TextFunction>(['contains', 'startswith', 'endswith']);
const KEYWORDS: ReadonlySet<string> = new Set([...COMPARE_OPS, 'in', 'and', 'or', 'not', 'true', 'false', 'null']);
const ORDERED_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['string', 'number', 'date', 'datetime']);

export function parseFilter(text: string, resource: ListResource): FilterNode {
  if (text.length > FILTER_LIMITS.maxLength) {
    throw badRequest('filter-too-long', `$filter is ${text.length} characters long; at most ${FILTER_LIMITS.maxLength} are allowed.`, {
      parameter: '$filter',
    });
  }
  return new FilterParser(tokenize(text), resource).parse();
}

const keyword = (token: Token) => (token.type === 'word' ? token.text.toLowerCase() : undefined);

class FilterParser {
  private index = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly resource: ListResource,
  ) {}

  parse(): FilterNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.type !== 'end') {
      throw syntaxError(
        `Expected 'and', 'or' or the end of $filter at position ${rest.position}, found ${describeToken(rest)}.`,
        rest.position,
      );
    }
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.index++;
    return token;
  }

  private expect(type: '(' | ')' | ',', context: string): Token {
    const token = this.next();
    if (token.type !== type) {
      throw syntaxError(`Expected '${type}' ${context} at position ${token.position}, found ${describeToken(token)}.`, token.position);
    }
    return token;
  }

  private parseOr(): FilterNode {
    return this.parseChain('or', () => this.parseAnd());
  }

  private parseAnd(): FilterNode {
    return this.parseChain('and', () => this.parseUnary());
  }

  private parseChain(kind: 'and' | 'or', operand: () => FilterNode): FilterNode {
    const operands = [operand()];
    while (keyword(this.peek()) === kind) {
      this.index++;
      operands.push(operand());
    }
    return operands.length === 1 ? operands[0]! : { kind, operands };
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (keyword(token) !== 'not') return this.parsePrimary();
    this.index++;
    return this.nested(token, () => ({ kind: 'not', operand: this.parseUnary() }));
  }

  /** Depth counts open parentheses and `not`s, so neither can exhaust the stack. */
  private nested(token: Token, inner: () => FilterNode): FilterNode {
    if (++this.depth > FILTER_LIMITS.maxDepth) {
      throw badRequest('filter-too-deep', `$filter nests deeper than ${FILTER_LIMITS.maxDepth} levels at position ${token.position}.`, {
        parameter: '$filter',
        position: token.position,
      });
    }
    const node = inner();
    this.depth--;
    return node;
  }

  private parsePrimary(): FilterNode {
    const token = this.next();
    if (token.type === '(') {
      return this.nested(token, () => {
        const node = this.parseOr();
        this.expect(')', `to close the '(' at position ${token.position}`);
        return node;
      });
    }
    const name = this.fieldName(token, "a field name, a function or '('");
    if (this.peek().type === '(') return this.parseFunction(token);
    return this.parseComparison(name, token.position);
  }

  /** The token as a field name; a name followed by '(' is a function call, refused unless supported. */
  private fieldName(token: Token, expected: string): string {
    const word = keyword(token);
    if (token.type !== 'word' || KEYWORDS.has(word!)) {
      throw syntaxError(`Expected ${expected} at position ${token.position}, found ${describeToken(token)}.`, token.position);
    }
    if (this.peek().type === '(' && !FUNCTIONS.has(word!)) {
      throw badRequest(
        'filter-unsupported-function',
        `Unsupported function '${token.text}' at position ${token.position} of $filter; supported functions: ${[...FUNCTIONS].join(', ')}.`,
        { parameter: '$filter', position: token.position },
      );
    }
    return token.text;
  }

  private countComparison(position: number): void {
    if (++this.comparisons > FILTER_LIMITS.maxComparisons) {
      throw badRequest(
        'filter-too-complex',
        `$filter has more than ${FILTER_LIMITS.maxComparisons} comparisons; the next one starts at position ${position}.`,
        { parameter: '$filter', position },
      );
    }
  }

  private parseFunction(nameToken: Token): FilterNode {
    const name = nameToken.text.toLowerCase() as TextFunction;
    this.countComparison(nameToken.position);
    this.expect('(', `after ${name}`);
    const fieldToken = this.next();
    const field = this.fieldName(fieldToken, `a field name as the first argument of ${name}`);
    const definition = whitelistedField(this.resource, field, 'filter', fieldToken.position);
    if (definition.type !== 'string') {
      throw typeMismatch(
        `${name} needs a text field, but '${field}' at position ${fieldToken.position} is ${article(definition.type)}`,
        fieldToken.position,
      );
    }
    this.expect(',', `after the field of ${name}`);
    const valueToken = this.next();
    if (valueToken.type !== 'literal' || valueToken.literal.kind !== 'string') {
      throw typeMismatch(
        `${name} needs a quoted string as its second argument at position ${valueToken.position}, found ${describeToken(valueToken)}`,
        valueToken.position,
      );
    }
    this.expect(')', `to close ${name}`);
    return { kind: 'function', name, field, value: valueToken.literal.value };
  }

  private parseComparison(field: string, position: number): FilterNode {
    const definition = whitelistedField(this.resource, field, 'filter', position);
    this.countComparison(position);
    const opToken = this.next();
    const op = keyword(opToken);
    if (op === 'in') return this.parseIn(field, definition);
    if (op === undefined || !COMPARE_OPS.has(op)) {
      throw syntaxError(
        `Expected an operator (eq, ne, gt, ge, lt, le or in) after '${field}' at position ${opToken.position}, found ${describeToken(opToken)}.`,
        opToken.position,
      );
    }
    const valueToken = this.next();
    const value = literalOf(valueToken, `after '${opToken.text}'`);
    checkComparison(field, definition, op as CompareOp, value, valueToken);
    return { kind: 'compare', field, op: op as CompareOp, value };
  }

  private parseIn(field: string, definition: ListField): FilterNode {
    const open = this.expect('(', `after 'in'`);
    const values: ValueLiteral[] = [];
    for (;;) {
      const token = this.next();
      const value = literalOf(token, 'in the in list');
      if (value.kind === 'null') {
        throw typeMismatch(`An in list cannot hold null (position ${token.position}); use '${field} eq null'`, token.position);
      }
      checkLiteral(field, definition, value, token);
      values.push(value);
      if (values.length > FILTER_LIMITS.maxInValues) {
        throw badRequest(
          'filter-too-complex',
          `The in list at position ${open.position} of $filter has more than ${FILTER_LIMITS.maxInValues} values.`,
          { parameter: '$filter', position: open.position },
        );
      }
      const separator = this.next();
      if (separator.type === ')') return { kind: 'in', field, values };
      if (separator.type !== ',') {
        throw syntaxError(
          `Expected ',' or ')' in the in list at position ${separator.position}, found ${describeToken(separator)}.`,
          separator.position,
        );
      }
    }
  }
}

function literalOf(token: Token, context: string): Literal {
  if (token.type === 'literal') return token.literal;
  const word = keyword(token);
  if (word === 'true' || word === 'false') return { kind: 'boolean', value: word === 'true' };
  if (word === 'null') return { kind: 'null' };
  throw syntaxError(
    `Expected a value (a quoted string, number, true, false, null or date) ${context} at position ${token.position}, found ${describeToken(token)}.`,
    token.position,
  );
}

const typeMismatch = (detail: string, position: number) =>
  badRequest('filter-type-mismatch', `${detail}.`, { parameter: '$filter', position });

const article = (type: FieldType) => (type === 'enum' || type === 'uuid' ? `an ${type}` : `a ${type}`);

function checkComparison(field: string, definition: ListField, op: CompareOp, value: Literal, token: Token): void {
  if (value.kind === 'null') {
    if (op === 'eq' || op === 'ne') return;
    throw typeMismatch(`null at position ${token.position} can only be compared with eq or ne, not ${op}`, token.position);
  }
  if (op !== 'eq' && op !== 'ne' && !ORDERED_TYPES.has(definition.type)) {
    throw typeMismatch(
      `'${op}' cannot compare '${field}' (${article(definition.type)}) at position ${token.position}; use eq, ne or in`,
      token.position,
    );
  }
  checkLiteral(field, definition, value, token);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function accepts(definition: ListField, value: Literal): boolean {
  switch (definition.type) {
    case 'string':
      return value.kind === 'string';
    case 'number':
      return value.kind === 'number';
    case 'boolean':
      return value.kind === 'boolean';
    case 'date':
      return value.kind === 'date';
    case 'datetime':
      return value.kind === 'datetime' || value.kind === 'date';
    case 'uuid':
      return value.kind === 'string' && UUID.test(value.value);
    case 'enum':
      return value.kind === 'string' && (definition.values ?? []).includes(value.value);
  }
}

const EXPECTED: Record<Exclude<FieldType, 'enum'>, string> = {
  string: "a quoted string like 'text'",
  number: 'a number like 42 or -1.5',
  boolean: 'true or false',
  date: 'a date like 2026-01-31',
  datetime: 'a date-time like 2026-01-31T10:00:00Z or a date like 2026-01-31',
  uuid: "a quoted UUID like '123e4567-e89b-12d3-a456-426614174000'",
};

function checkLiteral(field: string, definition: ListField, value: Literal, token: Token): void {
  if (accepts(definition, value)) return;
  const expected =
    definition.type === 'enum'
      ? `one of ${(definition.values ?? []).map((allowed) => `'${allowed}'`).join(', ')}`
      : EXPECTED[definition.type];
  throw typeMismatch(`'${field}' needs ${expected}, found ${describeToken(token)} at position ${token.position}`, token.position);
}
