/** The user list: search by name or e-mail, filters for main role, state and agency, sortable columns. */
import { recordRoute, valueFilter, type ListFilter } from '@ottilia/shared-admin';
import { defineList } from '@ottilia/shared-admin/screens';
import { ROLES } from '@ottilia/shared-auth';
import { parseApiDate } from '@ottilia/shared-ui/editing';
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { roleOptions } from './roles';
import { roleLabel, stateLabel, USER_STATES, USERS, type UserListItem } from './users';

/** URL key of the agency filter, whose choices come from the API. */
export const AGENCY_FILTER_PARAM = 'agency';

const agencyFilter: ListFilter = {
  param: AGENCY_FILTER_PARAM,
  label: 'Agency',
  field: 'agencyEid',
  options: [],
  // an agency id from the URL; the choices arrive later, so any plausible id is kept
  literal: (value) => (/^[\w-]{1,100}$/.test(value) ? value : undefined),
};

/** dd/MM/yyyy, as lists show dates (spec section 9). */
const shortDate = (iso: string | undefined) => {
  const date = iso ? parseApiDate(iso) : null;
  return date ? format(date, 'dd/MM/yyyy') : '—';
};

export const USER_LIST = defineList<UserListItem>({
  resource: USERS,
  searchFields: ['displayName', 'email'],
  filters: [
    valueFilter('role', 'Main role', 'mainRole', roleOptions(ROLES)),
    valueFilter('state', 'State', 'state', USER_STATES.map((state) => ({ value: state, label: stateLabel(state) }))),
    agencyFilter,
  ],
  columns: [
    { key: 'displayName', header: 'Name', sortable: true, render: (user) => <Link to={recordRoute(USERS, user.eid)}>{user.displayName}</Link> },
    { key: 'email', header: 'E-mail', sortable: true, render: (user) => user.email },
    { key: 'mainRole', header: 'Main role', sortable: true, render: (user) => roleLabel(user.mainRole) },
    { key: 'agencyName', header: 'Agency', sortable: true, render: (user) => user.agency?.name ?? '—' },
    { key: 'state', header: 'State', sortable: true, render: (user) => stateLabel(user.state) },
    { key: 'createdAt', header: 'Created', sortable: true, render: (user) => shortDate(user.createdAt) },
  ],
  primaryKey: 'displayName',
  defaultSort: { key: 'displayName', direction: 'asc' },
  // the API has no bulk routes for users: people are disabled or deleted one at a time
  bulk: false,
});
