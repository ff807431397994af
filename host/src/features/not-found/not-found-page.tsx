import { GoHomeButton } from '../../components/go-home-button';
import { useTranslation } from '../../i18n/use-translation';

/** Any path without a route (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.message')}</h1>
      <GoHomeButton />
    </section>
  );
}
