/** The project's members (GET /projects/{uuid}/members) and the user search of the member picker (GET /users). */
import { type ApiError, type ApiKey, type Query } from '@ottilia/shared-auth';
import { odataLiteral } from '@ottilia/shared-admin';
import type { WireProjectMember, WireUserListItem } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';
import { projectPath } from '../../lib/project';

/** As GET /projects/{uuid}/members lists them (`addedAt` an ISO timestamp). */
export type Member = WireProjectMember;

/** A user as GET /users lists them. */
export type UserMatch = WireUserListItem;

export interface UserPage {
  content: UserMatch[];
  totalElements: number;
}

export const USERS_PATH = '/users';
export const USER_SEARCH_SIZE = 10;

export const membersPath = (uuid: string) => `${projectPath(uuid)}/members`;
export const memberPath = (uuid: string, userEid: string) => `${membersPath(uuid)}/${encodeURIComponent(userEid)}`;

export function useMembers(uuid: string) {
  return useSWR<{ content: Member[] }, ApiError>(membersPath(uuid), { revalidateOnFocus: false });
}

/** Ten users whose name or e-mail contains the text. */
export function userSearchQuery(text: string): Query {
  const literal = odataLiteral(text);
  return { page: 1, size: USER_SEARCH_SIZE, $orderBy: 'displayName asc', $filter: `contains(displayName,${literal}) or contains(email,${literal})` };
}

/** Nothing is asked for an empty text. */
export function useUserSearch(text: string) {
  const trimmed = text.trim();
  const key: ApiKey | null = trimmed ? [USERS_PATH, userSearchQuery(trimmed)] : null;
  return useSWR<UserPage, ApiError>(key, { revalidateOnFocus: false, keepPreviousData: true });
}
