/**
 * /users/{id}: the shared record page (view, edit with the discard question, 'Well done!' and the
 * 412 message that keeps the draft, delete after the catalogue's question, a 409 user-in-use in
 * the API's words) with the user's projects beneath. Everyone may open their own profile; Edit
 * and Delete need usersEdit and usersDelete.
 */
import { ExistingRecord } from '@ottilia/shared-admin/screens';
import { useCurrentUser } from '@ottilia/shared-auth';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useUsersStrings } from '../../i18n/strings';
import { useAgencyOptions } from './agency-options';
import { userDetail, userFields } from './user-detail';
import { UserProjects } from './user-projects';

export function UserDetailScreen() {
  const { id = '' } = useParams();
  const { me, can } = useCurrentUser();
  // the choices are for the edit form only
  const agencies = useAgencyOptions(can('usersEdit'));
  const { t } = useUsersStrings();
  const spec = useMemo(() => userDetail(t), [t]);
  return (
    // a fresh page per user: no edit state carries over to another id
    <ExistingRecord
      key={id}
      spec={spec}
      id={id}
      fields={(user) => userFields(t, user, me?.roles[0], agencies)}
      related={({ record }) => <UserProjects eid={record.eid} />}
    />
  );
}
