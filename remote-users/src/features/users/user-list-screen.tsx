/**
 * /users: the shared admin list with the users' own parts: an invitation instead of a create
 * form, and the agency filter only for those who read agencies (an Agency Manager sees only
 * their own agency's people anyway). Export CSV is GET /users/export.csv.
 */
import { ResourceList } from '@ottilia/shared-admin/screens';
import { useCurrentUser } from '@ottilia/shared-auth';
import { useMemo } from 'react';
import { useUsersStrings } from '../../i18n/strings';
import { useAgencyOptions } from './agency-options';
import { InviteUserButton } from './invite-user-button';
import { AGENCY_FILTER_PARAM, userList } from './user-list';

export function UserListScreen() {
  const { can } = useCurrentUser();
  const agencies = useAgencyOptions(can('agenciesRead'));
  const { t } = useUsersStrings();
  const spec = useMemo(() => userList(t), [t]);
  return (
    <ResourceList
      spec={spec}
      createControl={<InviteUserButton />}
      filterOptions={{ [AGENCY_FILTER_PARAM]: agencies }}
      hiddenFilters={can('agenciesRead') ? [] : [AGENCY_FILTER_PARAM]}
    />
  );
}
