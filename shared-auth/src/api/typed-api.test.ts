import type { ApiClient } from './api-client';
import { actionKeys } from './idempotency-key';
import { fillPath, typedApi } from './typed-api';
import { readKey } from './read-key';

function fakeClient() {
  return {
    get: jest.fn(async () => ({ eid: 'B1' })),
    put: jest.fn(async () => ({ data: { eid: 'B1' }, etag: '"2"' })),
    post: jest.fn(async () => undefined),
    del: jest.fn(async () => undefined),
    getFile: jest.fn(async () => ({ blob: new Blob(['x']), fileName: 'p.xlsx' })),
  };
}

describe('typed API', () => {
  it('fills path parameters, encoded, and refuses a call without one', () => {
    expect(fillPath('/projects/{id}/members/{userEid}', { id: 'P 1', userEid: 'U/2' })).toBe('/projects/P%201/members/U%2F2');
    expect(() => fillPath('/brands/{eid}', {})).toThrow('/brands/{eid}: no {eid}');
  });

  it('hands the concrete request to the client: path, query, headers, body and preconditions', async () => {
    const client = fakeClient();
    const api = typedApi(client as unknown as ApiClient);
    await api.get('/brands', { query: { page: 1, $filter: "name eq 'x'" } });
    expect(client.get).toHaveBeenLastCalledWith('/brands', { query: { page: 1, $filter: "name eq 'x'" } });
    await api.getWithEtag('/brands/{eid}', { path: { eid: 'B1' } });
    expect(client.get).toHaveBeenLastCalledWith('/brands/B1', { withEtag: true });
    await api.get('/cookies', { header: { 'project-id': 'P1' }, query: { cc: 'en' } });
    expect(client.get).toHaveBeenLastCalledWith('/cookies', { query: { cc: 'en' }, headers: { 'project-id': 'P1' } });
    const key = actionKeys().keyFor('save');
    await api.putWithEtag('/brands/{eid}', {
      path: { eid: 'B1' },
      body: { eid: 'B1', name: 'Gin', type: 'RTD', isActive: true },
      ifMatch: '"1"',
      idempotencyKey: key,
    });
    expect(client.put).toHaveBeenLastCalledWith(
      '/brands/B1',
      { eid: 'B1', name: 'Gin', type: 'RTD', isActive: true },
      { ifMatch: '"1"', idempotencyKey: key, withEtag: true },
    );
    await api.post('/brands/bulk-delete', { body: { eids: ['B1'] }, idempotencyKey: key });
    expect(client.post).toHaveBeenLastCalledWith('/brands/bulk-delete', { eids: ['B1'] }, { idempotencyKey: key });
    await api.del('/brands/{eid}', { path: { eid: 'B1' }, ifMatch: '"2"', idempotencyKey: key });
    expect(client.del).toHaveBeenLastCalledWith('/brands/B1', { ifMatch: '"2"', idempotencyKey: key });
    await expect(api.getFile('/projects/export-excel', { query: { $orderBy: 'name asc' } })).resolves.toMatchObject({ fileName: 'p.xlsx' });
    expect(client.getFile).toHaveBeenLastCalledWith('/projects/export-excel', { query: { $orderBy: 'name asc' } });
  });

  it('types every call from the OpenAPI paths', async () => {
    const api = typedApi(fakeClient() as unknown as ApiClient);
    const key = actionKeys().keyFor('save');
    // compile-time checks (never run): each @ts-expect-error line must stay an error
    const wrongCalls = () => [
      // @ts-expect-error not a path of the API
      api.get('/brandz'),
      // @ts-expect-error the record path needs its eid
      api.get('/brands/{eid}'),
      // @ts-expect-error the body is the API's Brand write body
      api.put('/brands/{eid}', { path: { eid: 'B1' }, body: { title: 'x' }, idempotencyKey: key }),
      // @ts-expect-error /markets answers no PUT
      api.put('/markets', { body: {}, idempotencyKey: key }),
      // @ts-expect-error a write carries its user action's key (docs/adr/0332)
      api.put('/brands/{eid}', { path: { eid: 'B1' }, body: { eid: 'B1', name: 'Gin', type: 'RTD', isActive: true }, ifMatch: '"1"' }),
      // @ts-expect-error ... made by actionKeys(), not any string
      api.del('/brands/{eid}', { path: { eid: 'B1' }, ifMatch: '"1"', idempotencyKey: 'k1' }),
      // @ts-expect-error a POST too
      api.post('/brands/bulk-delete', { body: { eids: ['B1'] } }),
    ];
    expect(wrongCalls).toBeInstanceOf(Function);
    const brand = await api.get('/brands/{eid}', { path: { eid: 'B1' } });
    const name: string = brand.name;
    expect(name).toBeUndefined();
  });

  it('makes the SWR key a read was made with before typing', () => {
    expect(readKey('/users/me')).toBe('/users/me');
    expect(readKey('/users/{id}/projects', { path: { id: 'U 1' } })).toBe('/users/U%201/projects');
    expect(readKey('/agencies', { query: { page: 0, size: 250 } })).toEqual(['/agencies', { page: 0, size: 250 }]);
  });
});
