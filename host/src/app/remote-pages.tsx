import { LoadingIndicator } from '@ottilia/shared-ui';
import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteGate } from '../features/access/route-gate';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteFailure } from '../remotes/remote-failure';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { loadedManifests, useRemoteRoutes, useRouteManifests, type RemoteRoutes } from '../remotes/route-manifests';
import { PageTitle } from './page-title';

/**
 * Every path the host does not serve itself: the routes of the remotes' manifests (exact paths,
 * so /projects and /projects/:id are two routes), each with its gate and title. React Router
 * ranks them by specificity; on a path two remotes declare, the first in env-config wins.
 */
export function RemotePages() {
  const remotes = useRemoteRoutes();
  const routes = useMemo(() => remoteRoutes(remotes), [remotes]);
  return useRoutes(routes);
}

function remoteRoutes(remotes: readonly RemoteRoutes[]): RouteObject[] {
  const pages = loadedManifests(remotes).flatMap(({ name, routes }) =>
    routes.map(({ path, module, permission, title }): RouteObject => {
      const outlet = <RemoteOutlet remote={name} module={module} />;
      return {
        path: path.slice(1),
        element: <PageTitle title={title}>{permission ? <RouteGate permission={permission}>{outlet}</RouteGate> : outlet}</PageTitle>,
      };
    }),
  );
  return [...pages, { path: '*', element: <UnmatchedPath /> }];
}

/**
 * A path no route serves. While a manifest loads it may still become one (loading indicator);
 * if a manifest failed it may belong to that remote, whose failure is shown with Retry (which
 * fetches the manifest again); otherwise it is the 404 page.
 */
function UnmatchedPath() {
  const manifests = useRouteManifests();
  const remotes = useRemoteRoutes();
  if (remotes.some(({ status }) => status === 'loading')) return <LoadingIndicator />;
  const failed = remotes.flatMap((state) => (state.status === 'failed' ? [state.error] : []));
  if (failed.length === 0) {
    return (
      <PageTitle titleKey="notFound.title">
        <NotFoundPage />
      </PageTitle>
    );
  }
  return failed.map((failure) => <RemoteFailure key={failure.remote} failure={failure} onRetry={() => manifests.retry(failure.remote)} />);
}
