import { toQueryString } from '@ottilia/shared-auth';
import { buildFilter, listQuery, selectListQuery } from './odata';

describe('buildFilter', () => {
  it('combines the search and the column filters with and', () => {
    expect(buildFilter({ search: 'x', searchFields: ['name'], columns: { brandEid: 'B1' } })).toBe(
      "contains(name,'x') and brandEid eq 'B1'",
    );
  });

  it('doubles single quotes inside literals', () => {
    expect(buildFilter({ search: "L'Oréal's", searchFields: ['name'], columns: { market: "C'te d'Ivoire" } })).toBe(
      "contains(name,'L''Oréal''s') and market eq 'C''te d''Ivoire'",
    );
  });

  it('searches several fields with or, in parentheses', () => {
    expect(buildFilter({ search: ' ada ', searchFields: ['displayName', 'email'] })).toBe(
      "(contains(displayName,'ada') or contains(email,'ada'))",
    );
  });

  it('writes booleans, numbers, null and lists', () => {
    expect(buildFilter({ columns: { isActive: true, size: 3, agencyEid: null, marketCode: ['DK', 'GO'] } })).toBe(
      "isActive eq true and size eq 3 and agencyEid eq null and marketCode in ('DK','GO')",
    );
  });

  it('includes both ends of a date range, and leaves an open end out', () => {
    expect(
      buildFilter({
        columns: { status: 'DRAFT' },
        dateRanges: { goLive: { from: '2026-01-01', to: '2026-02-01' }, createdAt: { to: '2026-03-01' } },
      }),
    ).toBe("status eq 'DRAFT' and goLive ge 2026-01-01 and goLive le 2026-02-01 and createdAt le 2026-03-01");
  });

  it('leaves out empty input', () => {
    expect(buildFilter({ search: '  ', searchFields: ['name'], columns: { brandEid: undefined, type: '', market: [] } })).toBeUndefined();
    expect(buildFilter({ search: 'x' })).toBeUndefined();
  });
});

describe('list queries', () => {
  it('defaults the order to name asc', () => {
    expect(listQuery({ page: 1, size: 20 })).toEqual({ page: 1, size: 20, $orderBy: 'name asc', $filter: undefined });
    expect(listQuery({ page: 2, orderBy: 'createdAt desc', filter: 'isActive eq true' })).toMatchObject({
      $orderBy: 'createdAt desc',
      $filter: 'isActive eq true',
    });
  });

  it('asks select lists for 250 items from page 0', () => {
    expect(toQueryString(selectListQuery('isActive eq true'))).toBe('?page=0&size=250&$orderBy=name%20asc&$filter=isActive%20eq%20true');
  });

  it('gives an empty string without parameters', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString()).toBe('');
  });
});
