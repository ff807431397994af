import { ALERT_MESSAGES, useShell } from '@ottilia/shared-ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserFailed, currentUserLoading, signInAs } from '../test-support/current-user';
import { fakeRemoteLoader, renderPortal } from '../test-support/render-portal';

jest.mock('@ottilia/shared-auth', () => jest.requireActual('../test-support/shared-auth-mock').sharedAuthMock());

/** A remote page using the shell the way real remote pages do. */
function EditorPage() {
  const { showAlert, setDirty, isDirty } = useShell();
  return (
    <>
      <h1>Editor</h1>
      <p>{isDirty ? 'Unsaved changes' : 'No changes'}</p>
      <button onClick={() => setDirty(true)}>Change something</button>
      <button onClick={() => showAlert()}>Copy ID</button>
      <button onClick={() => showAlert(ALERT_MESSAGES.changesSaved)}>Save</button>
    </>
  );
}

const renderEditor = () => renderPortal('/new-project', fakeRemoteLoader({ './NewProjectPage': EditorPage }));
const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(() => signInAs('SUPER_ADMIN'));

describe('success alert banner', () => {
  it('shows the default or the given message at the top of the content, and dismissing removes it', async () => {
    await renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy ID' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('The ID was copied');
    expect(screen.getByRole('main').firstElementChild).toContainElement(banner);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved!');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('discard prompt', () => {
  it('asks before leaving a screen with unsaved changes; Cancel stays, Discard leaves', async () => {
    const { router } = await renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Change something' }));

    await userEvent.click(nav().getByRole('link', { name: 'Home' }));
    const prompt = screen.getByRole('dialog', { name: 'Discard changes?' });
    expect(prompt).toHaveTextContent("Your changes won't be saved.");
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-project');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(nav().getByRole('link', { name: 'Home' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('resets the dirty flag on a route change', async () => {
    const { router } = await renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Change something' }));
    await userEvent.click(nav().getByRole('link', { name: 'Home' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lindqvist' })).toBeInTheDocument();

    await act(() => router.navigate('/new-project'));
    expect(await screen.findByText('No changes')).toBeInTheDocument();
    await userEvent.click(nav().getByRole('link', { name: 'Projects' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('does not ask when nothing changed', async () => {
    const { router } = await renderEditor();
    await screen.findByText('No changes');
    await userEvent.click(nav().getByRole('link', { name: 'Home' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('current user', () => {
  it('covers the page with a Loading overlay while it loads', async () => {
    currentUserLoading();
    await renderPortal('/home');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('offers Refresh and Logout when it cannot be loaded', async () => {
    const { signOut } = currentUserFailed();
    await renderPortal('/home');
    const dialog = screen.getByRole('dialog', { name: 'We are working on fixing the problem, please try again later.' });
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
