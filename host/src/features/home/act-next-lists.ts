/**
 * "What to act on next": existing list calls with filters, chosen by what the user may do.
 * Agency roles see their agency's projects only (the API's visibility rule), so the same calls
 * serve them without a new endpoint.
 */
import { canReviewProjects, isAgencyRole, permissionsOf, type Query } from '@ottilia/shared-auth';

export const ACT_NEXT_SIZE = 5;

export interface ActNextList {
  id: 'reviews' | 'drafts' | 'agencies' | 'agencyChanges';
  path: '/projects' | '/agencies';
  query: Query;
  /** The screen of one row, and of the whole list. */
  recordRoute: string;
  listRoute: string;
}

const recent = (filter: string | undefined, orderBy = 'updatedAt desc'): Query => ({ page: 1, size: ACT_NEXT_SIZE, $orderBy: orderBy, $filter: filter });

export function actNextLists(roles: readonly string[] | null | undefined): ActNextList[] {
  const can = permissionsOf(roles);
  const lists: ActNextList[] = [];
  if (canReviewProjects(roles)) {
    lists.push({ id: 'reviews', path: '/projects', query: recent("status eq 'IN_REVIEW'", 'updatedAt asc'), recordRoute: '/projects', listRoute: '/projects?status=IN_REVIEW' });
  }
  if (can.has('projectsEdit')) {
    lists.push({ id: 'drafts', path: '/projects', query: recent("status eq 'DRAFT'"), recordRoute: '/projects', listRoute: '/projects?status=DRAFT' });
  }
  if (can.has('agenciesReview')) {
    lists.push({ id: 'agencies', path: '/agencies', query: recent("reviewState eq 'PENDING'", 'updatedAt asc'), recordRoute: '/backoffice/agencies', listRoute: '/backoffice/agencies' });
  }
  if (isAgencyRole(roles)) {
    lists.push({ id: 'agencyChanges', path: '/projects', query: recent(undefined), recordRoute: '/projects', listRoute: '/projects' });
  }
  return lists;
}
