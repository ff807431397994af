/** Test support: the project list's rows and a client-only fake API (GET /projects, /projects/choices, the user). */
import { meFlags, type ApiClient, type Query, type Role } from '@ottilia/shared-auth';
import type { ProjectChoices } from '../../../lib/project-choices';
import { CHOICES, project as detailProject } from '../../../test-support/project-fixtures';
import type { ProjectListItem, ProjectPage } from '../project-list-source';

const PROJECTS_PATH = '/projects';
const PROJECT_CHOICES_PATH = '/projects/choices';

/** A row of GET /projects: the list's fields of the project the detail tests use. */
export function project(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  const { uuid, name, createdAt, estimatedGoLiveDate, status, agency, brand, projectTypeName, version } = detailProject();
  return { uuid, name, createdAt, estimatedGoLiveDate, status, agency, brand, projectTypeName, version, ...overrides };
}

export function pageOf(content: ProjectListItem[], { page = 1, totalPages = 1, totalElements = content.length } = {}): ProjectPage {
  return { content, page, size: 20, totalElements, totalPages };
}

type ProjectsAnswer = (query: Query) => Promise<ProjectPage>;

export interface FakeApiOptions {
  role?: Role;
  /** GET /projects/choices (every record, inactive ones included, as the filters need them); rejects when an Error. */
  choices?: ProjectChoices | Error;
  /** DELETE /projects/{uuid}; rejects when it throws. */
  del?: (path: string, options?: { ifMatch?: string }) => Promise<void>;
  /** POST (bulk delete); rejects when it throws. */
  post?: (path: string, body: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;
  /** GET of a file (the Excel export). */
}

const notUsed = (what: string) => () => Promise.reject(new Error(`${what} is not used by the project list`));

/** A client answering /users/me for `role` and /projects with `answer`; every other call fails the test. */
export function fakeApiClient(answer: ProjectsAnswer, roleOrOptions: Role | FakeApiOptions = 'BRAND_MANAGER') {
  const {
    role = 'BRAND_MANAGER',
    choices = CHOICES,
    ...calls
  }: FakeApiOptions = typeof roleOrOptions === 'string' ? { role: roleOrOptions } : roleOrOptions;
  const me = { eid: 'U1', displayName: 'Test User', mainRole: role, roles: [role], ...meFlags([role]) };
  const get = jest.fn(async (path: string, options?: { query?: Query }) => {
    if (path === '/users/me') return me;
    if (path === PROJECTS_PATH) return answer(options?.query ?? {});
    if (path === PROJECT_CHOICES_PATH) {
      if (choices instanceof Error) throw choices;
      return choices;
    }
    throw new Error(`unexpected GET ${path}`);
  });
  const del = jest.fn(calls.del ?? notUsed('DELETE'));
  const post = jest.fn(calls.post ?? notUsed('POST'));
  const unused = jest.fn(notUsed('this call'));
  const client = { get, put: unused, post, del } as unknown as ApiClient;
  /** The queries of every GET /projects so far. */
  const projectQueries = () => get.mock.calls.filter(([path]) => path === PROJECTS_PATH).map(([, options]) => options?.query);
  /** Settles once the current user has been answered. */
  const currentUserAnswered = () => get.mock.results[get.mock.calls.findIndex(([path]) => path === '/users/me')]?.value;
  return { client, projectQueries, currentUserAnswered, del, post };
}
