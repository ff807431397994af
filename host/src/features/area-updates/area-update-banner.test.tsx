import { useShell } from '@ottilia/shared-ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseComposition, type ComposedRemote, type ServedComposition } from '../../config/composition';
import { followComposition } from '../../remotes/composition-follower';
import { forgetLoadedModules } from '../../remotes/remote-outlet';
import { signInAs } from '../../test-support/current-user';
import { fakeRemoteLoader, renderPortal } from '../../test-support/render-portal';
import { mfManifestUrl, REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock());

/** The composition pinning remote-users at `version` (its entry in the folder of that version). */
const served = (version: string): ServedComposition => ({
  etag: `"${version}"`,
  composition: parseComposition({
    environment: 'integration',
    apps: { 'remote-users': { version, entry: mfManifestUrl(`remoteUsers/${version}`), manifest: REPO_MANIFESTS.remoteUsers } },
  }),
});

/** A users page whose form can be made dirty, as a remote's editor does through the shell. */
function UsersPage() {
  const { setDirty } = useShell();
  return (
    <>
      <h1>Users</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
    </>
  );
}

/** The portal on `path`, its tab running remote-users 1.2.0 while the composition now pins 1.1.1. */
async function afterRollback(path: string) {
  signInAs('SUPER_ADMIN');
  const manifests = routeManifestsOf();
  const loader = fakeRemoteLoader({ './UsersPage': UsersPage });
  let answer: ServedComposition | 'unchanged' = 'unchanged';
  // as connect-remotes switches (its federation runtime aside)
  const switchTo = jest.fn((remote: string, { entry, manifest }: ComposedRemote) => {
    forgetLoadedModules(loader, remote);
    manifests.update(remote, entry, manifest);
  });
  const follower = followComposition({ served: served('1.2.0'), reread: async () => answer, switchTo, onError: jest.fn() });
  const view = await renderPortal(path, loader, manifests, { follower, recheckMs: 60_000 });
  answer = served('1.1.1');
  return { ...view, follower, switchTo, loader, roll: () => act(() => follower.check()) };
}

const banner = () => screen.queryByText(/^A new version of Users is ready/);

it('on another area, a rolled-back area switches at once; nothing is said', async () => {
  const { roll, switchTo } = await afterRollback('/home');
  await roll();
  expect(switchTo).toHaveBeenCalledWith('remoteUsers', expect.objectContaining({ version: '1.1.1' }));
  expect(banner()).not.toBeInTheDocument();
});

it('on a page of the area, says the new version is ready and reloads the page with it', async () => {
  const { roll, switchTo, loader } = await afterRollback('/users');
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await roll();
  expect(banner()).toHaveTextContent('A new version of Users is ready.');
  expect(switchTo).not.toHaveBeenCalled();

  loader.load.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(switchTo).toHaveBeenCalledTimes(1);
  expect(banner()).not.toBeInTheDocument();
  // the page again, loaded anew (from the version now registered)
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(loader.load).toHaveBeenCalledWith('remoteUsers', './UsersPage');
});

it('with a dirty draft, asks to save or discard it first, then offers the reload', async () => {
  const { roll, switchTo } = await afterRollback('/users');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await roll();
  expect(banner()).toHaveTextContent('A new version of Users is ready. Save or discard your changes to reload this page with it.');
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  expect(switchTo).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(switchTo).not.toHaveBeenCalled();
});

it('the next navigation into the area switches before the page loads its module', async () => {
  const { roll, switchTo, loader, router } = await afterRollback('/users');
  await roll();
  loader.load.mockClear();
  await act(() => router.navigate('/users/u-1'));
  expect(switchTo).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { level: 1, name: 'remoteUsers ./UserDetailPage' })).toBeVisible();
  expect(switchTo.mock.invocationCallOrder[0]).toBeLessThan(loader.load.mock.invocationCallOrder[0]!);
});
