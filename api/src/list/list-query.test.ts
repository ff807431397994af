import { PGlite } from '@electric-sql/pglite';
import { count, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { parseListParams, runList } from './list-query.js';
import { createItemsTable, items, itemsResource, problemOf } from './test-kit.js';

interface Row {
  id: number;
  uuid: string;
  name: string;
  code: string | null;
  score: number;
  price: string;
  active: boolean;
  status: string;
  createdAt: Date;
  birthday: string | null;
  secret: string;
}

const NAMES = ['alpha', 'Alpha', 'BETA', 'beta', '100% pure', '100 pure', 'a_b', 'axb', "O'Brien", 'OBrien', 'back\\slash', 'backslash'];
const rows: Row[] = Array.from({ length: 30 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
    name: NAMES[index] ?? (id <= 24 ? 'Same' : `zeta ${id}`),
    code: id % 3 === 0 ? null : `C${id % 4}`,
    score: id * 10,
    price: (id * 1.25).toFixed(2),
    active: id % 2 === 0,
    status: ['ACTIVE', 'INACTIVE', 'PENDING'][id % 3]!,
    createdAt: new Date(Date.UTC(2026, 0, id, 12)),
    birthday: id % 5 === 0 ? null : `2000-01-${String(id).padStart(2, '0')}`,
    secret: 'hidden',
  };
});
const idsWhere = (keep: (row: Row) => boolean) => rows.filter(keep).map((row) => row.id);

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client });
  await db.execute(sql.raw(createItemsTable));
  await db.insert(items).values(rows);
}, 60_000); // a fresh PGlite takes seconds to start when the machine is busy

afterAll(async () => {
  await client.close();
});

async function list(query: Record<string, unknown>, extraWhere?: SQL) {
  const params = parseListParams(query, itemsResource);
  return runList({
    resource: itemsResource,
    params,
    ...(extraWhere ? { extraWhere } : {}),
    select: (where, orderBy, limit, offset) =>
      db
        .select({ id: items.id })
        .from(items)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .then((found) => found.map((row) => row.id)),
    count: (where) =>
      db
        .select({ total: count() })
        .from(items)
        .where(where)
        .then(([row]) => row!.total),
  });
}

const filtered = async (filter: string) => (await list({ $filter: filter, size: '100', $orderBy: 'id' })).content;
const rowCount = async () => (await db.select({ total: count() }).from(items))[0]!.total;

describe('runList: filters on PGlite', () => {
  it('compares strings exactly, or case-insensitively where the field says so', async () => {
    expect(await filtered("name eq 'ALPHA'")).toEqual([1, 2]);
    expect(await filtered("code eq 'c1'")).toEqual([]);
    expect(await filtered("code eq 'C1'")).toEqual(idsWhere((row) => row.code === 'C1'));
    expect(await filtered("name gt 'same' and name lt 'zeta'")).toEqual([]);
    expect(await filtered("name ge 'same' and name lt 'zeta'")).toEqual(idsWhere((row) => row.name === 'Same'));
    expect(await filtered("name in ('BETA', 'obrien')")).toEqual([3, 4, 10]);
  });

  it('follows OData null semantics: ne and not include rows whose column is null', async () => {
    expect(await filtered("code ne 'C1'")).toEqual(idsWhere((row) => row.code !== 'C1'));
    expect(await filtered("not (code eq 'C1')")).toEqual(idsWhere((row) => row.code !== 'C1'));
    expect(await filtered('code eq null')).toEqual(idsWhere((row) => row.code === null));
    expect(await filtered('code ne null')).toEqual(idsWhere((row) => row.code !== null));
    expect(await filtered('not (birthday gt 2000-01-10)')).toEqual(
      idsWhere((row) => row.birthday === null || row.birthday <= '2000-01-10'),
    );
  });

  it('compares numbers, including decimals and values beyond the column type', async () => {
    expect(await filtered('price gt 9.5')).toEqual(idsWhere((row) => row.id * 1.25 > 9.5));
    expect(await filtered('score le 30')).toEqual([1, 2, 3]);
    expect(await filtered('score eq 25.5')).toEqual([]);
    expect(await filtered('score lt 3000000000')).toHaveLength(30);
    expect(await filtered('score gt -1 and id in (1, 3, 5)')).toEqual([1, 3, 5]);
  });

  it('compares dates and date-times, honouring written offsets', async () => {
    expect(await filtered('createdAt ge 2026-01-10T12:00:00Z and createdAt lt 2026-01-12')).toEqual([10, 11]);
    expect(await filtered('createdAt eq 2026-01-05T14:00:00+02:00')).toEqual([5]);
    expect(await filtered('birthday eq 2000-01-07')).toEqual([7]);
    expect(await filtered('birthday le 2000-01-03')).toEqual([1, 2, 3]);
  });

  it('filters booleans, enums and UUIDs', async () => {
    expect(await filtered("active eq true and status in ('ACTIVE', 'PENDING')")).toEqual(
      idsWhere((row) => row.active && row.status !== 'INACTIVE'),
    );
    expect(await filtered("status ne 'ACTIVE'")).toEqual(idsWhere((row) => row.status !== 'ACTIVE'));
    expect(await filtered("uuid eq '00000000-0000-4000-8000-00000000000A'")).toEqual([10]);
  });

  it('matches contains/startswith/endswith case-insensitively, with %, _, quote and backslash taken literally', async () => {
    expect(await filtered("contains(name,'0%')")).toEqual([5]);
    expect(await filtered("contains(name,'a_b')")).toEqual([7]);
    expect(await filtered("contains(name,'''')")).toEqual([9]);
    expect(await filtered("contains(name,'k\\s')")).toEqual([11]);
    expect(await filtered("contains(name,'%')")).toEqual([5]);
    expect(await filtered("startswith(name,'AL')")).toEqual([1, 2]);
    expect(await filtered("endswith(name,'ETA')")).toEqual([3, 4]);
    expect(await filtered("contains(code,'c')")).toEqual(idsWhere((row) => row.code !== null));
  });

  it('filters and sorts on an SQL expression field', async () => {
    expect(await filtered("label eq 'alpha/C1'")).toEqual([1]);
    expect(await filtered("startswith(label,'beta/')")).toEqual([3, 4]);
    expect(await filtered("label eq 'BETA/'")).toEqual([3]);
    const page = await list({ $orderBy: 'label desc', size: '3' });
    expect(page.content).toEqual([30, 29, 28]);
  });

  it('binds quotes and SQL inside literals as data', async () => {
    expect(await filtered("name eq 'x''; drop table items; --'")).toEqual([]);
    expect(await filtered("contains(name, '%'' or ''1''=''1')")).toEqual([]);
    expect(await rowCount()).toBe(30);
  });
});

