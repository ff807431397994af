import { useCurrentUser, type Permission } from '@ottilia/shared-auth';
import type { ReactNode } from 'react';
import { NotAllowed } from './not-allowed';

/**
 * A route that needs a permission (spec section 2). While the current user loads, every gated
 * route is allowed; the loading overlay covers the page meanwhile. While the user's record cannot
 * be read there is no verdict: the page stays empty under the current-user dialog (errorMe).
 */
export function RouteGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { me, isLoading, error, can } = useCurrentUser();
  if (!me && error) return null;
  return isLoading || can(permission) ? children : <NotAllowed />;
}
