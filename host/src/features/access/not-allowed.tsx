import { GoHomeButton } from '../../components/go-home-button';
import { useTranslation } from '../../i18n/use-translation';

export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
      <GoHomeButton />
    </section>
  );
}
