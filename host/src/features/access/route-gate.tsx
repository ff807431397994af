import { useCurrentUser, type Permission } from '@ottilia/shared-auth';
import type { ReactNode } from 'react';
import { NotAllowed } from './not-allowed';

/**
 * A route that needs a permission (spec section 2). While the current user loads, every gated
 * route is allowed; the loading overlay covers the page meanwhile.
 */
export function RouteGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { isLoading, can } = useCurrentUser();
  return isLoading || can(permission) ? children : <NotAllowed />;
}
