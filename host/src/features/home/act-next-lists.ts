/**
 * "What to act on next": existing list calls with filters, chosen by what the user may do.
 * Agency roles see their agency's projects only (the API's visibility rule), so the same calls
 * serve them without a new endpoint.
 */
import { canReviewProjects, isAgencyRole, permissionsOf } from '@ottilia/shared-auth';
import { recentAgenciesKey, recentProjectsKey, type ActNextKey } from '../../data/home';

export { ACT_NEXT_SIZE } from '../../data/home';

export interface ActNextList {
  id: 'reviews' | 'drafts' | 'agencies' | 'agencyChanges';
  /** What the list reads. */
  key: ActNextKey;
  /** The screen of one row, and of the whole list. */
  recordRoute: string;
  listRoute: string;
}

export function actNextLists(roles: readonly string[] | null | undefined): ActNextList[] {
  const can = permissionsOf(roles);
  const lists: ActNextList[] = [];
  if (canReviewProjects(roles)) {
    lists.push({ id: 'reviews', key: recentProjectsKey({ state: 'IN_REVIEW', oldestFirst: true }), recordRoute: '/projects', listRoute: '/projects?status=IN_REVIEW' });
  }
  if (can.has('projectsEdit')) {
    lists.push({ id: 'drafts', key: recentProjectsKey({ state: 'DRAFT' }), recordRoute: '/projects', listRoute: '/projects?status=DRAFT' });
  }
  if (can.has('agenciesReview')) {
    lists.push({ id: 'agencies', key: recentAgenciesKey({ state: 'PENDING', oldestFirst: true }), recordRoute: '/backoffice/agencies', listRoute: '/backoffice/agencies' });
  }
  if (isAgencyRole(roles)) {
    lists.push({ id: 'agencyChanges', key: recentProjectsKey({}), recordRoute: '/projects', listRoute: '/projects' });
  }
  return lists;
}
