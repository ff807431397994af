/**
 * The agencies a user can be placed in. Those who read agencies choose among the active ones;
 * an Agency Manager cannot read agencies and may place people only in their own agency (403
 * other-agency otherwise), which their own profile names.
 */
import type { Page } from '@ottilia/shared-admin';
import { listQuery, SELECT_LIST_SIZE, useCurrentUser, type ApiError, type ApiKey } from '@ottilia/shared-auth';
import type { SelectOption } from '@ottilia/shared-ui/editing';
import useSWR from 'swr';
import type { User } from './users';

interface AgencyRef {
  eid: string;
  name: string;
}

const ACTIVE_AGENCIES: ApiKey = ['/agencies', listQuery({ page: 0, size: SELECT_LIST_SIZE, filter: 'isActive eq true', orderBy: 'name asc' })];

/** Agency choices; `current` (e.g. the edited user's agency, maybe inactive) is always among them. */
export function useAgencyOptions(current?: AgencyRef | null): readonly SelectOption[] {
  const { me, can } = useCurrentUser();
  const readsAgencies = can('agenciesRead');
  const { data: agencies } = useSWR<Page<AgencyRef>, ApiError>(me && readsAgencies ? ACTIVE_AGENCIES : null, { revalidateOnFocus: false });
  const { data: self } = useSWR<User, ApiError>(me && !readsAgencies ? `/users/${encodeURIComponent(me.eid)}` : null, { revalidateOnFocus: false });
  const known = readsAgencies ? (agencies?.content ?? []) : self?.agency ? [self.agency] : [];
  const all = current && !known.some((agency) => agency.eid === current.eid) ? [current, ...known] : known;
  return all.map((agency) => ({ value: agency.eid, label: agency.name }));
}
