/**
 * The API's project shapes (api/src/projects), as the projects screens use them. The API is the
 * source of truth; docs/decisions.md ("Projects area") describes the rules behind the fields.
 */
import type { WireProject } from '@ottilia/shared-contracts/wire';

export const PROJECTS_PATH = '/projects';
export const projectPath = (uuid: string) => `${PROJECTS_PATH}/${uuid}`;

export const PROJECT_STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'] as const satisfies readonly WireProject['status'][];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  PUBLISHED: 'Published',
};

/** The spec's "other agency" choice; the API stores it as no agency (null). */
export const OTHER_AGENCY = 'other';
/** How screens name that choice. */
export const OTHER_AGENCY_LABEL = 'Other agency';

/** The API's longest project name (api/src/projects/project-schemas.ts). */
export const PROJECT_NAME_MAX = 200;

/** The product flags, in the order every screen lists them. */
export const PRODUCT_FLAGS = ['hasGlobalPolicies', 'hasAgeGateway', 'hasCookieConsent'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** How every screen names the project's fields (labels, legends and messages). */
export const PROJECT_LABELS = {
  name: 'Name',
  agencyEid: 'Agency',
  brandEid: 'Brand',
  projectTypeEid: 'Type of website',
  estimatedGoLiveDate: 'Estimated go-live date',
  markets: 'Markets',
  hasGlobalPolicies: 'Global policies',
  hasAgeGateway: 'Age gateway',
  hasCookieConsent: 'Cookie consent',
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
