import { harnessFromManifest } from '@ottilia/shared-auth/standalone';
import manifest from '../../route-manifest.json';
import { en } from '../i18n/en';
import UserDetailPage from '../pages/user-detail-page';
import UsersPage from '../pages/users-page';

/** Each exposed page on the path its route manifest gives it in the host. */
export const { pages: HARNESS_PAGES, routes: HARNESS_ROUTES } = harnessFromManifest(
  manifest,
  en,
  { './UsersPage': UsersPage, './UserDetailPage': UserDetailPage },
  { id: '5f0c1a2e-0001-4a6b-9c1d-0000000000a1' },
);
