/**
 * The project list's source for shared-admin's list controller: GET /projects, its URL params
 * (`?page=2&sort=name,asc&q=gin&status=DRAFT`, newest first by default) and how the search and
 * column filters become `$filter`.
 */
import type { WireProject } from '@ottilia/shared-contracts/wire';
import { type ListParams, type ListParamsConfig, type ListSource, type Page, type SortFieldOf } from '@ottilia/shared-admin';
import { buildFilter, PROJECTS_API } from '@ottilia/shared-admin';
import { OTHER_AGENCY, PROJECT_STATUSES } from '../../lib/project';

/** The list's sortable columns: each a field GET /projects sorts by (generated from the API's list, SortFieldOf). */
export const PROJECT_SORT_FIELDS = [
  'name',
  'agencyName',
  'brandName',
  'projectTypeName',
  'createdAt',
  'estimatedGoLiveDate',
  'status',
] as const satisfies readonly SortFieldOf<typeof PROJECTS_API.apiPath>[];
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** The search box matches any of these (API field names). */
export const PROJECT_SEARCH_FIELDS = ['name', 'agencyName', 'brandName', 'projectTypeName'] as const;

/** The fields of the API's Project that the list shows (`version` goes back as If-Match of a delete). */
export type ProjectListItem = Pick<
  WireProject,
  'uuid' | 'name' | 'createdAt' | 'estimatedGoLiveDate' | 'status' | 'agency' | 'brand' | 'projectTypeName' | 'version'
>;

export type ProjectPage = Page<ProjectListItem>;

/** Reference ids as the API makes them (seeded 'AG-NORTHWIND', or a uuid); nothing that could break the filter. */
const isEid = (value: string) => /^[A-Za-z0-9][\w.:-]{0,99}$/.test(value);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Column filters by URL key (`from` is taken: the host's query may carry from, token and pr_id):
 * agency (an eid, or 'other' for projects without an agency yet), brand, type of website,
 * status, and the estimated go-live range (yyyy-MM-dd, both ends included).
 */
export const PROJECT_FILTERS = [
  { param: 'agency', accepts: isEid },
  { param: 'brand', accepts: isEid },
  { param: 'type', accepts: isEid },
  { param: 'status', accepts: (value: string) => (PROJECT_STATUSES as readonly string[]).includes(value) },
  { param: 'goLiveFrom', accepts: isCalendarDate },
  { param: 'goLiveTo', accepts: isCalendarDate },
] as const;
export type ProjectFilterKey = (typeof PROJECT_FILTERS)[number]['param'];

export const PROJECT_LIST_PARAMS: ListParamsConfig = {
  sortFields: PROJECT_SORT_FIELDS,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: PROJECT_FILTERS,
};

/**
 * `$filter` of the search and the column filters, joined with 'and': "Other agency" is a project
 * without an agency (`agencyEid eq null`); the go-live range includes both ends (dates are
 * bare OData date literals).
 */
export function projectFilterOf({ search, filters }: Pick<ListParams, 'search' | 'filters'>): string | undefined {
  return buildFilter({
    search,
    searchFields: PROJECT_SEARCH_FIELDS,
    columns: {
      agencyEid: filters.agency === OTHER_AGENCY ? null : filters.agency,
      brandEid: filters.brand,
      projectTypeEid: filters.type,
      status: filters.status,
    },
    dateRanges: { estimatedGoLiveDate: { from: filters.goLiveFrom, to: filters.goLiveTo } },
  });
}

export const PROJECT_LIST_SOURCE: ListSource = { path: PROJECTS_API.apiPath, params: PROJECT_LIST_PARAMS, filterOf: projectFilterOf };
