import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  changeListParams,
  defaultListParams,
  orderByOf,
  pageKey,
  parseListParams,
  writeListParams,
  type ListParams,
} from '@ottilia/shared-admin';
import type { RouteManifestSource } from '@ottilia/shared-auth/route-manifest';
import { PROJECT_LIST_PARAMS, PROJECT_LIST_SOURCE } from './project-list-source';

const DEFAULT_PROJECT_LIST_PARAMS = defaultListParams(PROJECT_LIST_PARAMS);
const parseProjectListParams = (query: URLSearchParams) => parseListParams(query, PROJECT_LIST_PARAMS);
const writeProjectListParams = (params: ListParams, base?: URLSearchParams) => writeListParams(params, PROJECT_LIST_PARAMS, base);
const changeProjectListParams = changeListParams;
type ProjectListParams = ListParams;

const parse = (query: string) => parseProjectListParams(new URLSearchParams(query));

describe('parseProjectListParams', () => {
  it('gives page 1, newest first and no search for an empty query', () => {
    expect(parse('')).toEqual({ page: 1, size: 20, sort: { key: 'createdAt', direction: 'desc' }, search: '', filters: {} });
    expect(orderByOf(parse('').sort)).toBe('createdAt desc');
  });

  it('reads page, sort and search', () => {
    expect(parse('page=2&sort=name,asc&q=gin')).toEqual({
      page: 2,
      size: 20,
      sort: { key: 'name', direction: 'asc' },
      search: 'gin',
      filters: {},
    });
    expect(parse('sort=estimatedGoLiveDate,desc').sort).toEqual({ key: 'estimatedGoLiveDate', direction: 'desc' });
  });

  it.each(['0', '-1', '2.5', 'two', '', '007', '99999999'])('falls back to page 1 for page=%s', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it.each(['uuid,asc', 'name', 'name,up', 'name,asc,desc', 'drop table,asc', ','])('falls back to the default sort for sort=%s', (sort) => {
    expect(parse(`sort=${encodeURIComponent(sort)}`).sort).toEqual(DEFAULT_PROJECT_LIST_PARAMS.sort);
  });

  it('trims the search and treats blank as none', () => {
    expect(parse('q=%20gin%20').search).toBe('gin');
    expect(parse('q=%20%20').search).toBe('');
  });
});

describe('column filters in the URL', () => {
  it('reads agency, brand, type, status and the go-live range', () => {
    expect(parse('agency=other&brand=BR-1&type=PT.2&status=PUBLISHED&goLiveFrom=2025-01-01&goLiveTo=2025-06-30').filters).toEqual({
      agency: 'other',
      brand: 'BR-1',
      type: 'PT.2',
      status: 'PUBLISHED',
      goLiveFrom: '2025-01-01',
      goLiveTo: '2025-06-30',
    });
  });

  it.each([
    ['status=Draft', 'an unknown status'],
    ['status=', 'an empty status'],
    ["agency=x'%20or%201", 'an id that is not an id'],
    ['brand=' + 'B'.repeat(101), 'an overlong id'],
    ['goLiveFrom=2025-02-30', 'a date not in the calendar'],
    ['goLiveTo=30/06/2025', 'a date not in ISO form'],
  ])('leaves out %s (%s)', (query) => {
    expect(parse(query).filters).toEqual({});
  });

  it('writes only the filters that are set, after page, sort and search', () => {
    const params: ProjectListParams = {
      ...DEFAULT_PROJECT_LIST_PARAMS,
      page: 2,
      filters: { status: 'DRAFT', agency: 'other', goLiveTo: '2025-12-31' },
    };
    expect(writeProjectListParams(params, new URLSearchParams('pr_id=7&brand=BR-9'))).toBe(
      'pr_id=7&page=2&agency=other&status=DRAFT&goLiveTo=2025-12-31',
    );
  });
});

describe('writeProjectListParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(writeProjectListParams(DEFAULT_PROJECT_LIST_PARAMS)).toBe('');
  });

  it('writes page, sort and search', () => {
    const params: ProjectListParams = { page: 2, size: 20, sort: { key: 'name', direction: 'asc' }, search: "gin's", filters: {} };
    expect(writeProjectListParams(params)).toBe('page=2&sort=name,asc&q=gin%27s');
  });

  it('keeps unrelated keys and removes list keys that went back to their default', () => {
    const query = writeProjectListParams(DEFAULT_PROJECT_LIST_PARAMS, new URLSearchParams('pr_id=7&page=3&q=gin'));
    expect(query).toBe('pr_id=7');
  });

  it.each<ProjectListParams>([
    DEFAULT_PROJECT_LIST_PARAMS,
    { page: 12, size: 20, sort: { key: 'status', direction: 'asc' }, search: 'a & b, c=d %2C', filters: {} },
    { page: 1, size: 20, sort: { key: 'createdAt', direction: 'asc' }, search: '', filters: {} },
    {
      page: 3,
      size: 100,
      sort: { key: 'name', direction: 'desc' },
      search: 'gin',
      filters: {
        agency: 'other',
        brand: 'BR-1',
        type: '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e0b5a71',
        status: 'IN_REVIEW',
        goLiveFrom: '2025-01-01',
        goLiveTo: '2025-12-31',
      },
    },
  ])('round-trips %j', (params) => {
    expect(parseProjectListParams(new URLSearchParams(writeProjectListParams(params)))).toEqual(params);
  });
});

