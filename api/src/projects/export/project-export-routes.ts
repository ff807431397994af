/**
 * GET /projects/export-excel (and POST /projects/exports, a signed link to it, src/exports):
 * every project the list's $filter selects within the caller's visibility, in the list's
 * $orderBy, as one .xlsx file (no paging). The total is checked first with the list's cached
 * count, so a too-large export is refused before any row is read; the uuids are then read in
 * order with a limit one above the cap (which catches rows added in between), and the rows
 * follow in batches into a workbook streamed to the caller.
 * Fastify's router prefers these static paths over /projects/:id.
 */
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../auth/current-user.js';
import { queryRows } from '../../db/client.js';
import { registerFileExport, type ExportQuery } from '../../exports/file-export.js';
import { projects } from '../project-table.js';
import { EXPORT_MAX_ROWS, refuseTooLargeExport } from '../../http/download.js';
import { readGenerations } from '../../list/generations.js';
import { listShape, listWhere, parseListParams, whereFields } from '../../list/list-query.js';
import {
  countProjects,
  PROJECT_LIST_READS,
  projectListResource,
  projectsInBatches,
  selectProjectKeys,
  visibleTo,
} from '../project-queries.js';
import { projectWorkbookStream } from './project-workbook.js';

/** The list's cache name: the export shares its totals. */
const RESOURCE = 'projects';

export default async function projectExportRoutes(app: FastifyInstance) {
  const selection = async (user: CurrentUser, query: ExportQuery) => {
    const params = parseListParams(query, projectListResource);
    const execute = (sqlQuery: Parameters<typeof queryRows>[1]) => queryRows(app.db, sqlQuery);
    return { params, where: await listWhere({ resource: projectListResource, params, execute, extraWhere: visibleTo(user) }) };
  };

  registerFileExport(app, {
    path: RESOURCE,
    permission: 'projectsRead',
    tags: ['projects'],
    plural: 'projects',
    format: 'xlsx',
    direct: `${RESOURCE}/export-excel`,
    count: async (user, query) => {
      const { params, where } = await selection(user, query);
      const fields = whereFields(params, projectListResource);
      const { key: generations, rowCounts } = await readGenerations(app.db, PROJECT_LIST_READS);
      const unfiltered = where === undefined ? rowCounts.get(getTableName(projects)) : undefined;
      return unfiltered ?? app.counts.count(RESOURCE, generations, where, () => countProjects(app.db, where, fields));
    },
    body: async (user, query) => {
      const { params, where } = await selection(user, query);
      const uuids = await selectProjectKeys(app.db, where, listShape(params, projectListResource), EXPORT_MAX_ROWS + 1);
      refuseTooLargeExport(uuids.length, 'projects');
      return projectWorkbookStream(projectsInBatches(app.db, uuids));
    },
  });
}
