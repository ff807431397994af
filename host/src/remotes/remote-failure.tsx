import { Button } from '@ottilia/shared-ui';
import { useTranslation } from '../i18n/use-translation';
import type { RemoteLoadError } from './remote-load-error';
import { areaName, useRemoteRoutes } from './route-manifests';

interface Props {
  failure: RemoteLoadError;
  onRetry(): void;
}

/** What a failed remote outlet shows: which remote and module, the failure type, and ways out. */
export function RemoteFailure({ failure, onRetry }: Props) {
  const { t } = useTranslation();
  // the area's name comes from the remote's route manifest or the composition's copy of it
  const area = areaName(useRemoteRoutes(), failure.remote);
  return (
    <section role="alert" aria-labelledby="remote-failure-title">
      <h2 id="remote-failure-title">{t('remoteFailure.title', { area })}</h2>
      <p>
        {t('remoteFailure.detail', { module: failure.module, remote: failure.remote, failureType: failure.failureType })}
      </p>
      {failure.reason && <p>{t('remoteFailure.incompatible', { area, reason: failure.reason })}</p>}
      {failure.resource && <p>{t('remoteFailure.resource', { resource: failure.resource })}</p>}
      <p>{t('remoteFailure.hint')}</p>
      <Button onClick={onRetry}>{t('remoteFailure.retry')}</Button>{' '}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('remoteFailure.reload')}
      </Button>
    </section>
  );
}