describe('changeProjectListParams', () => {
  const onPage3: ProjectListParams = {
    page: 3,
    size: 20,
    sort: { key: 'name', direction: 'asc' },
    search: 'gin',
    filters: { status: 'DRAFT' },
  };

  it('moves to a page keeping sort and search', () => {
    expect(changeProjectListParams(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(changeProjectListParams(onPage3, { sort: { key: 'name', direction: 'desc' } })).toEqual({
      ...onPage3,
      page: 1,
      sort: { key: 'name', direction: 'desc' },
    });
  });

  it('goes back to page 1 when a filter is set, changed or removed', () => {
    expect(changeProjectListParams(onPage3, { filters: { brand: 'BR-1' } })).toEqual({
      ...onPage3,
      page: 1,
      filters: { brand: 'BR-1', status: 'DRAFT' },
    });
    expect(changeProjectListParams(onPage3, { filters: { status: 'APPROVED' } })).toEqual({
      ...onPage3,
      page: 1,
      filters: { status: 'APPROVED' },
    });
    expect(changeProjectListParams(onPage3, { filters: { status: '' } })).toEqual({ ...onPage3, page: 1, filters: {} });
  });

  it('stays on the page when a filter is set to the value it has', () => {
    expect(changeProjectListParams(onPage3, { filters: { status: 'DRAFT', agency: '' } })).toEqual(onPage3);
  });

  it('goes back to page 1 when the search changes, but not for extra spaces', () => {
    expect(changeProjectListParams(onPage3, { search: 'rum' })).toEqual({ ...onPage3, page: 1, search: 'rum' });
    expect(changeProjectListParams(onPage3, { search: ' gin ' })).toEqual(onPage3);
  });
});

describe('the first page the host may ask for while the list loads', () => {
  it('is the read the list makes for an address without a query, as route-manifest.json states it', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../route-manifest.json'), 'utf8')) as RouteManifestSource;
    const [listPath, query] = pageKey(PROJECT_LIST_SOURCE, parseProjectListParams(new URLSearchParams())) as [
      string,
      Record<string, unknown>,
    ];
    // SWR keys a query without its undefined members, and so does the manifest
    const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    expect(manifest.routes?.find((route) => route.path === '/projects')?.prefetch).toEqual({ path: listPath, query: defined });
  });
});

describe("the host's home lists, as route-manifest.json declares them", () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../route-manifest.json'), 'utf8')) as RouteManifestSource;
  it.each((manifest.actNext ?? []).map((list) => [list.id, list] as const))(
    '%s: "See all" opens this list filtered as the home list reads',
    (_id, list) => {
      const [listPath, query] = pageKey(
        PROJECT_LIST_SOURCE,
        parseProjectListParams(new URLSearchParams(list.list.split('?')[1] ?? '')),
      ) as [string, Record<string, unknown>];
      expect(list.list.split('?')[0]).toBe('/projects');
      expect({ path: listPath, $filter: query.$filter }).toEqual({ path: list.read.path, $filter: list.read.query?.$filter });
    },
  );
});
