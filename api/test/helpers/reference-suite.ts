/**
 * The shared API suite of a resource written as a definition (@ottilia/shared-contracts/resources):
 * create, read, update, delete, what its rules refuse (400 next to the field), each unique field's
 * 409 with its own code (a race included), its list's search and sort, and the role matrix.
 * Every case comes from the definition; a resource's own test file only calls it.
 */
import { eq } from 'drizzle-orm';
import { exampleBody, uniqueFields, type Definition } from '@ottilia/shared-contracts/resources';
import { ROLE_PERMISSIONS, ROLES } from '@ottilia/shared-contracts/permissions';
import type { ReferenceTable } from '../../src/reference-data/reference-resource.js';
import { fieldsOf as errorFields, newEid, unique } from './reference-data.js';
import { problem, type TestApp } from './test-app.js';

export function describeDefinedResource(definition: Definition, app: () => TestApp, table: ReferenceTable) {
  const { identity, fields } = definition;
  const path = identity.apiPath;
  const body = () => exampleBody(definition, unique());
  const put = (eid: string, values: unknown, headers: Record<string, string> = { 'if-none-match': '*' }) =>
    app().call('SUPER_ADMIN', { method: 'PUT', url: `${path}/${eid}`, headers, body: values });
  const rowOf = async (eid: string) => (await app().db.select().from(table).where(eq(table.eid, eid)))[0];
  const create = async (values = body()) => {
    const eid = newEid();
    const res = await put(eid, values);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return { eid, values, record: res.json() as Record<string, unknown> };
  };
  const texts = Object.entries(fields).flatMap(([name, field]) => (field.kind === 'text' ? [[name, field] as const] : []));

  describe(`${path}: written once, from its definition`, () => {
    test('create, read, update and delete, with its history', async () => {
      const { eid, values, record } = await create();
      for (const [name, field] of texts) {
        const value = values[name] as string;
        expect(record[name]).toBe(field.lowerCase ? value.trim().toLowerCase() : value.trim());
      }
      const got = await app().call('SUPER_ADMIN', { method: 'GET', url: `${path}/${eid}` });
      expect([got.statusCode, got.headers.etag]).toEqual([200, '"1"']);
      const updated = await put(
        eid,
        { ...values, ...body(), ...(identity.hasActiveFlag ? { isActive: false } : {}) },
        { 'if-match': '"1"' },
      );
      expect([updated.statusCode, updated.json().version]).toEqual([200, 2]);
      const history = await app().call('SUPER_ADMIN', { method: 'GET', url: `${path}/${eid}/history` });
      expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
      expect(
        (await app().call('SUPER_ADMIN', { method: 'DELETE', url: `${path}/${eid}`, headers: { 'if-match': '"2"' } })).statusCode,
      ).toBe(204);
      expect(problem(await app().call('SUPER_ADMIN', { method: 'GET', url: `${path}/${eid}` }))).toMatchObject({
        status: 404,
        code: `${identity.kind}-not-found`,
      });
    });

    const refusals = [
      ...texts
        .filter(([, field]) => field.required !== false)
        .map(
          ([name]) =>
            [
              `${name} missing`,
              name,
              (b: Record<string, unknown>) => {
                delete b[name];
              },
            ] as const,
        ),
      ...texts
        .filter(([, field]) => field.required !== false)
        .map(
          ([name]) =>
            [
              `${name} blank`,
              name,
              (b: Record<string, unknown>) => {
                b[name] = '   ';
              },
            ] as const,
        ),
      ...texts.map(
        ([name, field]) =>
          [
            `${name} over ${field.max} characters`,
            name,
            (b: Record<string, unknown>) => {
              b[name] = 'a'.repeat(field.max + 1);
            },
          ] as const,
      ),
      ...texts
        .filter(([, field]) => field.pattern)
        .map(
          ([name]) =>
            [
              `${name} not matching its pattern`,
              name,
              (b: Record<string, unknown>) => {
                b[name] = 'not valid!';
              },
            ] as const,
        ),
      ...Object.entries(fields)
        .filter(([, field]) => field.kind === 'enum')
        .map(
          ([name]) =>
            [
              `${name} not one of its values`,
              name,
              (b: Record<string, unknown>) => {
                b[name] = 'NOT-A-VALUE';
              },
            ] as const,
        ),
    ];
    test.each(refusals)('%s: 400 naming the field; nothing is stored', async (_what, name, change) => {
      const eid = newEid();
      const values = body();
      change(values);
      const res = await put(eid, values);
      expect(res.statusCode).toBe(400);
      expect(errorFields(res)).toContain(`body.${name}`);
      expect(await rowOf(eid)).toBeUndefined();
    });

    test('a property it does not define is 400', async () => {
      expect((await put(newEid(), { ...body(), colour: 'red' })).statusCode).toBe(400);
    });

    test.each(uniqueFields(definition).map(({ name, code }) => [name, code]))(
      '%s taken (in another case) is 409 %s naming the field; a race answers the same',
      async (name, code) => {
        const { values } = await create();
        const taken = String(values[name]).toUpperCase();
        const eid = newEid();
        const res = await put(eid, { ...body(), [name]: taken });
        expect(problem(res)).toMatchObject({ status: 409, code, field: name });
        expect(await rowOf(eid)).toBeUndefined();
        // writers that pass the check together: the unique index refuses all but one, with the same code
        const racing = body();
        const replies = await Promise.all(Array.from({ length: 4 }, () => put(newEid(), racing)));
        expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
        for (const refused of replies.filter((r) => r.statusCode !== 201)) expect(problem(refused)).toMatchObject({ status: 409 });
      },
    );

    test('its list searches and sorts on what the definition says', async () => {
      const { eid, values } = await create();
      for (const [name, field] of Object.entries(fields)) {
        const list = field.list ?? {};
        if (list.sort || list.column) {
          const sorted = await app().call('SUPER_ADMIN', { method: 'GET', url: `${path}?$orderBy=${encodeURIComponent(`${name} desc`)}` });
          expect([name, sorted.statusCode]).toEqual([name, 200]);
        }
        if (list.search && typeof values[name] === 'string') {
          const filter = `contains(${name}, '${String(values[name]).toLowerCase()}') and eid eq '${eid}'`;
          const found = await app().call('SUPER_ADMIN', { method: 'GET', url: `${path}?$filter=${encodeURIComponent(filter)}` });
          expect([name, found.json().totalElements]).toEqual([name, 1]);
        }
      }
    });

    test.each(ROLES.map((role) => [role]))('as %s: reads and writes as its permissions say', async (role) => {
      const { eid } = await create();
      const may = (permission: string) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
      const read = await app().call(role, { method: 'GET', url: `${path}/${eid}` });
      expect(read.statusCode).toBe(may(identity.permissions.read) ? 200 : 403);
      const created = newEid();
      const write = await app().call(role, { method: 'PUT', url: `${path}/${created}`, headers: { 'if-none-match': '*' }, body: body() });
      expect(write.statusCode).toBe(may(identity.permissions.create) ? 201 : 403);
      if (!may(identity.permissions.create)) expect(await rowOf(created)).toBeUndefined();
      const removed = await app().call(role, { method: 'DELETE', url: `${path}/${eid}` });
      expect(removed.statusCode).toBe(may(identity.permissions.delete) ? 204 : 403);
    });
  });
}
