import { describeExposedPages } from '@ottilia/shared-admin/testing';
import manifest from '../../route-manifest.json';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import { aUser, fakeApi, pageOf } from '../test-support/fake-api';
import { renderPage } from '../test-support/render-page';

const api = () => fakeApi({ 'GET /users': pageOf([aUser()]), 'GET /users/U-ANN': aUser(), 'GET /users/U-ANN/projects': [] });

describeExposedPages(manifest, {
  harnessRoutes: HARNESS_ROUTES,
  pages: [
    ['./UsersPage', '/users', 'Users'],
    ['./UserDetailPage', '/users/U-ANN', 'Ann Archer'],
  ],
  load: (file) => import(`../../${file}`),
  render: (url) => renderPage(api(), url),
});
