/**
 * The API's project shapes (api/src/projects), as the projects screens use them. The API is the
 * source of truth; docs/decisions.md ("Projects area") describes the rules behind the fields.
 */
import type { WireProject } from '@ottilia/shared-contracts/wire';

export const PROJECTS_PATH = '/projects';
export const projectPath = (uuid: string) => `${PROJECTS_PATH}/${uuid}`;

export const PROJECT_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'] as const satisfies readonly WireProject['status'][];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

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

/** The API's longest project name (api/src/projects/project-schemas.ts). */
export const PROJECT_NAME_MAX = 200;

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

export type ProjectReview = NonNullable<WireProject['review']>;

/**
 * As GET /projects/{id} answers it: ISO timestamps, `estimatedGoLiveDate` as yyyy-MM-dd or null,
 * `agency` null for "other agency", market codes sorted; `review` (the newest, pending or
 * decided) on the detail only.
 */
export type Project = WireProject;

/** What PUT /projects/{id} accepts (read-only fields of Project may be sent back and are ignored). */
export interface ProjectWrite {
  name: string;
  agencyEid?: string | null;
  brandEid: string;
  projectTypeEid: string;
  estimatedGoLiveDate?: string | null;
  hasGlobalPolicies?: boolean;
  hasAgeGateway?: boolean;
  hasCookieConsent?: boolean;
  status?: ProjectStatus;
  markets?: string[];
}
