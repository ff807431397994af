/** Test support: the shared fake API client (@ottilia/shared-auth/testing) and users as the API answers them. */
import type { Role } from '@ottilia/shared-auth';
import { fakeApi as sharedFakeApi, type Route } from '@ottilia/shared-auth/testing';
import type { User } from '../features/users/users';

export { problem, type FakeApi, type FakeRequest, type Route } from '@ottilia/shared-auth/testing';

export function pageOf<T>(content: T[], { page = 1, totalPages = 1, totalElements = content.length } = {}) {
  return { content, page, size: 20, totalElements, totalPages };
}

export const AGENCIES = [
  { eid: 'AG-NORTH', name: 'North Studio', isActive: true },
  { eid: 'AG-SOUTH', name: 'South Works', isActive: true },
];

/** A user as GET /users/{id} answers (its list fields are the same). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    eid: 'U-ANN',
    email: 'ann@example.com',
    displayName: 'Ann Archer',
    mainRole: 'AGENCY_MANAGER',
    roles: ['AGENCY_MANAGER', 'AGENCY_USER'],
    agencyEid: 'AG-NORTH',
    agency: { eid: 'AG-NORTH', name: 'North Studio' },
    state: 'ACTIVE',
    version: 3,
    createdAt: '2025-01-15T09:00:00.000Z',
    updatedAt: '2025-02-01T09:00:00.000Z',
    isNewUser: false,
    lastLoginDateTime: '2025-03-07T10:30:00.000Z',
    createdDateTime: '2025-01-15T09:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in user is U1 with `role`; active agencies answer for those who read them. */
export function fakeApi(routes: Record<string, Route>, role: Role | null = 'SUPER_ADMIN') {
  return sharedFakeApi({ 'GET /agencies': pageOf(AGENCIES), ...routes }, role);
}