describe('runList: sorting, paging and totals', () => {
  const byName = [...rows].sort((a, b) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  });

  it('sorts by the default order (name asc, case-insensitive) with the id as tie-breaker', async () => {
    const page = await list({ size: '100' });
    expect(page.content).toEqual(byName.map((row) => row.id));
  });

  it('sorts by several terms in either direction', async () => {
    const page = await list({ $orderBy: 'active desc, score desc', size: '4' });
    expect(page.content).toEqual([30, 28, 26, 24]);
  });

  it('pages through ties without losing or repeating rows, with totals', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const result = await list({ page: String(page), size: '5', $orderBy: 'name' });
      expect(result).toMatchObject({ page, size: 5, totalElements: 30, totalPages: 6 });
      seen.push(...result.content);
    }
    expect(seen).toEqual(byName.map((row) => row.id));
    const last = await list({ page: '5', size: '7' });
    expect(last).toMatchObject({ page: 5, size: 7, totalElements: 30, totalPages: 5 });
    expect(last.content).toHaveLength(2);
  });

  it('totals the filter, and answers an empty page past the end', async () => {
    expect(await list({ $filter: 'score le 30', size: '2', page: '2' })).toEqual({
      content: [3],
      page: 2,
      size: 2,
      totalElements: 3,
      totalPages: 2,
    });
    expect(await list({ $filter: "name eq 'nobody'" })).toEqual({ content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 });
    expect(await list({ page: '9' })).toMatchObject({ content: [], page: 9, totalElements: 30, totalPages: 2 });
  });

  it('answers a select list (page=0, size=250) from the first row', async () => {
    const result = await list({ page: '0', size: '250', $filter: 'active eq true' });
    expect(result).toMatchObject({ page: 0, size: 250, totalElements: 15, totalPages: 1 });
    expect(result.content).toEqual(byName.filter((row) => row.active).map((row) => row.id));
  });

  it('ANDs extra conditions with the filter, each kept whole', async () => {
    const visible = sql`${items.id} = 2 or ${items.id} = 29`;
    const result = await list({ $filter: "name eq 'alpha' or name eq 'beta'", $orderBy: 'id' }, visible);
    expect(result).toMatchObject({ content: [2], totalElements: 1 });
    expect(await list({ $orderBy: 'id' }, visible)).toMatchObject({ content: [2, 29], totalElements: 2 });
  });
});

