import type { createBrowserRouter } from 'react-router-dom';
import type { CompositionFollower } from '../../remotes/composition-follower';

/**
 * Each navigation to another path re-reads the composition and switches the areas that changed
 * (ADR 0120): told before the router renders the new page, so that page loads the new version. A
 * dirty draft never reaches this point: the discard prompt holds the navigation until discarded.
 */
export function followOnNavigation(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>,
  follower: CompositionFollower,
): () => void {
  let shown = router.state.location.pathname;
  return router.subscribe(({ location }) => {
    if (location.pathname === shown) return;
    shown = location.pathname;
    follower.applyPending();
    void follower.check();
  });
}
