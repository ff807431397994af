import type { Shell } from '@ottilia/shared-ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** Catalogue id of the route-leave prompt ('Discard changes?' / "Your changes won't be saved."). */
export const ROUTE_LEAVE_DIALOG = 'routeLeave';

/**
 * Spec section 2: leaving a screen with unsaved changes asks first; discarding lets the
 * navigation through, cancelling stays. Needs a data router (useBlocker).
 */
export function useDiscardPrompt({ isDirty, confirm }: Pick<Shell, 'isDirty' | 'confirm'>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm(ROUTE_LEAVE_DIALOG).then((discard) => {
      if (!current) return;
      if (discard) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker, confirm]);
}
