// The throwaway resource of issue 26: found, migrated and served with no central file edited.
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); }, 120_000);
afterAll(() => t?.close());

test('create, list, history and a duplicate name', async () => {
  const put = await t.call('SUPER_ADMIN', { method: 'PUT', url: '/campaign-types/CT-LAUNCH', headers: { 'if-none-match': '*' }, body: { name: ' Launch ' } });
  expect(put.statusCode).toBe(201);
  expect(put.json()).toMatchObject({ eid: 'CT-LAUNCH', name: 'Launch', isActive: true, version: 1 });
  const list = await t.call('SUPER_ADMIN', { method: 'GET', url: '/campaign-types' });
  expect(list.json()).toMatchObject({ totalElements: 1, content: [{ eid: 'CT-LAUNCH' }] });
  const history = await t.call('SUPER_ADMIN', { method: 'GET', url: '/campaign-types/CT-LAUNCH/history' });
  expect(history.json()).toMatchObject([{ action: 'create' }]);
  const duplicate = await t.call('SUPER_ADMIN', { method: 'PUT', url: '/campaign-types/CT-OTHER', headers: { 'if-none-match': '*' }, body: { name: 'LAUNCH' } });
  expect(duplicate.statusCode).toBe(409);
});
