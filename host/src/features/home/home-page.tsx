import { useCurrentUser } from '@ottilia/shared-auth';
import { Link } from 'react-router-dom';
import { isGroup, usePortalNav, visibleNavItems } from '../../config/nav-items';
import { useTranslation } from '../../i18n/use-translation';

/** Home: a greeting and links to the areas the user's permissions open. */
export function HomePage() {
  const { t } = useTranslation();
  const { me, can } = useCurrentUser();
  const areas = visibleNavItems(usePortalNav().items, can)
    .flatMap((item) => (isGroup(item) ? item.children : [item]))
    .filter((item) => item.id !== 'home' && !item.external);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.greeting', { name: me?.displayName ?? '' })}</h1>
      <p>{t('home.intro')}</p>
      <nav aria-label={t('home.areas')}>
        <ul>
          {areas.map((area) => (
            <li key={area.id}>
              <Link to={area.to}>{area.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
