/**
 * The file export of a collection: what its list's $filter selects for the caller, in its
 * $orderBy, as one file written while it is sent; or, for a file that is not a list's selection
 * (a project's consent records), every row of what the path names. Three routes per export:
 *   GET  /{direct}              the file for a bearer caller (e.g. /brands/export.csv)
 *   POST /{r}/exports           a signed link to the same file ({ url, rows, expiresAt, fileName }),
 *                               the row count checked first (422 export-too-large)
 *   GET  /{r}/exports?link=…    the file for whoever holds the link (no bearer: the browser's own
 *                               download), as the user who made it, while it is fresh (export-link.ts)
 */
import type { Readable } from 'node:stream';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@ottilia/shared-contracts/permissions';
import { userOf } from '../auth/auth-plugin.js';
import { loadCurrentUser, type CurrentUser } from '../auth/current-user.js';
import { attachmentName, EXPORT_MAX_ROWS, refuseTooLargeExport, sendAsAttachment } from '../http/download.js';
import { Problem } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';
import { EXPORT_LINK_SECONDS, readGrant, signGrant, type ExportFormat } from './export-link.js';

export const exportQuery = Type.Object({
  $orderBy: Type.Optional(Type.String({ description: 'As the list' })),
  $filter: Type.Optional(Type.String({ description: 'As the list' })),
});
export type ExportQuery = Static<typeof exportQuery>;

export interface FileExport {
  /** The collection's route, e.g. 'brands' or 'projects/:id/consent-records' (its parameters in `params`). */
  path: string;
  /** The schema of `path`'s parameters, when it has any. */
  params?: TObject;
  /** The file's name before its date (default `path`), e.g. 'consent-records'. */
  name?: string;
  /** false: the file is every row `path` names, not a list's selection ($filter, $orderBy refused). Default true. */
  filtered?: boolean;
  /** false: no row cap (default: over EXPORT_MAX_ROWS is 422 export-too-large). */
  capped?: boolean;
  permission: Permission;
  tags: readonly string[];
  /** e.g. 'brands', in summaries and in export-too-large. */
  plural: string;
  format: ExportFormat;
  /** The bearer caller's route, e.g. 'brands/export.csv'. */
  direct: string;
  /** The rows the query selects for `user` (400 for a bad $filter or $orderBy; `params` are the path's). */
  count(user: CurrentUser, query: ExportQuery, params: PathParams): Promise<number>;
  /** The file as it is written; rows beyond the cap that appear while it is sent break it. */
  body(user: CurrentUser, query: ExportQuery, params: PathParams): Promise<Readable>;
}

export type PathParams = Record<string, string>;

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const linkBody = (format: ExportFormat, filtered: boolean) =>
  Type.Object(
    {
      format: Type.Literal(format, { description: 'The file format; this collection exports only this one' }),
      ...(filtered
        ? {
            $orderBy: Type.Optional(Type.String({ maxLength: 500, description: 'As the list' })),
            $filter: Type.Optional(Type.String({ maxLength: 2000, description: 'As the list' })),
          }
        : {}),
    },
    { additionalProperties: false },
  );

const exportLink = Type.Object(
  {
    url: Type.String({ description: 'Where the browser downloads the file, without a bearer token, until expiresAt' }),
    rows: Type.Integer({ description: 'The rows the file will hold' }),
    expiresAt: Type.String({ format: 'date-time', description: 'The link must be started before this' }),
    fileName: Type.String(),
  },
  { $id: 'ExportLink', title: 'ExportLink' },
);

