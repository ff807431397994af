import { LoadingIndicator } from '@ottilia/shared-ui';
import { usePolicyLanguages } from '../../data/content';
import { LoadFailure } from './news-feed';
import { useReportReady } from './show-together';
import { useTranslation } from '../../i18n/use-translation';

/** The languages the group's policies are published in (content service). */
export function PolicyLanguages() {
  const { t } = useTranslation();
  const { data, error, mutate } = usePolicyLanguages();
  useReportReady('policy-languages', Boolean(data || error));
  return (
    <section aria-labelledby="policy-languages-title">
      <h2 id="policy-languages-title">{t('home.policyLanguages.title')}</h2>
      {error ? (
        <LoadFailure text={t('home.policyLanguages.failed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingIndicator size="small" label={t('home.policyLanguages.loading')} showLabel />
      ) : data.languages.length === 0 ? (
        <p>{t('home.policyLanguages.empty')}</p>
      ) : (
        <p>{data.languages.map((language) => language.name).join(', ')}</p>
      )}
    </section>
  );
}
