import { useRevalidateList } from '@ottilia/shared-admin';
import { Button } from '@ottilia/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUsersStrings } from '../../i18n/strings';
import { InviteUserDialog } from './invite-user-dialog';
import { USERS } from './users';

/** `/users?invite` opens the dialog at once (the host's command palette links there). */
export const INVITE_PARAM = 'invite';

/** Opens the invitation form; the list shows the invited user afterwards. */
export function InviteUserButton() {
  const { t } = useUsersStrings();
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.has(INVITE_PARAM));
  const refreshList = useRevalidateList(USERS.apiPath);
  const close = () => {
    setOpen(false);
    // a reload or Back must not open it again
    if (searchParams.has(INVITE_PARAM)) {
      setSearchParams(
        (params) => {
          params.delete(INVITE_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('invite.button')}</Button>
      {open && <InviteUserDialog onClose={close} onInvited={refreshList} />}
    </>
  );
}