// in the query: a path parameter may not be this long (the router's limit)
const linkQuery = Type.Object(
  { link: Type.String({ pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', maxLength: 4000 }) },
  { additionalProperties: false },
);

/** Where this request was addressed (behind a trusted proxy, the address the browser used). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** 'projects/:id/consent-records' with { id } -> 'projects/{id}/consent-records': what a link names and where it points. */
const fill = (path: string, params: PathParams) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));

export function registerFileExport(app: FastifyInstance, fileExport: FileExport) {
  const { path, params, name = path, filtered = true, capped = true, permission, tags, plural, format } = fileExport;
  const what = `${filtered ? `the ${plural} the filter selects` : `every one of the ${plural}`}, as ${format === 'csv' ? 'CSV' : 'an Excel workbook'}`;
  const summaryEnd = capped ? `${what} (at most ${EXPORT_MAX_ROWS} rows)` : what;
  const file = { 200: { type: 'string', format: 'binary', description: TYPES[format] } };
  // a path with parameters is 400 for a malformed one, 404 for what the caller cannot see; 422 is the cap's
  const refusals = (...codes: number[]) => problemResponses(...codes.filter((code) => capped || code !== 422), ...(params ? [404] : []));
  const count = async (user: CurrentUser, query: ExportQuery, pathParams: PathParams) => {
    const rows = await fileExport.count(user, query, pathParams);
    if (capped) refuseTooLargeExport(rows, plural);
    return rows;
  };
  const send = async (reply: Parameters<typeof sendAsAttachment>[0], user: CurrentUser, query: ExportQuery, pathParams: PathParams) =>
    sendAsAttachment(reply, { name, extension: format, type: TYPES[format], body: await fileExport.body(user, query, pathParams) });
  if (!app.getSchemas().ExportLink) app.addSchema(exportLink);

  // the schemas below depend on the export (a path with parameters, a filtered list): the request's
  // types are said here, as the schemas check them
  app.get<{ Params: PathParams; Querystring: ExportQuery }>(
    `/${fileExport.direct}`,
    {
      config: { permission },
      schema: {
        tags,
        summary: `The file of ${summaryEnd}`,
        ...(params ? { params } : {}),
        ...(filtered ? { querystring: exportQuery } : {}),
        response: { ...file, ...refusals(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const query = filtered ? request.query : {};
      // uncapped, the count would only be read twice: body checks what count checks
      if (capped) await count(user, query, request.params);
      return send(reply, user, query, request.params);
    },
  );

  app.post<{ Params: PathParams; Body: ExportQuery & { format: ExportFormat } }>(
    `/${path}/exports`,
    {
      config: { permission },
      schema: {
        tags,
        summary: `A short-lived download link to ${summaryEnd}, with its row count`,
        ...(params ? { params } : {}),
        body: linkBody(format, filtered),
        response: { 201: { $ref: 'ExportLink#' }, ...refusals(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { $filter, $orderBy } = request.body;
      const query = { $filter, $orderBy };
      const pathParams = request.params;
      const rows = await count(user, query, pathParams);
      const exp = Math.floor(Date.now() / 1000) + EXPORT_LINK_SECONDS;
      // the grant names the path as filled: a link for one project is refused on another's
      const res = fill(path, pathParams);
      const token = signGrant(app.config.exportSigningKey, { sub: user.eid, res, fmt: format, filter: $filter, orderBy: $orderBy, exp });
      reply.status(201).header('cache-control', 'no-store');
      return {
        url: `${originOf(request)}/${res}/exports?link=${token}`,
        rows,
        expiresAt: new Date(exp * 1000).toISOString(),
        fileName: attachmentName(name, format),
      };
    },
  );

  app.get<{ Params: PathParams; Querystring: Static<typeof linkQuery> }>(
    `/${path}/exports`,
    {
      // the link is the credential: checked here, then the maker's current role and visibility apply
      config: { permission: 'public' },
      // the browser navigates here: a refusal is saved as a small file too, so the page stays put
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode >= 400) reply.header('content-disposition', `attachment; filename="${name}-export-failed.json"`);
        return payload;
      },
      schema: {
        tags,
        summary: `The file of a link from POST /${path.replace(/:(\w+)/g, '{$1}')}/exports: ${summaryEnd}`,
        ...(params ? { params } : {}),
        querystring: linkQuery,
        response: { ...file, ...refusals(400, 403, 410, 422) },
      },
    },
    async (request, reply) => {
      const pathParams = request.params;
      const grant = readGrant(app.config.exportSigningKey, request.query.link, fill(path, pathParams));
      if (grant.fmt !== format)
        throw new Problem(403, 'export-link-invalid', 'Forbidden', 'This download link is not valid. Export again from the list.');
      const user = await app.userCache.get(grant.sub, () => loadCurrentUser(app.db, grant.sub));
      if (!user || user.state === 'DISABLED')
        throw new Problem(403, 'user-disabled', 'Forbidden', 'The portal account that made this link is disabled.');
      if (!user.permissions.has(permission)) {
        throw new Problem(403, 'forbidden', 'Forbidden', `This needs the ${permission} permission, which your role does not have.`, {
          permission,
        });
      }
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const query = { $filter: grant.filter, $orderBy: grant.orderBy };
      if (capped) await count(user, query, pathParams);
      return send(reply, user, query, pathParams);
    },
  );
}
