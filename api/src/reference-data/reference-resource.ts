/**
 * What a backoffice reference resource (agencies, brands, e-mail domains, legal entities,
 * project types) tells the shared machinery in this folder: its table, permissions, list
 * whitelist, how to read its records, how a PUT body becomes stored values, what uses it and how
 * it looks in a CSV file. `registerReferenceRoutes` turns one of these into its routes.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import type { Executor } from '../db/client.js';
import type { ListResource } from '../list/list-query.js';
import type { CsvColumn } from '../http/csv.js';

/** The columns every reference table has. */
export type ReferenceTable = PgTable & {
  eid: PgColumn;
  name: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

export type RowOf<T extends ReferenceTable> = T['$inferSelect'] & { eid: string; name: string; version: number };
export type ValuesOf<T extends ReferenceTable> = Partial<T['$inferInsert']> & { name: string };

/** A page of records: the WHERE and ORDER BY come compiled from the list parameters. */
export interface RecordQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset?: number;
}

/** Rows that still refer to a record, per kind (`projects`, `users`, `legalData`). */
export type Usage = Record<string, number>;

export interface ReferenceResource<T extends ReferenceTable, Rec extends { version: number }, Body> {
  /** URL segment, list-cache name and CSV file name, e.g. 'email-domains'. */
  path: string;
  /** `history.resource` and the prefix of problem codes, e.g. 'email-domain'. */
  kind: string;
  /** In messages, e.g. 'e-mail domain' and 'e-mail domains'. */
  noun: string;
  plural: string;
  permissions: { read: Permission; create: Permission; edit: Permission; delete: Permission };
  table: T;
  /** The stored fields a PUT sets (a deletion's history lists their last values). */
  fields: readonly (keyof T['$inferSelect'] & string)[];
  list: ListResource;
  /** Record schema with its `$id`, and the PUT body schema (whose Static type is `Body`). */
  schemas: { record: TObject & { $id: string }; body: TSchema & { static: Body } };
  /** The other tables its list reads (joins, counts such as projectCount), besides `table`. */
  reads?: readonly PgTable[];
  find(db: Executor, query: RecordQuery): Promise<Rec[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
  /**
   * The values to store for a PUT body (trimmed, normalised, references checked); `current` is
   * null on create. Throws a Problem for invalid input.
   */
  toValues(tx: Executor, body: Body, current: RowOf<T> | null, user: CurrentUser): Promise<ValuesOf<T>>;
  /** The values that (de)activate a record; present when the resource has an active flag. */
  activeValues?: (isActive: boolean) => Partial<T['$inferInsert']>;
  /** What refers to the record; a delete is refused while any count is above zero. */
  usage?(tx: Executor, eid: string): Promise<Usage>;
  csv: readonly CsvColumn<Rec>[];
  /** The fields unique whatever their case, each with its 409 code and the unique index a race violates; the name unless given. */
  unique?: readonly UniqueField[];
}

export interface UniqueField {
  field: string;
  code: string;
  index: string;
}
