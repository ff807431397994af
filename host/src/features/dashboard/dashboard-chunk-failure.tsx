/**
 * What /dashboard shows when its chunk cannot be fetched (the route's errorElement): the remote
 * outlets' failure screen, naming the chunk and the failure type. It loads with /home, so it
 * reuses that screen rather than adding one of its own.
 */
import { useRouteError } from 'react-router-dom';
import { RemoteFailure } from '../../remotes/remote-failure';
import { classifyLoadFailure, RemoteLoadError } from '../../remotes/remote-load-error';

export function DashboardChunkFailure() {
  const error = useRouteError();
  const failure = new RemoteLoadError('Dashboard', './DashboardPage', classifyLoadFailure(error), { cause: error });
  // a rejected route lazy is not asked again by the router: a reload is the retry
  return <RemoteFailure failure={failure} onRetry={() => window.location.reload()} />;
}
