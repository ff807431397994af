import { ACTIVE_FILTER, paramFilters, valueFilter } from './list-filters';
import {
  changeListParams,
  defaultListParams,
  listParamKeys,
  ownListQuery,
  parseListParams,
  writeListParams,
  type ListParams,
  type ListParamsConfig,
} from './list-params';

const CONFIG: ListParamsConfig = {
  sortFields: ['name', 'type', 'isActive'],
  defaultSort: { key: 'name', direction: 'asc' },
  filters: paramFilters([ACTIVE_FILTER, valueFilter('type', 'Type', 'type', [{ value: 'wine', label: 'Wine' }])]),
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), CONFIG);
const write = (params: ListParams, base?: string) => writeListParams(params, CONFIG, new URLSearchParams(base));

describe('list params in the URL', () => {
  it('reads nothing as page 1 by name without search or filters', () => {
    expect(parse('')).toEqual(defaultListParams(CONFIG));
    expect(write(defaultListParams(CONFIG))).toBe('');
  });

  it('reads and writes page, size, sort, search and filters', () => {
    const params: ListParams = {
      page: 3,
      size: 50,
      sort: { key: 'type', direction: 'desc' },
      search: 'a & b',
      filters: { status: 'inactive', type: 'wine' },
    };
    expect(write(params)).toBe('page=3&size=50&sort=type,desc&q=a+%26+b&status=inactive&type=wine');
    expect(parse(write(params))).toEqual(params);
  });

  it.each([
    'page=0',
    'page=-2',
    'page=x',
    'size=0',
    'size=25',
    'size=101',
    'size=1e2',
    'sort=eid,asc',
    'sort=name,up',
    'status=yes',
    'type=absinthe',
    'q=%20%20',
  ])('falls back to the default for %s', (query) => {
    expect(parse(query)).toEqual(defaultListParams(CONFIG));
  });

  it('keeps keys the list does not own and drops list keys back at their default', () => {
    expect(write(defaultListParams(CONFIG), 'pr_id=7&page=4&status=active')).toBe('pr_id=7');
  });
});

describe('changing list params', () => {
  const onPage3: ListParams = { page: 3, size: 20, sort: { key: 'name', direction: 'asc' }, search: 'gin', filters: { status: 'active' } };

  it('moves between pages keeping the rest', () => {
    expect(changeListParams(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it.each<[string, Parameters<typeof changeListParams>[1]]>([
    ['sort', { sort: { key: 'type', direction: 'asc' } }],
    ['search', { search: 'rum' }],
    ['filter', { filters: { type: 'wine' } }],
    ['cleared filter', { filters: { status: '' } }],
    ['page size', { size: 50 }],
  ])('goes back to page 1 on a new %s', (_what, change) => {
    expect(changeListParams(onPage3, change).page).toBe(1);
  });

  it('stays on the page when nothing narrows differently', () => {
    expect(changeListParams(onPage3, { search: ' gin ', filters: { status: 'active' } })).toEqual(onPage3);
  });

  it("names the list's own keys and keeps only its own part of a query", () => {
    expect(listParamKeys(CONFIG)).toEqual(['page', 'size', 'sort', 'q', 'status', 'type']);
    expect(ownListQuery(new URLSearchParams('pr_id=7&size=100&status=active&token=x'), CONFIG)).toBe('size=100&status=active');
  });

  it('removes a filter set to empty', () => {
    expect(changeListParams(onPage3, { filters: { status: '' } }).filters).toEqual({});
  });
});
