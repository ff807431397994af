/**
 * The agencies a user can be placed in. Those who read agencies choose among the active ones;
 * an Agency Manager cannot read agencies and may place people only in their own agency (403
 * other-agency otherwise), which their own profile names.
 */
import { activeAgenciesKey, userKey } from '@ottilia/shared-admin';
import { useCurrentUser } from '@ottilia/shared-auth';
import { useRead } from '@ottilia/shared-auth/typed';
import type { SelectOption } from '@ottilia/shared-ui/editing';

/** Agency choices; nothing is asked while `needed` is false (e.g. for someone who may not edit). */
export function useAgencyOptions(needed = true): readonly SelectOption[] {
  const { me, can } = useCurrentUser();
  const readsAgencies = can('agenciesRead');
  const ask = Boolean(me) && needed;
  const { data: agencies } = useRead(ask && readsAgencies ? activeAgenciesKey() : null, { revalidateOnFocus: false });
  const { data: self } = useRead(ask && !readsAgencies ? userKey(me!.eid) : null, { revalidateOnFocus: false });
  const known = readsAgencies ? (agencies?.content ?? []) : self?.agency ? [self.agency] : [];
  return known.map((agency) => ({ value: agency.eid, label: agency.name }));
}
