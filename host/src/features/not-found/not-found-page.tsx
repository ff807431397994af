import { useTranslation } from 'react-i18next';
import { GoHomeButton } from '../../components/go-home-button';

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
