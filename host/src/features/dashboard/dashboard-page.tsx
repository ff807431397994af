import { useTranslation } from '../../i18n/use-translation';

/** /dashboard (dashboardsRead). The dashboard's figures are not specified yet. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <p>{t('dashboard.intro')}</p>
    </section>
  );
}
