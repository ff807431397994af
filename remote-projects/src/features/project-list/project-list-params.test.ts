import {
  changeProjectListParams,
  DEFAULT_PROJECT_LIST_PARAMS,
  orderByOf,
  parseProjectListParams,
  writeProjectListParams,
  type ProjectListParams,
} from './project-list-params';

const parse = (query: string) => parseProjectListParams(new URLSearchParams(query));

describe('parseProjectListParams', () => {
  it('gives page 1, newest first and no search for an empty query', () => {
    expect(parse('')).toEqual({ page: 1, sort: { key: 'createdAt', direction: 'desc' }, search: '' });
    expect(orderByOf(parse('').sort)).toBe('createdAt desc');
  });

  it('reads page, sort and search', () => {
    expect(parse('page=2&sort=name,asc&q=gin')).toEqual({ page: 2, sort: { key: 'name', direction: 'asc' }, search: 'gin' });
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

describe('writeProjectListParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(writeProjectListParams(DEFAULT_PROJECT_LIST_PARAMS)).toBe('');
  });

  it('writes page, sort and search', () => {
    const params: ProjectListParams = { page: 2, sort: { key: 'name', direction: 'asc' }, search: "gin's" };
    expect(writeProjectListParams(params)).toBe('page=2&sort=name,asc&q=gin%27s');
  });

  it('keeps unrelated keys and removes list keys that went back to their default', () => {
    const query = writeProjectListParams(DEFAULT_PROJECT_LIST_PARAMS, new URLSearchParams('pr_id=7&page=3&q=gin'));
    expect(query).toBe('pr_id=7');
  });

  it.each<ProjectListParams>([
    DEFAULT_PROJECT_LIST_PARAMS,
    { page: 12, sort: { key: 'status', direction: 'asc' }, search: 'a & b, c=d %2C' },
    { page: 1, sort: { key: 'createdAt', direction: 'asc' }, search: '' },
  ])('round-trips %j', (params) => {
    expect(parseProjectListParams(new URLSearchParams(writeProjectListParams(params)))).toEqual(params);
  });
});

describe('changeProjectListParams', () => {
  const onPage3: ProjectListParams = { page: 3, sort: { key: 'name', direction: 'asc' }, search: 'gin' };

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

  it('goes back to page 1 when the search changes, but not for extra spaces', () => {
    expect(changeProjectListParams(onPage3, { search: 'rum' })).toEqual({ ...onPage3, page: 1, search: 'rum' });
    expect(changeProjectListParams(onPage3, { search: ' gin ' })).toEqual(onPage3);
  });
});
