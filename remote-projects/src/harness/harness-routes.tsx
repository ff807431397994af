import { SAMPLE_PROJECT_ID } from '@ottilia/shared-auth/demo-accounts';
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
  // a project the demo seed writes
  { id: SAMPLE_PROJECT_ID },
);
