import { parseFilter, type FilterNode } from './odata-filter.js';
import { itemsResource, problemOf } from './test-kit.js';

const parse = (text: string) => parseFilter(text, itemsResource);
const refusal = (text: string) => problemOf(() => parse(text));

const eq = (field: string, value: string): FilterNode => ({
  kind: 'compare',
  field,
  op: 'eq',
  value: { kind: 'string', value },
});

describe('parseFilter: structure', () => {
  it('binds not tighter than and, and and tighter than or', () => {
    expect(parse("name eq 'a' or code eq 'b' and not code eq 'c'")).toEqual({
      kind: 'or',
      operands: [eq('name', 'a'), { kind: 'and', operands: [eq('code', 'b'), { kind: 'not', operand: eq('code', 'c') }] }],
    });
  });

  it('lets parentheses override precedence', () => {
    expect(parse("(name eq 'a' or code eq 'b') and code eq 'c'")).toEqual({
      kind: 'and',
      operands: [{ kind: 'or', operands: [eq('name', 'a'), eq('code', 'b')] }, eq('code', 'c')],
    });
    expect(parse("not (name eq 'a' or name eq 'b')")).toEqual({
      kind: 'not',
      operand: { kind: 'or', operands: [eq('name', 'a'), eq('name', 'b')] },
    });
  });

  it('flattens chains of the same operator', () => {
    expect(parse("name eq 'a' and code eq 'b' and label eq 'c'")).toEqual({
      kind: 'and',
      operands: [eq('name', 'a'), eq('code', 'b'), eq('label', 'c')],
    });
  });

  it('reads keywords and function names in any case, and any whitespace', () => {
    expect(parse("\tNOT   name EQ 'a'\nAnd Contains(code,'x')")).toEqual({
      kind: 'and',
      operands: [
        { kind: 'not', operand: eq('name', 'a') },
        { kind: 'function', name: 'contains', field: 'code', value: 'x' },
      ],
    });
  });

  it('reads the three text functions and in lists', () => {
    expect(parse("startswith(name,'ab')")).toEqual({ kind: 'function', name: 'startswith', field: 'name', value: 'ab' });
    expect(parse("endswith(name, 'yz')")).toEqual({ kind: 'function', name: 'endswith', field: 'name', value: 'yz' });
    expect(parse("status in ('ACTIVE', 'PENDING')")).toEqual({
      kind: 'in',
      field: 'status',
      values: [
        { kind: 'string', value: 'ACTIVE' },
        { kind: 'string', value: 'PENDING' },
      ],
    });
  });

  it('reads each comparison operator', () => {
    for (const op of ['eq', 'ne', 'gt', 'ge', 'lt', 'le']) {
      expect(parse(`score ${op} 1`)).toEqual({ kind: 'compare', field: 'score', op, value: { kind: 'number', value: '1' } });
    }
  });
});

