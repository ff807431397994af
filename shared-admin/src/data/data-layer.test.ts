import { BRANDS } from '@ottilia/shared-contracts/resources';
import { actionKeys } from '@ottilia/shared-auth';
import { fakeApi } from '@ottilia/shared-auth/testing';
import { listKey } from './list';
import { recordPath, recordReadKey } from './record';
import { resourceData } from './resource-data';
import { PROJECTS_API as PROJECTS, USERS_API as USERS } from './resources';

const brand = { eid: 'B 1', name: 'Gin', type: 'RTD', isActive: true, version: 3 };

describe('data layer', () => {
  it('builds the requests of a resource: record, save, delete, bulk, each write with its action key', async () => {
    const key = actionKeys().keyFor('the user action');
    const api = fakeApi({
      'GET /brands/B%201': brand,
      'PUT /brands/B%201': { ...brand, version: 4 },
      'DELETE /brands/B%201': undefined,
      'POST /brands/bulk-delete': undefined,
      'PUT /brands/active-state': undefined,
      'POST /projects/bulk-delete': undefined,
    });
    const brands = resourceData(api.client, BRANDS);
    await expect(brands.read('B 1')).resolves.toEqual({ data: brand, etag: '"3"' });
    await expect(
      brands.save('B 1', { name: 'Gin', type: 'RTD', isActive: true }, { ifMatch: '"3"', idempotencyKey: key }),
    ).resolves.toMatchObject({ etag: '"4"' });
    expect(api.requests('PUT /brands/B%201')[0]).toMatchObject({
      body: { name: 'Gin', type: 'RTD', isActive: true },
      ifMatch: '"3"',
      idempotencyKey: key,
    });
    await brands.remove('B 1', '"4"', key);
    expect(api.requests('DELETE /brands/B%201')[0]).toMatchObject({ ifMatch: '"4"', idempotencyKey: key });
    await brands.bulkDelete(['B1', 'B2'], key);
    expect(api.requests('POST /brands/bulk-delete')[0]).toMatchObject({ body: { eids: ['B1', 'B2'] }, idempotencyKey: key });
    await brands.setActive(['B1'], false, key);
    expect(api.requests('PUT /brands/active-state')[0]).toMatchObject({ body: { eids: ['B1'], isActive: false }, idempotencyKey: key });
    await resourceData(api.client, PROJECTS).bulkDelete(['P1'], key);
    expect(api.requests('POST /projects/bulk-delete')[0]).toMatchObject({ body: { ids: ['P1'] }, idempotencyKey: key });
  });

  it('makes list and record keys from the resource and the list request', () => {
    expect(listKey(USERS, { page: 2, size: 20, orderBy: 'displayName asc', filter: "role eq 'X'" })).toEqual([
      '/users',
      { page: 2, size: 20, $orderBy: 'displayName asc', $filter: "role eq 'X'" },
    ]);
    expect(recordPath(BRANDS, 'B/1')).toBe('/brands/B%2F1');
    expect(recordReadKey(PROJECTS, 'P1')).toBe('/projects/P1');
  });

  it('types records and bodies from the OpenAPI document', () => {
    const brands = resourceData(fakeApi({}).client, BRANDS);
    const idempotencyKey = actionKeys().keyFor('save');
    // compile-time checks (never run)
    const wrongCalls = () => [
      // @ts-expect-error a brand's body has no title
      brands.save('B1', { title: 'x' }, { ifMatch: '"1"', idempotencyKey }),
      // @ts-expect-error a precondition is If-Match or If-None-Match: *
      brands.save('B1', { name: 'x', type: 'RTD' }, { idempotencyKey }),
      // @ts-expect-error ... with the user action's Idempotency-Key
      brands.save('B1', { name: 'x', type: 'RTD' }, { ifMatch: '"1"' }),
      // @ts-expect-error a bulk change too
      brands.bulkDelete(['B1']),
    ];
    const name = async () => (await brands.read('B1')).data.name satisfies string;
    expect([wrongCalls, name].every((check) => typeof check === 'function')).toBe(true);
  });
});
