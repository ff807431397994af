import type { Shell } from '@ottilia/shared-ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** Catalogue id of the route-leave prompt ('Discard changes?' / "Your changes won't be saved."). */
export const ROUTE_LEAVE_DIALOG = 'routeLeave';

/**
 * Spec section 2: leaving a screen with unsaved changes asks first; discarding lets the
 * navigation through, cancelling stays. Needs a data router (useBlocker). Leaving the portal
 * itself (reload, closing the tab, typing an address) gets the browser's own question.
 */
export function useDiscardPrompt({ isDirty, confirm }: Pick<Shell, 'isDirty' | 'confirm'>): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // browsers that predate preventDefault() here ask when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
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
