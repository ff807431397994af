import { AuthErrorScreen } from '@ottilia/shared-auth/auth-error-screen';
import type { StageConfigError } from '@ottilia/shared-auth';
import { useTranslation } from '../i18n/use-translation';

/**
 * What a stg/prd page shows instead of starting when its deploy-time configuration is incomplete:
 * the spec's "product unavailable" screen for users, and what is missing for whoever deploys it.
 */
export function StageConfigErrorScreen({ error }: { error: StageConfigError }) {
  const { t } = useTranslation();
  return (
    <AuthErrorScreen error={error}>
      <section aria-labelledby="stage-config-problems">
        <h2 id="stage-config-problems">{t('stageConfigError.title', { stage: error.stage })}</h2>
        <ul>
          {error.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </section>
    </AuthErrorScreen>
  );
}
