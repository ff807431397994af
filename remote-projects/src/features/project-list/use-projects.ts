/** One page of GET /projects for the list's params, through the app's SWR fetcher. */
import { buildFilter, listQuery, listSwrOptions, type ApiError, type ApiKey, type Query } from '@ottilia/shared-auth';
import useSWR from 'swr';
import { OTHER_AGENCY } from '../../lib/project';
import { orderByOf, type ProjectListParams } from './project-list-params';

export const PROJECTS_PATH = '/projects';
export const PROJECT_PAGE_SIZE = 20;
/** The search box matches any of these (API field names). */
export const PROJECT_SEARCH_FIELDS = ['name', 'agencyName', 'brandName', 'projectTypeName'] as const;

interface Ref {
  eid: string;
  name: string;
}

/** The fields of the API's Project that the list shows. */
export interface ProjectListItem {
  uuid: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  /** ISO date. */
  estimatedGoLiveDate: string | null;
  /** Upper snake case, e.g. IN_REVIEW. */
  status: string;
  /** null: "other agency". */
  agency: Ref | null;
  brand: Ref;
  projectTypeName: string;
  /** Sent back as If-Match when the row is deleted. */
  version: number;
}

export interface ProjectPage {
  content: ProjectListItem[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/**
 * `$filter` of the search and the column filters, joined with 'and': "Other agency" is a project
 * without an agency (`agencyEid eq null`); the go-live range includes both ends (dates are
 * bare OData date literals).
 */
export function projectFilterOf({ search, filters }: Pick<ProjectListParams, 'search' | 'filters'>): string | undefined {
  const clauses = [
    buildFilter({
      search,
      searchFields: PROJECT_SEARCH_FIELDS,
      columns: {
        agencyEid: filters.agency === OTHER_AGENCY ? null : filters.agency,
        brandEid: filters.brand,
        projectTypeEid: filters.type,
        status: filters.status,
      },
    }),
    filters.goLiveFrom && `estimatedGoLiveDate ge ${filters.goLiveFrom}`,
    filters.goLiveTo && `estimatedGoLiveDate le ${filters.goLiveTo}`,
  ].filter(Boolean);
  return clauses.length > 0 ? clauses.join(' and ') : undefined;
}

export function projectListQuery(params: ProjectListParams): Query {
  return listQuery({
    page: params.page,
    size: PROJECT_PAGE_SIZE,
    orderBy: orderByOf(params.sort),
    filter: projectFilterOf(params),
  });
}

/** The export's query: what the list selects, in its order, without paging. */
export function projectExportQuery(params: ProjectListParams): Query {
  return { $filter: projectFilterOf(params), $orderBy: orderByOf(params.sort) };
}

export function useProjects(params: ProjectListParams) {
  const key: ApiKey = [PROJECTS_PATH, projectListQuery(params)];
  return useSWR<ProjectPage, ApiError>(key, listSwrOptions);
}
