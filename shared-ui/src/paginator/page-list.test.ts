import { pageFromEntry, pageList, type PageItem } from './page-list';

const E = '…';
// Compact notation for readable expectations: ellipses as '…'.
const show = (items: PageItem[]) => items.map((item) => (typeof item === 'number' ? item : E));

describe('pageList with the default single sibling', () => {
  it.each([1, 2, 3, 5, 7])('shows every page when there are %i (at most 3 + 2*1 + 2 = 7)', (count) => {
    for (let page = 1; page <= count; page += 1) {
      expect(pageList({ page, count })).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    }
  });

  it('shows nothing for no pages', () => {
    expect(pageList({ page: 1, count: 0 })).toEqual([]);
  });

  it.each([
    // 8 pages: the first with ellipsis once the window leaves the start
    [8, 1, [1, 2, 3, 4, 5, E, 8]],
    [8, 4, [1, 2, 3, 4, 5, E, 8]],
    [8, 5, [1, E, 4, 5, 6, 7, 8]],
    [8, 8, [1, E, 4, 5, 6, 7, 8]],
    // 9 pages
    [9, 1, [1, 2, 3, 4, 5, E, 9]],
    [9, 4, [1, 2, 3, 4, 5, E, 9]],
    [9, 5, [1, E, 4, 5, 6, E, 9]],
    [9, 6, [1, E, 5, 6, 7, 8, 9]],
    [9, 9, [1, E, 5, 6, 7, 8, 9]],
    // 10 pages
    [10, 3, [1, 2, 3, 4, 5, E, 10]],
    [10, 5, [1, E, 4, 5, 6, E, 10]],
    [10, 6, [1, E, 5, 6, 7, E, 10]],
    [10, 7, [1, E, 6, 7, 8, 9, 10]],
    [10, 10, [1, E, 6, 7, 8, 9, 10]],
    // 20 pages
    [20, 1, [1, 2, 3, 4, 5, E, 20]],
    [20, 2, [1, 2, 3, 4, 5, E, 20]],
    [20, 4, [1, 2, 3, 4, 5, E, 20]],
    [20, 5, [1, E, 4, 5, 6, E, 20]],
    [20, 10, [1, E, 9, 10, 11, E, 20]],
    [20, 16, [1, E, 15, 16, 17, E, 20]],
    [20, 17, [1, E, 16, 17, 18, 19, 20]],
    [20, 19, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
  ])('%i pages at page %i: %j', (count, page, expected) => {
    expect(show(pageList({ page, count }))).toEqual(expected);
  });

  // The rule's invariants for every count from 8 to 40 at every page.
  const counts = Array.from({ length: 33 }, (_, index) => index + 8);

  it.each(counts)('%i pages: every page keeps first, last, current and neighbours in 7 entries', (count) => {
    for (let page = 1; page <= count; page += 1) {
      const items = pageList({ page, count });
      const pages = items.filter((item): item is number => typeof item === 'number');
      expect(items).toHaveLength(7);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(count);
      expect(pages).toEqual(expect.arrayContaining([page, Math.max(page - 1, 1), Math.min(page + 1, count)]));
      // strictly increasing, and every ellipsis hides at least two pages
      expect([...new Set(pages)].sort((a, b) => a - b)).toEqual(pages);
      items.forEach((item, index) => {
        if (typeof item === 'number') return;
        expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThanOrEqual(3);
      });
    }
  });

  it('keeps an out-of-range current page inside the list', () => {
    expect(show(pageList({ page: 0, count: 20 }))).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(show(pageList({ page: 99, count: 20 }))).toEqual([1, E, 16, 17, 18, 19, 20]);
  });
});

describe('pageList with other sibling counts', () => {
  it('shows all pages up to 3 + 2*siblings + 2', () => {
    expect(pageList({ page: 5, count: 9, siblings: 2 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageList({ page: 3, count: 5, siblings: 0 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('widens or narrows the window around the current page', () => {
    expect(show(pageList({ page: 10, count: 20, siblings: 2 }))).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(show(pageList({ page: 10, count: 20, siblings: 0 }))).toEqual([1, E, 10, E, 20]);
    expect(show(pageList({ page: 1, count: 20, siblings: 0 }))).toEqual([1, 2, 3, E, 20]);
  });
});

describe('pageFromEntry', () => {
  it.each([
    ['4', 4],
    [' 7 ', 7],
    ['10', 10],
    ['11', 10],
    ['999', 10],
    ['0', 1],
    ['-3', 1],
    ['2.9', 2],
  ])('turns "%s" into page %i of 10', (entry, expected) => {
    expect(pageFromEntry(entry, 5, 10)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1e999'])('keeps the current page for "%s"', (entry) => {
    expect(pageFromEntry(entry, 5, 10)).toBe(5);
  });
});
