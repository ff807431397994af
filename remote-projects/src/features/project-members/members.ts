/** The project's members (GET /projects/{uuid}/members) and the user search of the member picker (GET /users). */
import { membersKey, userSearchKey } from '@ottilia/shared-admin';
import { useRead } from '@ottilia/shared-auth/typed';
import type { WireProjectMember, WireUserListItem } from '@ottilia/shared-contracts/wire';

/** As GET /projects/{uuid}/members lists them (`addedAt` an ISO timestamp). */
export type Member = WireProjectMember;

/** A user as GET /users lists them. */
export type UserMatch = WireUserListItem;

export { USER_SEARCH_SIZE } from '@ottilia/shared-admin';

export function useMembers(uuid: string) {
  return useRead(membersKey(uuid), { revalidateOnFocus: false });
}

/** Nothing is asked for an empty text. */
export function useUserSearch(text: string) {
  return useRead(userSearchKey(text), { revalidateOnFocus: false, keepPreviousData: true });
}
