/**
 * The agencies a user can be placed in. Those who read agencies choose among the active ones;
 * an Agency Manager cannot read agencies and may place people only in their own agency (403
 * other-agency otherwise), which their own profile names.
 */
import type { Page } from '@ottilia/shared-admin';
import { useCurrentUser, type ApiError, type ApiKey } from '@ottilia/shared-auth';
import { listQuery, SELECT_LIST_SIZE } from '@ottilia/shared-admin';
import type { SelectOption } from '@ottilia/shared-ui/editing';
import useSWR from 'swr';
import type { User } from './users';

interface AgencyRef {
  eid: string;
  name: string;
}

const ACTIVE_AGENCIES: ApiKey = ['/agencies', listQuery({ page: 0, size: SELECT_LIST_SIZE, filter: 'isActive eq true', orderBy: 'name asc' })];

/** Agency choices; nothing is asked while `needed` is false (e.g. for someone who may not edit). */
export function useAgencyOptions(needed = true): readonly SelectOption[] {
  const { me, can } = useCurrentUser();
  const readsAgencies = can('agenciesRead');
  const ask = Boolean(me) && needed;
  const { data: agencies } = useSWR<Page<AgencyRef>, ApiError>(ask && readsAgencies ? ACTIVE_AGENCIES : null, { revalidateOnFocus: false });
  const { data: self } = useSWR<User, ApiError>(ask && !readsAgencies ? `/users/${encodeURIComponent(me!.eid)}` : null, { revalidateOnFocus: false });
  const known = readsAgencies ? (agencies?.content ?? []) : self?.agency ? [self.agency] : [];
  return known.map((agency) => ({ value: agency.eid, label: agency.name }));
}
