import { row, stack } from './flex';

// the CSS a mixin adds, as one line
const text = (rules: ReturnType<typeof stack>) => rules.join('').replace(/\s+/g, ' ').trim();

describe('layout mixins', () => {
  it('stacks children a scale step apart', () => {
    expect(text(stack(16))).toBe('display: flex; flex-direction: column; gap: 16px;');
  });

  it('puts children in a row that wraps and centres them, unless told otherwise', () => {
    expect(text(row(8))).toBe('display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-start; gap: 8px;');
    expect(text(row(12, { align: 'flex-end', justify: 'space-between', wrap: false }))).toBe(
      'display: flex; flex-wrap: nowrap; align-items: flex-end; justify-content: space-between; gap: 12px;',
    );
  });
});