describe('parseFilter: literals', () => {
  const valueOf = (text: string) => {
    const node = parse(text);
    if (node.kind !== 'compare') throw new Error(`not a comparison: ${text}`);
    return node.value;
  };

  it('reads strings with doubled quotes as one quote', () => {
    expect(valueOf("name eq 'O''Brien'")).toEqual({ kind: 'string', value: "O'Brien" });
    expect(valueOf("name eq ''''")).toEqual({ kind: 'string', value: "'" });
    expect(valueOf("name eq ''")).toEqual({ kind: 'string', value: '' });
    expect(valueOf("name eq 'a and b or (c)'")).toEqual({ kind: 'string', value: 'a and b or (c)' });
  });

  it('reads integers and decimals with a sign, keeping the written digits', () => {
    expect(valueOf('score eq 42')).toEqual({ kind: 'number', value: '42' });
    expect(valueOf('score eq -7')).toEqual({ kind: 'number', value: '-7' });
    expect(valueOf('price gt +1.50')).toEqual({ kind: 'number', value: '+1.50' });
    expect(valueOf('price lt 12345678901234567890.123')).toEqual({ kind: 'number', value: '12345678901234567890.123' });
  });

  it('reads true, false and null', () => {
    expect(valueOf('active eq true')).toEqual({ kind: 'boolean', value: true });
    expect(valueOf('active eq FALSE')).toEqual({ kind: 'boolean', value: false });
    expect(valueOf('code eq null')).toEqual({ kind: 'null' });
    expect(valueOf('code ne Null')).toEqual({ kind: 'null' });
  });

  it('reads dates, and date-times normalised to UTC', () => {
    expect(valueOf('birthday eq 2024-02-29')).toEqual({ kind: 'date', value: '2024-02-29' });
    expect(valueOf('createdAt ge 2026-01-31')).toEqual({ kind: 'date', value: '2026-01-31' });
    expect(valueOf('createdAt ge 2026-01-31T10:00:00Z')).toEqual({ kind: 'datetime', value: '2026-01-31T10:00:00Z' });
    expect(valueOf('createdAt ge 2026-01-31T10:00Z')).toEqual({ kind: 'datetime', value: '2026-01-31T10:00:00Z' });
    expect(valueOf('createdAt lt 2026-01-01T01:30:00+02:00')).toEqual({ kind: 'datetime', value: '2025-12-31T23:30:00Z' });
    expect(valueOf('createdAt lt 2026-01-31T10:00:00.123456-01:00')).toEqual({
      kind: 'datetime',
      value: '2026-01-31T11:00:00.123456Z',
    });
    expect(valueOf('createdAt lt 0050-06-01T00:00:00Z')).toEqual({ kind: 'datetime', value: '0050-06-01T00:00:00Z' });
  });

  it('accepts any-case UUIDs for uuid fields and listed values for enums', () => {
    expect(valueOf("uuid eq '123E4567-e89b-12d3-a456-426614174000'")).toEqual({
      kind: 'string',
      value: '123E4567-e89b-12d3-a456-426614174000',
    });
    expect(valueOf("status ne 'INACTIVE'")).toEqual({ kind: 'string', value: 'INACTIVE' });
  });
});

