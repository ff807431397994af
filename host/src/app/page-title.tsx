import { useEffect, type ReactNode } from 'react';
import { PageNameContext } from '../components/page-name';
import { useTranslation } from '../i18n/use-translation';

/** A remote's page title (plain text from its manifest), or a host page's string key. */
type Title = { title: string; titleKey?: never } | { titleKey: string; title?: never };

/** Names the page in the document title (what tabs, history and screen readers announce) and to what it shows. */
export function PageTitle({ title, titleKey, children }: Title & { children: ReactNode }) {
  const { t } = useTranslation();
  const page = titleKey ? t(titleKey) : title;
  const full = t('pageTitle', { page });
  useEffect(() => {
    document.title = full;
  }, [full]);
  return <PageNameContext value={page}>{children}</PageNameContext>;
}
