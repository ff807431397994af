/**
 * What /dashboard shows when its chunk cannot be fetched (the route's errorElement): the chunk and
 * the failure type as the remote outlets name them, and a reload. Part of the first load, so it
 * reuses the remote failure strings instead of bringing its own.
 */
import { Button } from '@ottilia/shared-ui';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';

/** webpack's ChunkLoadError carries `type` (missing, timeout, error) and `request` (the URL). */
const failureTypeOf = (type: unknown) => (type === 'missing' ? 'missing' : type === 'timeout' ? 'timeout' : 'load failure');

export function DashboardChunkFailure() {
  const { t } = useTranslation();
  const error = useRouteError() as { type?: unknown; request?: unknown } | null;
  return (
    <section role="alert" aria-labelledby="dashboard-failure-title">
      <h1 id="dashboard-failure-title">{t('remoteFailure.title', { area: t('dashboard.title') })}</h1>
      <p>{t('remoteFailure.detail', { module: 'dashboard', remote: 'host', failureType: failureTypeOf(error?.type) })}</p>
      {typeof error?.request === 'string' && <p>{t('remoteFailure.resource', { resource: error.request })}</p>}
      <p>{t('remoteFailure.hint')}</p>
      <Button onClick={() => window.location.reload()}>{t('remoteFailure.reload')}</Button>
    </section>
  );
}
