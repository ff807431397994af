import { describeExposedPages } from '@ottilia/shared-admin/testing';
import { fakeApi } from '@ottilia/shared-auth/testing';
import manifest from '../../route-manifest.json';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import { project, PROJECT_PATH, PROJECT_URL } from '../test-support/project-fixtures';
import { renderPage } from '../test-support/render-page';

const api = () =>
  fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': { agencies: [], brands: [], projectTypes: [], markets: [] } });

describeExposedPages(manifest, {
  harnessRoutes: HARNESS_ROUTES,
  // its sections have their own tests
  pages: [['./ProjectDetailPage', PROJECT_URL, 'Gin Garden Relaunch']],
  // tested with the feature each renders (project-list, new-project)
  testedElsewhere: ['./ProjectListPage', './NewProjectPage'],
  load: (file) => import(`../../${file}`),
  render: (url) => renderPage(api(), url),
});
