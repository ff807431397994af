import { harnessFromManifest } from '@ottilia/shared-auth/standalone';
import manifest from '../../route-manifest.json';
import { en } from '../i18n/en';
import NewProjectPage from '../pages/new-project-page';
import ProjectDetailPage from '../pages/project-detail-page';
import ProjectListPage from '../pages/project-list-page';

/** Each exposed page on the path its route manifest gives it in the host. */
export const { pages: HARNESS_PAGES, routes: HARNESS_ROUTES } = harnessFromManifest(
  manifest,
  en,
  { './ProjectListPage': ProjectListPage, './NewProjectPage': NewProjectPage, './ProjectDetailPage': ProjectDetailPage },
  { id: '00000000-0000-4000-8000-000000000001' },
);
