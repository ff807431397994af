import { useAuth, useCurrentUser } from '@ottilia/shared-auth';
import { LoadingOverlay, MessageDialog } from '@ottilia/shared-ui';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Spec sections 2 and 4: a full-screen "Loading" overlay while the current user loads; if the
 * request fails (errorMe), a dialog with Refresh (reload) and Logout.
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
      onConfirm={() => window.location.reload()}
      onCancel={() => void signOut()}
    />
  );
}