describe('parseFilter: refusals', () => {
  it('filter-syntax: stray characters, missing parts and bad nesting', () => {
    expect(refusal("name eq 'x'; DROP TABLE items; --'")).toMatchObject({
      status: 400,
      code: 'filter-syntax',
      detail: "Unexpected character ';' at position 12 of $filter.",
      position: 12,
      parameter: '$filter',
    });
    expect(refusal("name eq 'a' or 1 eq 1")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected a field name, a function or '(' at position 16, found 1.",
    });
    expect(refusal("name eq 'abc")).toMatchObject({
      code: 'filter-syntax',
      detail: 'Unterminated string starting at position 9 of $filter.',
    });
    expect(refusal('name eq')).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected a value (a quoted string, number, true, false, null or date) after 'eq' at position 8, found the end of $filter.",
    });
    expect(refusal("name 'a'")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected an operator (eq, ne, gt, ge, lt, le or in) after 'name' at position 6, found 'a'.",
    });
    expect(refusal('name eq code')).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected a value (a quoted string, number, true, false, null or date) after 'eq' at position 9, found 'code'.",
    });
    expect(refusal("(name eq 'a'")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected ')' to close the '(' at position 1 at position 13, found the end of $filter.",
    });
    expect(refusal("name eq 'a' code eq 'b'")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected 'and', 'or' or the end of $filter at position 13, found 'code'.",
    });
    expect(refusal("name eq 'a' and")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected a field name, a function or '(' at position 16, found the end of $filter.",
    });
    expect(refusal("and eq 'a'")).toMatchObject({
      detail: "Expected a field name, a function or '(' at position 1, found 'and'.",
    });
    expect(refusal("status in ('ACTIVE' 'PENDING')")).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected ',' or ')' in the in list at position 21, found 'PENDING'.",
    });
    expect(refusal('status in ()')).toMatchObject({
      code: 'filter-syntax',
      detail: "Expected a value (a quoted string, number, true, false, null or date) in the in list at position 12, found ')'.",
    });
    expect(refusal("name eq 'a\u0000b'")).toMatchObject({
      code: 'filter-syntax',
      detail: 'The string at position 9 of $filter contains a NUL character.',
    });
    expect(refusal('')).toMatchObject({ code: 'filter-syntax' });
  });

  it('filter-syntax: malformed numbers and dates, impossible calendar dates and times', () => {
    expect(refusal('score eq 12abc')).toMatchObject({
      code: 'filter-syntax',
      detail: "Malformed number or date '12abc' at position 10 of $filter.",
    });
    expect(refusal('price eq 1.2.3')).toMatchObject({ detail: "Malformed number or date '1.2.3' at position 10 of $filter." });
    expect(refusal('score eq -')).toMatchObject({ detail: "Unexpected character '-' at position 10 of $filter." });
    expect(refusal('birthday eq 2026-02-29')).toMatchObject({
      code: 'filter-syntax',
      detail: '2026-02-29 at position 13 of $filter is not a valid calendar date.',
    });
    expect(refusal('birthday eq 2026-13-01')).toMatchObject({
      detail: '2026-13-01 at position 13 of $filter is not a valid calendar date.',
    });
    expect(refusal('birthday eq 0000-01-01')).toMatchObject({
      detail: '0000-01-01 at position 13 of $filter is not a valid calendar date.',
    });
    expect(refusal('createdAt gt 2026-01-31T24:00:00Z')).toMatchObject({
      detail: 'The date-time 2026-01-31T24:00:00Z at position 14 of $filter has an invalid time.',
    });
    expect(refusal('createdAt gt 2026-01-31T10:00:00')).toMatchObject({
      detail:
        'The date-time 2026-01-31T10:00:00 at position 14 of $filter needs a time zone: Z or an offset like +02:00 (a + in a URL is sent as %2B).',
    });
    expect(refusal('createdAt gt 2026-01-31T10:00:00+15:00')).toMatchObject({
      detail: 'The date-time 2026-01-31T10:00:00+15:00 at position 14 of $filter has an invalid offset.',
    });
    expect(refusal('createdAt gt 9999-12-31T23:00:00-02:00')).toMatchObject({
      detail: 'The date-time 9999-12-31T23:00:00-02:00 at position 14 of $filter is out of range.',
    });
    expect(refusal('createdAt gt 2026-01-31T10')).toMatchObject({
      detail: "Malformed number or date '2026-01-31T10' at position 14 of $filter.",
    });
  });

  it('filter-too-long: more than 2000 characters, checked before anything else', () => {
    expect(refusal(`name eq '${'x'.repeat(10_240)}'`)).toMatchObject({
      status: 400,
      code: 'filter-too-long',
      detail: '$filter is 10250 characters long; at most 2000 are allowed.',
    });
    expect(() => parse(`name eq '${'x'.repeat(1990)}'`)).not.toThrow();
  });

  it('filter-too-deep: more than 10 levels of parentheses or not', () => {
    const nested = (levels: number) => `${'('.repeat(levels)}name eq 'a'${')'.repeat(levels)}`;
    expect(() => parse(nested(10))).not.toThrow();
    expect(refusal(nested(11))).toMatchObject({
      code: 'filter-too-deep',
      detail: '$filter nests deeper than 10 levels at position 11.',
      position: 11,
    });
    expect(refusal(nested(200))).toMatchObject({ code: 'filter-too-deep' });
    expect(refusal(`${'not '.repeat(11)}name eq 'a'`)).toMatchObject({
      code: 'filter-too-deep',
      detail: '$filter nests deeper than 10 levels at position 41.',
    });
  });

  it('filter-too-complex: more than 50 comparisons, or more than 100 values in a list', () => {
    const chain = (count: number) => Array.from({ length: count }, (_, i) => `score eq ${i}`).join(' or ');
    expect(() => parse(chain(50))).not.toThrow();
    expect(refusal(chain(51))).toMatchObject({
      code: 'filter-too-complex',
      detail: `$filter has more than 50 comparisons; the next one starts at position ${chain(50).length + 5}.`,
    });
    const list = (count: number) => `score in (${Array.from({ length: count }, (_, i) => i).join(',')})`;
    expect(() => parse(list(100))).not.toThrow();
    expect(refusal(list(101))).toMatchObject({
      code: 'filter-too-complex',
      detail: 'The in list at position 10 of $filter has more than 100 values.',
    });
  });

  it('filter-unknown-field: fields off the whitelist, including prototype names', () => {
    const fields = 'id, uuid, name, code, score, price, active, status, createdAt, birthday, label';
    expect(refusal("password eq 'x'")).toMatchObject({
      status: 400,
      code: 'filter-unknown-field',
      detail: `Unknown field 'password' at position 1 of $filter; items can be filtered by: ${fields}.`,
    });
    expect(refusal("Name eq 'x'")).toMatchObject({ code: 'filter-unknown-field' });
    expect(refusal("constructor eq 'x'")).toMatchObject({ code: 'filter-unknown-field' });
    expect(refusal("__proto__ eq 'x'")).toMatchObject({ code: 'filter-unknown-field' });
    expect(refusal("secret eq 'x'")).toMatchObject({
      code: 'filter-unknown-field',
      detail: `Field 'secret' at position 1 of $filter cannot be filtered; items can be filtered by: ${fields}.`,
    });
    expect(refusal("contains(nope,'x')")).toMatchObject({ code: 'filter-unknown-field', position: 10 });
  });

  it('filter-unsupported-function: anything but contains, startswith and endswith', () => {
    expect(refusal("substringof('x', name)")).toMatchObject({
      status: 400,
      code: 'filter-unsupported-function',
      detail: "Unsupported function 'substringof' at position 1 of $filter; supported functions: contains, startswith, endswith.",
    });
    expect(refusal('length(name) gt 1')).toMatchObject({ code: 'filter-unsupported-function', position: 1 });
    expect(refusal("contains(tolower(name),'x')")).toMatchObject({ code: 'filter-unsupported-function', position: 10 });
  });

  it('filter-type-mismatch: literals that do not fit the field or operator', () => {
    expect(refusal('name eq 42')).toMatchObject({
      status: 400,
      code: 'filter-type-mismatch',
      detail: "'name' needs a quoted string like 'text', found 42 at position 9.",
    });
    expect(refusal("score eq '42'")).toMatchObject({ detail: "'score' needs a number like 42 or -1.5, found '42' at position 10." });
    expect(refusal("active eq 'true'")).toMatchObject({ detail: "'active' needs true or false, found 'true' at position 11." });
    expect(refusal('birthday eq 2026-01-31T10:00:00Z')).toMatchObject({
      detail: "'birthday' needs a date like 2026-01-31, found 2026-01-31T10:00:00Z at position 13.",
    });
    expect(refusal("createdAt gt '2026-01-31'")).toMatchObject({ code: 'filter-type-mismatch' });
    expect(refusal("uuid eq '123e4567-e89b-12d3-a456-42661417400'")).toMatchObject({
      detail: "'uuid' needs a quoted UUID like '123e4567-e89b-12d3-a456-426614174000', found '123e4567-e89b-12d3-a456-…' at position 9.",
    });
    expect(refusal("status eq 'active'")).toMatchObject({
      detail: "'status' needs one of 'ACTIVE', 'INACTIVE', 'PENDING', found 'active' at position 11.",
    });
    expect(refusal("status in ('ACTIVE', 'GONE')")).toMatchObject({ code: 'filter-type-mismatch', position: 22 });
    expect(refusal('code gt null')).toMatchObject({
      detail: 'null at position 9 can only be compared with eq or ne, not gt.',
    });
    expect(refusal("code in ('a', null)")).toMatchObject({
      detail: "An in list cannot hold null (position 15); use 'code eq null'.",
    });
    expect(refusal('active gt false')).toMatchObject({
      detail: "'gt' cannot compare 'active' (a boolean) at position 11; use eq, ne or in.",
    });
    expect(refusal("status lt 'PENDING'")).toMatchObject({
      detail: "'lt' cannot compare 'status' (an enum) at position 11; use eq, ne or in.",
    });
    expect(refusal("contains(score,'1')")).toMatchObject({
      detail: "contains needs a text field, but 'score' at position 10 is a number.",
    });
    expect(refusal('startswith(name,1)')).toMatchObject({
      detail: 'startswith needs a quoted string as its second argument at position 17, found 1.',
    });
  });
});
