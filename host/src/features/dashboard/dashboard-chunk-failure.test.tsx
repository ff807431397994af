import { screen, within } from '@testing-library/react';
import { signInAs } from '../../test-support/current-user';
import { renderPortal } from '../../test-support/render-portal';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock());
// the dashboard's chunk does not arrive: webpack rejects the import with a ChunkLoadError
jest.mock('./dashboard-page', () => {
  throw Object.assign(new Error('Loading chunk 605 failed.'), {
    name: 'ChunkLoadError',
    type: 'timeout',
    request: 'https://localhost:1847/605.js',
  });
});

it('a dashboard chunk that fails to load is named with its failure type, and the nav keeps working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  signInAs('SUPER_ADMIN');
  await renderPortal('/dashboard');
  const main = within(screen.getByRole('main'));
  const alert = await main.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Dashboard could not be loaded' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Module ./DashboardPage of Dashboard failed: timeout.');
  expect(alert).toHaveTextContent('Resource: https://localhost:1847/605.js');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});
