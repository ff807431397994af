import { useCurrentUser } from '@ottilia/shared-auth';
import { Alert } from '@ottilia/shared-ui';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { areaName, useRemoteRoutes } from '../../remotes/route-manifests';
import type { ReleaseTrial } from './active-release-trial';
import { endReleaseTrial } from './release-trial';
import './release-trial-strings';

const endTrial = () => {
  endReleaseTrial();
  window.location.reload();
};

/**
 * Shown on every page while this session tries a release: says which, and ends the trial (the
 * page reloads with the composition's version). Only a Super Admin's session keeps one.
 */
export default function ReleaseTrialBanner({ trial }: { trial: ReleaseTrial }) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const area = areaName(useRemoteRoutes(), trial.remote);
  const superAdmin = me?.mainRole === 'SUPER_ADMIN';
  useEffect(() => {
    if (me && !superAdmin) endTrial();
  }, [me, superAdmin]);
  return (
    <Alert
      type="information"
      message={t('releaseTrial.banner', { area, version: trial.version, origin: trial.origin })}
      action={endTrial}
      actionName={t('releaseTrial.end')}
    />
  );
}
