/** The user list: search by name or e-mail, filters for main role, state and agency, sortable columns. */
import { recordRoute, valueFilter, type ListFilter } from '@ottilia/shared-admin';
import { defineList } from '@ottilia/shared-admin/screens';
import { ROLES } from '@ottilia/shared-auth';
import { formatApiDate } from '@ottilia/shared-ui/editing';
import { Link } from 'react-router-dom';
import { roleOptions } from './roles';
import type { UsersT } from '../../i18n/strings';
import { roleLabel, stateLabel, USER_STATES, usersResource, type UserListItem } from './users';

/** URL key of the agency filter, whose choices come from the API. */
export const AGENCY_FILTER_PARAM = 'agency';

/** dd/MM/yyyy, as lists show dates (spec section 9). */
const shortDate = (iso: string | undefined) => (iso ? formatApiDate(iso, 'dd/MM/yyyy') : '—');

/** The list in the current language (built at render: its labels come from t). */
export function userList(t: UsersT) {
  const resource = usersResource(t);
  const agencyFilter: ListFilter = {
    param: AGENCY_FILTER_PARAM,
    label: t('fields.agency'),
    field: 'agencyEid',
    options: [],
    // an agency id from the URL; the choices arrive later, so any plausible id is kept
    literal: (value) => (/^[\w-]{1,100}$/.test(value) ? value : undefined),
  };
  return defineList<UserListItem>({
    resource,
    searchFields: ['displayName', 'email'],
    filters: [
      valueFilter('role', t('fields.mainRole'), 'mainRole', roleOptions(ROLES)),
      valueFilter(
        'state',
        t('fields.state'),
        'state',
        USER_STATES.map((state) => ({ value: state, label: stateLabel(t, state) })),
      ),
      agencyFilter,
    ],
    columns: [
      {
        key: 'displayName',
        header: t('fields.name'),
        sortable: true,
        render: (user) => <Link to={recordRoute(resource, user.eid)}>{user.displayName}</Link>,
      },
      { key: 'email', header: t('fields.email'), sortable: true, render: (user) => user.email },
      { key: 'mainRole', header: t('fields.mainRole'), sortable: true, render: (user) => roleLabel(user.mainRole) },
      { key: 'agencyName', header: t('fields.agency'), sortable: true, render: (user) => user.agency?.name ?? '—' },
      { key: 'state', header: t('fields.state'), sortable: true, render: (user) => stateLabel(t, user.state) },
      { key: 'createdAt', header: t('fields.created'), sortable: true, render: (user) => shortDate(user.createdAt) },
    ],
    primaryKey: 'displayName',
    defaultSort: { key: 'displayName', direction: 'asc' },
    // the API has no bulk routes for users: people are disabled or deleted one at a time
    bulk: false,
  });
}
