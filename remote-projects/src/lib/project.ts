/**
 * The API's project shapes (api/src/projects), as the projects screens use them. The API is the
 * source of truth; docs/adr/0013 to 0016 (projects) describe the rules behind the fields.
 */
import { ENUMS, PROJECT_LIMITS, type ProjectBody } from '@ottilia/shared-admin';
import type { WireProject } from '@ottilia/shared-contracts/wire';

/** The screen route of the list; a project's page is projectRoute(uuid). */
export const PROJECTS_ROUTE = '/projects';
export const projectRoute = (uuid: string) => `${PROJECTS_ROUTE}/${encodeURIComponent(uuid)}`;

export const PROJECT_STATUSES = ENUMS.Project.status;
export type ProjectStatus = WireProject['status'];

/** Keys of the statuses' names (namespace projects). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  DRAFT: 'status.draft',
  IN_REVIEW: 'status.inReview',
  APPROVED: 'status.approved',
  PUBLISHED: 'status.published',
};

/** The spec's "other agency" choice; the API stores it as no agency (null). */
export const OTHER_AGENCY = 'other';
/** Key of how screens name that choice. */
export const OTHER_AGENCY_LABEL = 'common.otherAgency';

/** The API's longest project name. */
export const PROJECT_NAME_MAX = PROJECT_LIMITS.name.maxLength;

/** The product flags, in the order every screen lists them. */
export const PRODUCT_FLAGS = ['hasGlobalPolicies', 'hasAgeGateway', 'hasCookieConsent'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Keys of how every screen names the project's fields (labels, legends and messages). */
export const PROJECT_LABELS = {
  name: 'field.name',
  agencyEid: 'field.agency',
  brandEid: 'field.brand',
  projectTypeEid: 'field.type',
  estimatedGoLiveDate: 'field.goLive',
  markets: 'field.markets',
  hasGlobalPolicies: 'field.globalPolicies',
  hasAgeGateway: 'field.ageGateway',
  hasCookieConsent: 'field.cookieConsent',
} as const;

export type Ref = WireProject['brand'];

/** The fields of a project's forms (new project, overview) other than the product flags. */
export interface ProjectFormFields {
  name: string;
  /** An agency eid, OTHER_AGENCY, or '' while the new-project form has none chosen yet. */
  agencyEid: string;
  brandEid: string;
  projectTypeEid: string;
  /** yyyy-MM-dd or ''. */
  estimatedGoLiveDate: string;
  /** Market codes, in the choices' order. */
  markets: string[];
}

export type ProjectReview = NonNullable<WireProject['review']>;

/**
 * As GET /projects/{id} answers it: ISO timestamps, `estimatedGoLiveDate` as yyyy-MM-dd or null,
 * `agency` null for "other agency", market codes sorted; `review` (the newest, pending or
 * decided) on the detail only.
 */
export type Project = WireProject;

/** What PUT /projects/{id} accepts (read-only fields of Project may be sent back and are ignored). */
export type ProjectWrite = ProjectBody;
