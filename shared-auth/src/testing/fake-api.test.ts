import { ApiError } from '../api/api-error';
import { fakeApi, problem, type FakeRequest } from './fake-api';

describe('fakeApi', () => {
  it('answers /users/me for the role, or with no roles for null', async () => {
    await expect(fakeApi({}, 'BRAND_MANAGER').client.get('/users/me')).resolves.toMatchObject({
      mainRole: 'BRAND_MANAGER',
      roles: ['BRAND_MANAGER'],
    });
    await expect(fakeApi({}, null).client.get('/users/me')).resolves.toMatchObject({ mainRole: '', roles: [] });
  });

  it('answers from the table with a copy, records requests and rejects unknown routes', async () => {
    const brand = { eid: 'B1', name: 'Gin', version: 3 };
    const api = fakeApi({
      'GET /brands/B1': brand,
      'PUT /brands/B1': (request: FakeRequest) => ({ ...brand, ...(request.body as object), version: 4 }),
    });
    const first = (await api.client.get('/brands/B1')) as typeof brand;
    first.name = 'changed';
    await expect(api.client.get('/brands/B1')).resolves.toEqual(brand);
    await expect(api.client.put('/brands/B1', { name: 'Rum' }, { withEtag: true, ifMatch: '"3"' })).resolves.toEqual({
      data: { eid: 'B1', name: 'Rum', version: 4 },
      etag: '"4"',
    });
    expect(api.requests('PUT /brands/B1')).toEqual([
      {
        method: 'PUT',
        path: '/brands/B1',
        body: { name: 'Rum' },
        query: undefined,
        headers: undefined,
        ifMatch: '"3"',
        ifNoneMatch: undefined,
      },
    ]);
    await expect(api.client.del('/brands/B2')).rejects.toThrow('unexpected DELETE /brands/B2');
  });

  it('uses a fallback route only for keys the table does not name, and takes routes added later', async () => {
    const api = fakeApi({ 'GET /brands/B1/history': ['named'] }, 'SUPER_ADMIN', [{ match: /^GET .*\/history$/, route: [] }]);
    await expect(api.client.get('/brands/B1/history')).resolves.toEqual(['named']);
    await expect(api.client.get('/agencies/A1/history')).resolves.toEqual([]);
    await expect(api.client.post('/agencies/A1/history', {})).rejects.toThrow('unexpected POST');
    api.on({ 'GET /agencies/A1/history': () => Promise.reject(problem(404, 'not-found', 'No such agency')) });
    const refusal = await api.client.get('/agencies/A1/history').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'not-found' });
    expect(api.queries('/agencies/A1/history')).toEqual([undefined, undefined]);
  });
});
