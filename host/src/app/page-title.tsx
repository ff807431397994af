import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** A remote's page title (plain text from its manifest), or a host page's string key. */
type Title = { title: string; titleKey?: never } | { titleKey: string; title?: never };

/** Names the page in the document title (what tabs, history and screen readers announce). */
export function PageTitle({ title, titleKey, children }: Title & { children: ReactNode }) {
  const { t } = useTranslation();
  const full = t('pageTitle', { page: titleKey ? t(titleKey) : title });
  useEffect(() => {
    document.title = full;
  }, [full]);
  return children;
}
