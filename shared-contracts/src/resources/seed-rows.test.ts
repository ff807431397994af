import { identity } from './identity.js';
import { reference, rowProblems, seedRows } from './definition.js';
import { BRAND_FIELDS } from './index.js';

// a resource nothing else uses: a code with a pattern, unique; a name; an optional note; a level; the flag
const GADGETS = reference(identity('gadgets', { hasActiveFlag: true }), {
  code: {
    kind: 'text',
    max: 3,
    lowerCase: true,
    unique: 'duplicate-code',
    pattern: { source: '^[a-z]{3}$', message: 'must be three letters' },
  },
  name: { kind: 'text', max: 20 },
  note: { kind: 'text', max: 10, required: false },
  level: { kind: 'enum', values: ['low', 'high'] },
  isActive: { kind: 'flag' },
});
const row = { eid: 'G-1', code: 'abc', name: 'Gadget', note: null, level: 'low', isActive: true } as const;

describe('the demo seed rows of a definition', () => {
  test('rows that keep every rule are the rows, extra columns of the API included', () => {
    const rows = seedRows(GADGETS, [row, { ...row, eid: 'G-2', code: 'xyz', note: 'kept', state: 'NEW' }]);
    expect(rows.map((r) => r.eid)).toEqual(['G-1', 'G-2']);
    expect(rows[1]).toMatchObject({ state: 'NEW' });
  });

  test('a row without a field the definition has (one added since) is refused, naming the row and the field', () => {
    const { name: _name, ...nameless } = row;
    // @ts-expect-error -- the row type is the definition's: `name` is missing
    expect(() => seedRows(GADGETS, [nameless])).toThrow('/gadgets: seed rows break the definition: G-1 name: a text that is not blank');
    const { isActive: _flag, ...flagless } = row;
    // @ts-expect-error -- the flag is missing
    expect(() => seedRows(GADGETS, [flagless])).toThrow('G-1 isActive: a boolean');
  });

  test.each([
    ['over its maximum', { name: 'x'.repeat(21) }, 'name: at most 20 characters'],
    ['blank', { name: '  ' }, 'name: a text that is not blank'],
    ['untrimmed', { name: ' Gadget' }, 'name: trimmed'],
    ['not in lower case', { code: 'ABC' }, 'code: in lower case'],
    ['not matching its pattern', { code: 'a1' }, 'code: must be three letters'],
    ['not one of its values', { level: 'medium' }, 'level: one of low, high'],
    ['a required text null', { name: null }, 'name: a text that is not blank'],
  ])('a value %s is refused', (_what, change, problem) => {
    expect(() => seedRows(GADGETS, [{ ...row, ...change } as typeof row])).toThrow(`G-1 ${problem}`);
  });

  test('two rows with one unique value or one eid are refused', () => {
    expect(() => seedRows(GADGETS, [row, { ...row, eid: 'G-2', code: 'abc' }])).toThrow('G-2 code: unique');
    expect(() => seedRows(GADGETS, [row, { ...row, code: 'xyz' }])).toThrow('G-1 eid: unique');
  });

  test("a stored brand keeps its definition's rules; a type in capitals does not", () => {
    expect(rowProblems(BRAND_FIELDS, { name: 'Aurora Gin', type: 'spirits', isActive: true })).toEqual([]);
    expect(rowProblems(BRAND_FIELDS, { name: 'Aurora Gin', type: 'Spirits', isActive: true })).toEqual(['type: in lower case']);
  });
});
