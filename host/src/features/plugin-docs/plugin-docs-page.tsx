import { pluginDocsUrl } from '../../config/nav-items';
import { useTranslation } from '../../i18n/use-translation';

/** /plugin-docs: the way to the external plugin documentation of the stage (stage config pluginDocsUrl). */
export default function PluginDocsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plugin-docs-title">
      <h1 id="plugin-docs-title">{t('pluginDocs.title')}</h1>
      <p>{t('pluginDocs.intro')}</p>
      <a href={pluginDocsUrl()} target="_blank" rel="noopener noreferrer">
        {t('pluginDocs.link')} {t('nav.opensInNewTab')}
      </a>
    </section>
  );
}
