import { ErrorReference } from '@ottilia/shared-ui';
import { routeOf } from '@ottilia/shared-auth/scrub';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { GoHomeButton } from '../../components/go-home-button';
import { useTranslation } from '../../i18n/use-translation';
import { reportError } from '../../monitoring/monitor';

/**
 * Any path without a route (spec section 2). The miss is reported (a link somewhere leads
 * nowhere), and its reference shown for the user to quote.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // reporting the same miss again answers its first reference: safe to do while rendering
  const reference = useMemo(() => reportError(new Error(`No page at ${routeOf(pathname)}`), { kind: 'not-found' }), [pathname]);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.message')}</h1>
      <ErrorReference reference={reference} />
      <GoHomeButton />
    </section>
  );
}
