/**
 * A collection's CSV export (file-export.ts) from its list's whitelist and queries: the list's
 * $filter and the caller's visibility select, the list's $orderBy orders, rows are read in
 * batches and written as they arrive.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import { queryRows, type Executor } from '../db/client.js';
import { csvStream, type CsvColumn } from '../http/csv.js';
import { rowsInBatches } from '../http/download.js';
import { compileOrderBy, listWhere, parseListParams, type ListResource } from '../list/list-query.js';
import { registerFileExport, type ExportQuery } from './file-export.js';

export interface CsvExport<Row, Rec> {
  path: string;
  permission: Permission;
  tags: readonly string[];
  plural: string;
  list: ListResource;
  columns: readonly CsvColumn<Rec>[];
  /** The rows the user may see (default: all). */
  visibleTo?: (user: CurrentUser) => SQL | undefined;
  select(db: Executor, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<readonly Row[]>;
  count(db: Executor, where: SQL | undefined): Promise<number>;
  /** What a row is written as (default: the row itself). */
  toRecord?: (row: Row) => Rec;
}

/** GET /{r}/export.csv, POST /{r}/exports and GET /{r}/exports?link=… for `spec`. */
export function registerCsvExport<Row, Rec = Row>(app: FastifyInstance, spec: CsvExport<Row, Rec>) {
  const { list, visibleTo, toRecord = (row: Row) => row as unknown as Rec } = spec;
  const selection = async (user: CurrentUser, query: ExportQuery) => {
    const params = parseListParams(query, list);
    const execute = (sqlQuery: Parameters<typeof queryRows>[1]) => queryRows(app.db, sqlQuery);
    return { params, where: await listWhere({ resource: list, params, execute, extraWhere: visibleTo?.(user) }) };
  };
  registerFileExport(app, {
    path: spec.path,
    permission: spec.permission,
    tags: spec.tags,
    plural: spec.plural,
    format: 'csv',
    direct: `${spec.path}/export.csv`,
    count: async (user, query) => spec.count(app.db, (await selection(user, query)).where),
    body: async (user, query) => {
      const { params, where } = await selection(user, query);
      const orderBy = compileOrderBy(params.orderBy, list);
      const read = async (limit: number, offset: number) => (await spec.select(app.db, where, orderBy, limit, offset)).map(toRecord);
      return csvStream(spec.columns, rowsInBatches(read));
    },
  });
}
