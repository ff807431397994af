/**
 * The project's fields, each declared once: its schema in the answers, whether and how a PUT body
 * may set it, the list whitelist entries it brings ($filter, $orderBy) and its Excel column. The
 * answer and body schemas (project-schemas.ts), the list whitelist (project-queries.ts) and the
 * workbook's columns derive from this table; the table's order is the workbook's column order.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { AnyColumn } from 'drizzle-orm';
import { titleCase } from '@ottilia/shared-contracts/permissions';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { PROJECT_STATUSES, projects } from './project-table.js';
import { REVIEW_DECISIONS } from './reviews/review-table.js';
import { nullableString, stringEnum } from '../http/schema-types.js';
import type { ListField } from '../list/list-query.js';

/** A workbook cell: text, or a date the sheet shows dd/mm/yyyy. */
export type Cell = string | Date | null;

interface ProjectField<S extends TSchema = TSchema, B extends TSchema | undefined = TSchema | undefined> {
  /** The answers' property. */
  answer: S;
  /** Left out of the list's answers (only the detail carries it). */
  detailOnly?: boolean;
  /** The PUT body's property for a field a client writes; otherwise the body may echo it, ignored. */
  body: B;
  /** List whitelist entries, by the name $filter and $orderBy use. */
  list?: Record<string, ListField>;
  // a method, so a field of a narrower type still counts as a ProjectField
  excel?: { header: string; cell(value: Static<S>): Cell };
}

const field = <S extends TSchema, B extends TSchema | undefined = undefined>(
  answer: S,
  rest: Omit<ProjectField<S, B>, 'answer' | 'body'> & { body?: B },
) => ({ answer, ...rest, body: rest.body as B }) satisfies ProjectField<S, B>;

const ref = Type.Object({ eid: Type.String(), name: Type.String() });
const eid = { minLength: 1, maxLength: 100 };
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const flag = (name: string, column: AnyColumn, header: string) =>
  field(Type.Boolean(), {
    body: Type.Optional(Type.Boolean()),
    list: { [name]: { column, type: 'boolean' } },
    excel: { header, cell: yesNo },
  });

/** 'IN_REVIEW' → 'In review', as the screens show a status. */
const sentenceCase = (upperSnake: string) => {
  const words = titleCase(upperSnake);
  return words.charAt(0) + words.slice(1).toLowerCase();
};

/** A calendar date (yyyy-MM-dd) as midnight UTC, which Excel shows as that day. */
const calendarDay = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);

/** The newest review (decision null while pending). */
const review = Type.Unsafe<{
  eid: string;
  decision: (typeof REVIEW_DECISIONS)[number] | null;
  decidedAt: string | null;
  decidedByName: string | null;
}>({
  type: 'object',
  required: ['eid', 'decision', 'decidedAt', 'decidedByName'],
  properties: {
    eid: { type: 'string' },
    decision: { type: ['string', 'null'], enum: [...REVIEW_DECISIONS, null] },
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    decidedByName: { type: ['string', 'null'] },
  },
});

export const PROJECT_FIELDS = {
  uuid: field(Type.String({ format: 'uuid' }), {
    body: Type.Optional(Type.String({ format: 'uuid' })),
    list: { uuid: { column: projects.uuid, type: 'uuid' } },
    excel: { header: 'ID', cell: (uuid: string) => uuid },
  }),
  name: field(Type.String(), {
    body: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    list: { name: { column: projects.name, type: 'string', caseInsensitive: true, sortKey: projects.nameSortName } },
    excel: { header: 'Name', cell: (name: string) => name },
  }),
  // agencyEid 'other' (or null) in a body means "other agency"
  agency: field(Type.Union([ref, Type.Null()]), {
    list: {
      agencyName: {
        column: agencies.name,
        type: 'string',
        caseInsensitive: true,
        lookup: { foreignKey: projects.agencyEid, table: agencies, key: agencies.eid },
        sortKey: projects.agencySortName,
      },
    },
    // the list screen's wording for a project without an agency
    excel: { header: 'Agency', cell: (agency: { name: string } | null) => agency?.name ?? 'Other agency' },
  }),
  agencyEid: field(nullableString(), {
    body: Type.Optional(nullableString(eid)),
    list: { agencyEid: { column: projects.agencyEid, type: 'string' } },
  }),
  brand: field(ref, {
    list: {
      brandName: {
        column: brands.name,
        type: 'string',
        caseInsensitive: true,
        lookup: { foreignKey: projects.brandEid, table: brands, key: brands.eid },
        sortKey: projects.brandSortName,
      },
    },
    excel: { header: 'Brand', cell: (brand: { name: string }) => brand.name },
  }),
  brandEid: field(Type.String(), { body: Type.String(eid), list: { brandEid: { column: projects.brandEid, type: 'string' } } }),
  projectType: field(ref, {
    list: {
      projectTypeName: {
        column: projectTypes.name,
        type: 'string',
        caseInsensitive: true,
        lookup: { foreignKey: projects.projectTypeEid, table: projectTypes, key: projectTypes.eid },
        sortKey: projects.typeSortName,
      },
    },
    excel: { header: 'Type of website', cell: (type: { name: string }) => type.name },
  }),
  projectTypeEid: field(Type.String(), {
    body: Type.String(eid),
    list: { projectTypeEid: { column: projects.projectTypeEid, type: 'string' } },
  }),
  projectTypeName: field(Type.String(), {}),
  status: field(stringEnum(PROJECT_STATUSES), {
    body: Type.Optional(stringEnum(PROJECT_STATUSES)),
    list: { status: { column: projects.status, type: 'enum', values: PROJECT_STATUSES } },
    // sentence case, as the screens show it ('In review')
    excel: { header: 'Status', cell: sentenceCase },
  }),
  createdAt: field(Type.String({ format: 'date-time' }), {
    list: { createdAt: { column: projects.createdAt, type: 'datetime' } },
    excel: { header: 'Created', cell: (at: string) => new Date(at) },
  }),
  // listed so home can ask for "recently changed" (projects_updated_idx serves the order)
  updatedAt: field(Type.String({ format: 'date-time' }), { list: { updatedAt: { column: projects.updatedAt, type: 'datetime' } } }),
  estimatedGoLiveDate: field(nullableString({ format: 'date' }), {
    body: Type.Optional(nullableString({ format: 'date' })),
    list: { estimatedGoLiveDate: { column: projects.estimatedGoLiveDate, type: 'date' } },
    excel: { header: 'Estimated go-live', cell: calendarDay },
  }),
  markets: field(Type.Array(Type.String()), {
    body: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { maxItems: 100, uniqueItems: true })),
    excel: { header: 'Markets', cell: (codes: string[]) => codes.join(', ') },
  }),
  hasGlobalPolicies: flag('hasGlobalPolicies', projects.hasGlobalPolicies, 'Global policies'),
  hasAgeGateway: flag('hasAgeGateway', projects.hasAgeGateway, 'Age gateway'),
  hasCookieConsent: flag('hasCookieConsent', projects.hasCookieConsent, 'Cookie consent'),
  version: field(Type.Integer(), {}),
  review: field(Type.Union([review, Type.Null()]), { detailOnly: true }),
} satisfies Record<string, ProjectField>;
