/** One page of GET /projects for the list's params, through the app's SWR fetcher. */
import { buildFilter, listQuery, listSwrOptions, type ApiError, type ApiKey, type Query } from '@ottilia/shared-auth';
import useSWR from 'swr';
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
}

export interface ProjectPage {
  content: ProjectListItem[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function projectListQuery({ page, sort, search }: ProjectListParams): Query {
  return listQuery({
    page,
    size: PROJECT_PAGE_SIZE,
    orderBy: orderByOf(sort),
    filter: buildFilter({ search, searchFields: PROJECT_SEARCH_FIELDS }),
  });
}

export function useProjects(params: ProjectListParams) {
  const key: ApiKey = [PROJECTS_PATH, projectListQuery(params)];
  return useSWR<ProjectPage, ApiError>(key, listSwrOptions);
}
