import { Button, ErrorReference } from '@ottilia/shared-ui';
import { usePageName } from '../components/page-name';
import { useTranslation } from '../i18n/use-translation';
import type { RemoteLoadError } from './remote-load-error';
import { areaName, useRemoteRoutes } from './route-manifests';

interface Props {
  failure: RemoteLoadError;
  /** The page's own code failed while showing (not a load failure): told in the page's name. */
  crashed?: boolean;
  /** The monitoring report's reference, for the user to quote. */
  reference?: string | undefined;
  onRetry(): void;
}

/**
 * What a failed remote outlet shows: a page that crashed says so in its name ("The Brands page
 * stopped working"); a load failure names the remote, module and failure type. Both give the
 * reference of their report and ways out.
 */
export function RemoteFailure({ failure, crashed = false, reference, onRetry }: Props) {
  const { t } = useTranslation();
  // the area's name comes from the remote's route manifest or the composition's copy of it
  const area = areaName(useRemoteRoutes(), failure.remote);
  const page = usePageName() ?? area;
  return (
    <section role="alert" aria-labelledby="remote-failure-title">
      <h2 id="remote-failure-title">{crashed ? t('remoteFailure.crashed', { page }) : t('remoteFailure.title', { area })}</h2>
      {crashed ? (
        <p>{t('remoteFailure.crashedDetail')}</p>
      ) : (
        <p>{t('remoteFailure.detail', { module: failure.module, remote: failure.remote, failureType: failure.failureType })}</p>
      )}
      {failure.reason && <p>{t('remoteFailure.incompatible', { area, reason: failure.reason })}</p>}
      {!crashed && failure.resource && <p>{t('remoteFailure.resource', { resource: failure.resource })}</p>}
      <p>{t('remoteFailure.hint')}</p>
      {reference && <ErrorReference reference={reference} />}
      <Button onClick={onRetry}>{t('remoteFailure.retry')}</Button>{' '}
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('remoteFailure.reload')}
      </Button>
    </section>
  );
}
