/**
 * GET /projects/export-excel: every project the list's $filter selects within the caller's
 * visibility, in the list's $orderBy, as one .xlsx file (no paging). The total is checked first
 * with the list's cached count, so a too-large export is refused before any row is read; the
 * uuids are then read in order with a limit one above the cap (which catches rows added in
 * between), and the rows follow in batches into a workbook streamed to the caller.
 * Fastify's router prefers this static path over /projects/:id.
 */
import { getTableName } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/auth-plugin.js';
import { queryRows } from '../../db/client.js';
import { projects } from '../project-table.js';
import { EXPORT_MAX_ROWS, refuseTooLargeExport, sendAsAttachment } from '../../http/download.js';
import { problemResponses } from '../../http/schemas.js';
import { readGenerations } from '../../list/generations.js';
import { listShape, listWhere, parseListParams, whereFields } from '../../list/list-query.js';
import { countProjects, PROJECT_LIST_READS, projectListResource, projectsInBatches, selectProjectKeys, visibleTo } from '../project-queries.js';
import { projectWorkbookStream } from './project-workbook.js';

/** The list's cache name: the export shares its totals. */
const RESOURCE = 'projects';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportQuery = Type.Object({
  $orderBy: Type.Optional(Type.String({ description: "As the list, e.g. 'createdAt desc' (default)" })),
  $filter: Type.Optional(Type.String({ description: "As the list, e.g. status eq 'PUBLISHED'" })),
});

export default async function projectExportRoutes(app: FastifyInstance) {
  app.get('/projects/export-excel', {
    config: { permission: 'projectsRead' },
    schema: {
      tags: ['projects'],
      summary: `Every project the filter selects, as an Excel workbook (at most ${EXPORT_MAX_ROWS} rows)`,
      querystring: exportQuery,
      response: { 200: { type: 'string', format: 'binary', description: XLSX }, ...problemResponses(400, 401, 403, 422) },
    },
  }, async (request, reply) => {
    const { $filter, $orderBy } = request.query;
    const params = parseListParams({ $filter, $orderBy }, projectListResource);
    const execute = (query: Parameters<typeof queryRows>[1]) => queryRows(app.db, query);
    const where = await listWhere({ resource: projectListResource, params, execute, extraWhere: visibleTo(userOf(request)) });
    const fields = whereFields(params, projectListResource);
    const { key: generations, rowCounts } = await readGenerations(app.db, PROJECT_LIST_READS);
    const unfiltered = where === undefined ? rowCounts.get(getTableName(projects)) : undefined;
    refuseTooLargeExport(unfiltered ?? await app.counts.count(RESOURCE, generations, where, () => countProjects(app.db, where, fields)), 'projects');

    const uuids = await selectProjectKeys(app.db, where, listShape(params, projectListResource), EXPORT_MAX_ROWS + 1);
    refuseTooLargeExport(uuids.length, 'projects');
    const body = projectWorkbookStream(projectsInBatches(app.db, uuids));
    return sendAsAttachment(reply, { name: 'projects', extension: 'xlsx', type: XLSX, body });
  });
}
