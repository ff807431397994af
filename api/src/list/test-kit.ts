// Shared by the list tests: a small table, its list resource, and a way to see a refusal.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { Problem } from '../http/problem.js';
import type { ListResource } from './list-resource.js';

export const items = pgTable('items', {
  id: integer('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  name: text('name').notNull(),
  code: text('code'),
  score: integer('score').notNull(),
  price: numeric('price').notNull(),
  active: boolean('active').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  birthday: date('birthday'),
  secret: text('secret'),
});

export const createItemsTable = `create table items (
  id integer primary key, uuid uuid not null, name text not null, code text, score integer not null,
  price numeric not null, active boolean not null, status text not null,
  created_at timestamptz not null, birthday date, secret text)`;

export const itemsResource: ListResource = {
  name: 'items',
  fields: {
    id: { column: items.id, type: 'number' },
    uuid: { column: items.uuid, type: 'uuid' },
    name: { column: items.name, type: 'string', caseInsensitive: true },
    code: { column: items.code, type: 'string' },
    score: { column: items.score, type: 'number' },
    price: { column: items.price, type: 'number' },
    active: { column: items.active, type: 'boolean' },
    status: { column: items.status, type: 'enum', values: ['ACTIVE', 'INACTIVE', 'PENDING'] },
    createdAt: { column: items.createdAt, type: 'datetime' },
    birthday: { column: items.birthday, type: 'date' },
    label: { column: sql`${items.name} || '/' || coalesce(${items.code}, '')`, type: 'string' },
    secret: { column: items.secret, type: 'string', filterable: false, sortable: false },
  },
  defaultOrderBy: 'name asc',
  tieBreaker: items.id,
};

/** What a caller sees of the refusal `run` throws: status, code, detail and extras. */
export function problemOf(run: () => unknown): Record<string, unknown> {
  try {
    run();
  } catch (error) {
    if (error instanceof Problem) return error.toBody();
    throw error;
  }
  throw new Error('expected a Problem, but nothing was thrown');
}
