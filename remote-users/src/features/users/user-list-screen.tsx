/**
 * /users: the shared admin list with the users' own parts: an invitation instead of a create
 * form, an export built in the browser, and the agency filter only for those who read agencies
 * (an Agency Manager sees only their own agency's people anyway).
 */
import { useExport } from '@ottilia/shared-admin';
import { ResourceList } from '@ottilia/shared-admin/screens';
import { useCurrentUser } from '@ottilia/shared-auth';
import { ExportButton } from '@ottilia/shared-ui/admin';
import type { Query } from '@ottilia/shared-auth';
import { useAgencyOptions } from './agency-options';
import { InviteUserButton } from './invite-user-button';
import { AGENCY_FILTER_PARAM, USER_LIST } from './user-list';
import { downloadUsersCsv } from './users-csv';

function ExportUsersButton({ query }: { query: Query }) {
  const { busy, start } = useExport((client) => downloadUsersCsv(client, query));
  return <ExportButton label="Export CSV" busy={busy} onExport={start} />;
}

export function UserListScreen() {
  const { can } = useCurrentUser();
  const agencies = useAgencyOptions(can('agenciesRead'));
  return (
    <ResourceList
      spec={USER_LIST}
      createControl={<InviteUserButton />}
      exportControl={(query) => <ExportUsersButton query={query} />}
      filterOptions={{ [AGENCY_FILTER_PARAM]: agencies }}
      hiddenFilters={can('agenciesRead') ? [] : [AGENCY_FILTER_PARAM]}
    />
  );
}
