import { useAuth } from '@ottilia/shared-auth';
import { Alert, forgetKeptDraft, readKeptDraft, storeKeptDraft, type DraftKeeper } from '@ottilia/shared-ui';
import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';

/** The page a draft belongs to: its path and query (a project tab is a screen of its own). */
function usePage(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * Keeps the dirty screen's draft when the session expires (shared-ui `useKeptDraft`), and
 * offers a kept draft back when its screen is shown again: Restore hands it to the screen,
 * dismissing forgets it.
 */
export function KeptDraftOffer({ keeper, dirty }: { keeper: DraftKeeper | null; dirty: boolean }) {
  const { t } = useTranslation();
  const { onSessionExpiring } = useAuth();
  const page = usePage();
  const [, reread] = useReducer((count: number) => count + 1, 0);

  const latest = useRef({ keeper, dirty, page });
  useEffect(() => {
    latest.current = { keeper, dirty, page };
  });
  useEffect(
    () =>
      onSessionExpiring(() => {
        const current = latest.current;
        if (current.dirty && current.keeper) storeKeptDraft(current.page, current.keeper.snapshot());
      }),
    [onSessionExpiring],
  );

  const kept = keeper ? readKeptDraft(page) : undefined;
  if (!keeper || kept === undefined) return null;
  const settle = (restore: boolean) => {
    forgetKeptDraft(page);
    if (restore) keeper.restore(kept);
    reread();
  };
  return (
    <Alert
      type="information"
      message={t('keptDraft.message')}
      action={() => settle(true)}
      actionName={t('keptDraft.restore')}
      dismissible
      onDismiss={() => settle(false)}
    />
  );
}
