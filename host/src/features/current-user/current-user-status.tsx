import { useAuth, useCurrentUser } from '@ottilia/shared-auth';
import { LoadingOverlay, MessageDialog } from '@ottilia/shared-ui';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Spec sections 2 and 4: a full-screen "Loading" overlay while the current user loads; if the
 * request fails (errorMe), a dialog with Refresh (reload) and Logout, and the failed call's
 * reference to quote (the API's trace, or for no answer the one its monitoring report carries).
 */
export function CurrentUserStatus() {
  const { t } = useTranslation();
  const { isLoading, error } = useCurrentUser();
  const { signOut } = useAuth();
  if (isLoading) return <LoadingOverlay label={t('loading')} />;
  if (!error) return null;
  return (
    <MessageDialog
      open
      dialog="errorMe"
      {...(error.reference ? { reference: error.reference } : {})}
      onConfirm={() => window.location.reload()}
      onCancel={() => void signOut()}
    />
  );
}
