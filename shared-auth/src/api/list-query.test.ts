import { toQueryString } from './list-query';

describe('toQueryString', () => {
  it('writes $-parameters readably and leaves out undefined and null', () => {
    expect(toQueryString({ page: 1, $filter: "name eq 'a b'", size: undefined, x: null })).toBe("?page=1&$filter=name%20eq%20'a%20b'");
  });
  it('gives an empty string without parameters', () => {
    expect(toQueryString()).toBe('');
  });
});
