import { parseOrderBy } from './order-by.js';
import { itemsResource, problemOf } from './test-kit.js';

const parse = (text: string) => parseOrderBy(text, itemsResource);
const refusal = (text: string) => problemOf(() => parse(text));
const sortable = 'id, uuid, name, code, score, price, active, status, createdAt, birthday, label';

describe('parseOrderBy', () => {
  it('reads comma-separated terms with an optional, case-insensitive direction', () => {
    expect(parse('name asc')).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(parse('name')).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(parse('createdAt desc, name asc')).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(parse('  score DESC ,code,  id Asc  ')).toEqual([
      { field: 'score', direction: 'desc' },
      { field: 'code', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ]);
  });

  it('accepts five terms and refuses a sixth or more than 200 characters (orderby-too-long)', () => {
    expect(parse('id, name, code, score, price')).toHaveLength(5);
    expect(refusal('id, name, code, score, price, status')).toMatchObject({
      status: 400,
      code: 'orderby-too-long',
      detail: '$orderBy has more than 5 terms.',
    });
    expect(refusal(`name${' '.repeat(200)}`)).toMatchObject({
      code: 'orderby-too-long',
      detail: '$orderBy is 204 characters long; at most 200 are allowed.',
    });
  });

  it('refuses unknown and unsortable fields (orderby-unknown-field)', () => {
    expect(refusal('name asc, password desc')).toMatchObject({
      status: 400,
      code: 'orderby-unknown-field',
      detail: `Unknown field 'password' at position 11 of $orderBy; items can be sorted by: ${sortable}.`,
      position: 11,
      parameter: '$orderBy',
    });
    expect(refusal('secret')).toMatchObject({
      code: 'orderby-unknown-field',
      detail: `Field 'secret' at position 1 of $orderBy cannot be sorted; items can be sorted by: ${sortable}.`,
    });
    expect(refusal('toString')).toMatchObject({ code: 'orderby-unknown-field' });
  });

  it('refuses anything but field names and directions (orderby-syntax)', () => {
    expect(refusal('name; drop table items')).toMatchObject({
      status: 400,
      code: 'orderby-syntax',
      detail: "Expected ',' or the end of $orderBy at position 5, found '; drop table items'.",
    });
    expect(refusal('(select 1)')).toMatchObject({
      code: 'orderby-syntax',
      detail: "Expected a field name at position 1 of $orderBy, found '(select 1)'.",
    });
    expect(refusal('name drop')).toMatchObject({
      code: 'orderby-syntax',
      detail: "Expected asc or desc after 'name' at position 6 of $orderBy, found 'drop'.",
    });
    expect(refusal('name asc desc')).toMatchObject({
      detail: "Expected ',' or the end of $orderBy at position 10, found 'desc'.",
    });
    expect(refusal('name,')).toMatchObject({ detail: 'Expected a field name at position 6 of $orderBy, found the end.' });
    expect(refusal('name, , id')).toMatchObject({ detail: "Expected a field name at position 7 of $orderBy, found ', id'." });
    expect(refusal('name asc, name desc')).toMatchObject({
      code: 'orderby-syntax',
      detail: "Field 'name' at position 11 of $orderBy is listed twice.",
    });
  });
});
