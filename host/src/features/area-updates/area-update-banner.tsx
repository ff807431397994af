import { Alert } from '@ottilia/shared-ui';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { useRemoteRoutes, type RemoteRoutes } from '../../remotes/route-manifests';
import { useFollowing, usePendingVersions } from './following';

/** The remote whose page `pathname` is, as the tab runs it (its loaded manifest, else the composition's copy). */
function remoteOfPage(remotes: readonly RemoteRoutes[], pathname: string): RemoteRoutes | undefined {
  return remotes.find((state) => {
    const manifest = state.status === 'loaded' ? state.manifest : state.known;
    return manifest?.routes.some(({ path }) => matchPath({ path, end: true }, pathname));
  });
}

/**
 * Keeps an open tab on the composition (remotes/composition-follower.ts, ADR 0120): re-reads it
 * every few minutes (each navigation re-reads it too, see app.tsx), switches changed areas at once
 * while the page shown is of none of them and nothing is dirty, and otherwise says, on a page of
 * a changed area, that its new version is ready: with a dirty draft, to save or discard it first;
 * then Reload shows the page in the new version.
 */
export function AreaUpdateBanner({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const following = useFollowing();
  const pending = usePendingVersions();
  const remotes = useRemoteRoutes();
  const { pathname } = useLocation();
  const shown = remoteOfPage(remotes, pathname);
  const changedHere = shown && Object.hasOwn(pending, shown.remote) ? shown : undefined;
  const anyPending = Object.keys(pending).length > 0;

  useEffect(() => {
    if (!following) return undefined;
    const timer = setInterval(() => void following.follower.check(), following.recheckMs);
    return () => clearInterval(timer);
  }, [following]);
  useEffect(() => {
    if (anyPending && !changedHere && !dirty) following?.follower.applyPending();
  }, [following, anyPending, changedHere, dirty]);

  if (!following || !changedHere) return null;
  const area = (changedHere.status === 'loaded' ? changedHere.manifest : changedHere.known)?.area ?? changedHere.remote;
  return dirty ? (
    <Alert type="information" message={t('areaUpdate.saveFirst', { area })} />
  ) : (
    <Alert
      type="information"
      message={t('areaUpdate.ready', { area })}
      action={() => following.follower.applyPending()}
      actionName={t('areaUpdate.reload')}
    />
  );
}
