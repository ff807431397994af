/**
 * Test support: the shared fake API client (@ottilia/shared-auth/testing) with the backoffice's
 * defaults: /markets answers three markets and every history answers empty unless a test names it.
 */
import type { Role } from '@ottilia/shared-auth';
import { fakeApi as sharedFakeApi, type Route } from '@ottilia/shared-auth/testing';

export { problem, type FakeApi, type FakeRequest, type Route } from '@ottilia/shared-auth/testing';

export const MARKETS = [
  { code: 'DK', countryName: 'Denmark' },
  { code: 'FR', countryName: 'France' },
  { code: 'GO', countryName: 'Global' },
];

export function pageOf<T>(content: T[], { page = 1, totalPages = 1, totalElements = content.length } = {}) {
  return { content, page, size: 20, totalElements, totalPages };
}

const EVERY_HISTORY = { match: /^GET .*\/history$/, route: [] };

export function fakeApi(routes: Record<string, Route>, role: Role = 'SUPER_ADMIN') {
  return sharedFakeApi({ 'GET /markets': pageOf(MARKETS), ...routes }, role, [EVERY_HISTORY]);
}
