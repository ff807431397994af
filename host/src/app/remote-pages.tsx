import { LoadingIndicator } from '@ottilia/shared-ui';
import { useMemo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteGate } from '../features/access/route-gate';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteFailure } from '../remotes/remote-failure';
import { RemoteOutlet } from '../remotes/remote-outlet';
import type { ManifestRoute } from '../remotes/route-manifest';
import { useRemoteRoutes, useRouteManifests, type RemoteRoutes } from '../remotes/route-manifests';
import { PageTitle } from './page-title';

/**
 * Every path the host does not serve itself: the routes of the remotes' manifests (exact paths,
 * so /projects and /projects/:id are two routes), each with its gate and title. React Router
 * ranks them by specificity; on a path two remotes declare, the first in env-config wins.
 */
export function RemotePages() {
  const manifests = useRouteManifests();
  const remotes = useRemoteRoutes();
  const routes = useMemo(() => remoteRoutes(remotes, (remote) => manifests.retry(remote)), [remotes, manifests]);
  return useRoutes(routes);
}

/**
 * The loaded manifests' routes, and the routes the composition knows for a remote that failed:
 * those show its failure (in the area's name, with Retry) behind the same gate and title.
 */
function remoteRoutes(remotes: readonly RemoteRoutes[], retry: (remote: string) => void): RouteObject[] {
  const page = ({ path, permission, title }: ManifestRoute, content: ReactNode): RouteObject => ({
    path: path.slice(1),
    element: <PageTitle title={title}>{permission ? <RouteGate permission={permission}>{content}</RouteGate> : content}</PageTitle>,
  });
  const pages = remotes.flatMap((state) => {
    if (state.status === 'loaded') {
      return state.manifest.routes.map((route) => page(route, <RemoteOutlet remote={state.remote} module={route.module} />));
    }
    if (state.status === 'failed' && state.known) {
      return state.known.routes.map((route) =>
        page(route, <RemoteFailure failure={state.error} reference={state.reference} onRetry={() => retry(state.remote)} />),
      );
    }
    return [];
  });
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
  // a failed remote the composition knows has its own routes (above): this path is not one of them
  const failed = remotes.flatMap((state) => (state.status === 'failed' && !state.known ? [state] : []));
  if (failed.length === 0) {
    return (
      <PageTitle titleKey="notFound.title">
        <NotFoundPage />
      </PageTitle>
    );
  }
  return failed.map(({ remote, error, reference }) => (
    <RemoteFailure key={remote} failure={error} reference={reference} onRetry={() => manifests.retry(remote)} />
  ));
}