describe('runList: hostile input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['statement injection', { $filter: "name eq 'x'; DROP TABLE items; --'" }, 'filter-syntax'],
    ['tautology', { $filter: "name eq 'a' or 1 eq 1" }, 'filter-syntax'],
    ['unknown field', { $filter: "password eq 'x'" }, 'filter-unknown-field'],
    ['substringof', { $filter: "substringof('x', name)" }, 'filter-unsupported-function'],
    ['length()', { $filter: 'length(name) gt 1' }, 'filter-unsupported-function'],
    ['a 10 KB string', { $filter: `name eq '${'x'.repeat(10_240)}'` }, 'filter-too-long'],
    ['200 nested parentheses', { $filter: `${'('.repeat(200)}name eq 'a'${')'.repeat(200)}` }, 'filter-too-deep'],
    ['$orderBy with a statement', { $orderBy: 'name; drop table items' }, 'orderby-syntax'],
    ['$orderBy with a subquery', { $orderBy: '(select 1)' }, 'orderby-syntax'],
    ['$orderBy on an unknown column', { $orderBy: 'password' }, 'orderby-unknown-field'],
    ['a repeated $filter', { $filter: ["name eq 'a'", "name eq 'b'"] }, 'list-param-invalid'],
    ['a negative page', { page: '-1' }, 'list-param-invalid'],
  ];

  it.each(cases)('refuses %s with a 400 problem and leaves the table as it was', async (_name, query, code) => {
    await expect(list(query)).rejects.toMatchObject({ status: 400, code });
    expect(await rowCount()).toBe(30);
  });
});

describe('parseListParams', () => {
  const parse = (query: Record<string, unknown>) => parseListParams(query, itemsResource);
  const refusal = (query: Record<string, unknown>) => problemOf(() => parse(query));

  it('defaults to page 1, size 20, the resource order and no filter', () => {
    expect(parse({})).toEqual({
      page: 1,
      size: 20,
      selectList: false,
      orderBy: [{ field: 'name', direction: 'asc' }],
      filter: null,
    });
    expect(parse({ $filter: '  ', $orderBy: '' })).toMatchObject({ filter: null, orderBy: [{ field: 'name', direction: 'asc' }] });
  });

  it('reads page and size given as text or as numbers, and ignores other parameters', () => {
    expect(parse({ page: '3', size: '100', expand: 'roles' })).toMatchObject({ page: 3, size: 100, selectList: false });
    expect(parse({ page: 1_000_000, size: 1 })).toMatchObject({ page: 1_000_000, size: 1 });
  });

  it('takes page=0 only as a select list of 250', () => {
    expect(parse({ page: '0', size: '250' })).toMatchObject({ page: 0, size: 250, selectList: true });
    expect(refusal({ page: '0' })).toMatchObject({
      status: 400,
      code: 'list-param-invalid',
      detail: 'page=0 asks for a select list and needs size=250.',
      parameter: 'page',
    });
    expect(refusal({ page: '0', size: '20' })).toMatchObject({ code: 'list-param-invalid' });
    expect(refusal({ page: '1', size: '250' })).toMatchObject({
      code: 'list-param-invalid',
      detail: 'size must be a whole number from 1 to 100 (got 250).',
    });
  });

  it('honours a resource maxSize', () => {
    expect(parseListParams({ size: '150' }, { ...itemsResource, maxSize: 150 })).toMatchObject({ size: 150 });
  });

  it('refuses malformed, out-of-range and repeated values (list-param-invalid)', () => {
    const pageRule = 'page must be a whole number from 1 to 1000000, or 0 for a select list';
    expect(refusal({ page: 'abc' })).toMatchObject({ code: 'list-param-invalid', detail: `${pageRule} (got 'abc').` });
    expect(refusal({ page: '-1' })).toMatchObject({ detail: `${pageRule} (got '-1').` });
    expect(refusal({ page: '1.5' })).toMatchObject({ detail: `${pageRule} (got '1.5').` });
    expect(refusal({ page: '' })).toMatchObject({ detail: `${pageRule} (got '').` });
    expect(refusal({ page: '99999999999999999999999' })).toMatchObject({ detail: `${pageRule} (got '99999999999999999999…').` });
    expect(refusal({ page: '1000001' })).toMatchObject({ detail: 'page must be at most 1000000 (got 1000001).' });
    expect(refusal({ size: '0' })).toMatchObject({ detail: 'size must be a whole number from 1 to 100 (got 0).' });
    expect(refusal({ size: '101' })).toMatchObject({ detail: 'size must be a whole number from 1 to 100 (got 101).' });
    expect(refusal({ page: ['1', '2'] })).toMatchObject({ detail: 'page is given 2 times; give it once.', parameter: 'page' });
    expect(refusal({ $orderBy: ['name', 'id'] })).toMatchObject({ code: 'list-param-invalid', parameter: '$orderBy' });
    expect(refusal({ $filter: { eq: 1 } })).toMatchObject({ detail: '$filter must be given as text.' });
  });

  it('checks $orderBy and $filter against the whitelist before any query runs', () => {
    expect(refusal({ $orderBy: 'nope' })).toMatchObject({ code: 'orderby-unknown-field' });
    expect(refusal({ $filter: "nope eq 'x'" })).toMatchObject({ code: 'filter-unknown-field' });
  });
});
