import { fakeApi } from '@ottilia/shared-auth/testing';
import { screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import manifest from '../../route-manifest.json';
import { HARNESS_ROUTES } from '../harness/harness-routes';
import { project, PROJECT_PATH } from '../test-support/project-fixtures';
import { renderPage } from '../test-support/render-page';

const { exposes } = manifest;

/** Rendered here at its route, inside a router, shell and API client (its sections have their own tests). */
const PROJECT_DETAIL = './ProjectDetailPage';
/** Tested with the feature each renders, inside a router, shell and API client (project-list, new-project). */
const TESTED_WITH_FEATURE = ['./ProjectListPage', './NewProjectPage'];

it('exposes exactly these modules', () => {
  expect(Object.keys(exposes).sort()).toEqual([PROJECT_DETAIL, ...TESTED_WITH_FEATURE].sort());
});

it(`${PROJECT_DETAIL} is the page at /projects/:id, showing the project of the route`, async () => {
  const { default: Page } = (await import(`../../${exposes[PROJECT_DETAIL]}`)) as { default: ComponentType };
  // the harness (and so the detail's feature tests) mounts the exposed component on the host's path
  const route = HARNESS_ROUTES.find(({ path }) => path === 'projects/:id');
  expect((route?.element as ReactElement | undefined)?.type).toBe(Page);

  renderPage(fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': { agencies: [], brands: [], projectTypes: [], markets: [] } }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gin Garden Relaunch' })).toBeInTheDocument();
});
