import { useRevalidateList } from '@ottilia/shared-admin';
import { Button } from '@ottilia/shared-ui';
import { useState } from 'react';
import { InviteUserDialog } from './invite-user-dialog';
import { USERS } from './users';

/** Opens the invitation form; the list shows the invited user afterwards. */
export function InviteUserButton() {
  const [open, setOpen] = useState(false);
  const refreshList = useRevalidateList(USERS.apiPath);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite user</Button>
      {open && <InviteUserDialog onClose={() => setOpen(false)} onInvited={refreshList} />}
    </>
  );
}
