import { ALERT_MESSAGES, useKeptDraft, useShell } from '@ottilia/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
      <button onClick={() => setDirty(false)}>Saved</button>
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

  it("asks the browser's own question on leaving the page (reload, closing, another address) only while there are unsaved changes", async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await renderEditor();
    await screen.findByText('No changes');
    expect(leave()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change something' }));
    expect(leave()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(leave()).toBe(false);
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
    // the failed call's reference, to quote
    expect(dialog).toHaveAccessibleDescription('Reference: 0a1b2c3d');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('gives no permission verdict while it cannot be read: a neutral page under the dialog, the navigation as last known', async () => {
    currentUserFailed('SUPER_ADMIN');
    await renderPortal('/projects');
    expect(screen.getByRole('dialog', { name: 'We are working on fixing the problem, please try again later.' })).toBeInTheDocument();
    expect(screen.queryByText("You don't have access to this page")).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'remoteProjects ./ProjectListPage' })).not.toBeInTheDocument();
    const entries = nav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(expect.arrayContaining(['Projects', 'Users', 'Dashboard']));
  });
});

describe('drafts kept across an expired session', () => {
  /** A form that registers its draft with the shell (useKeptDraft). */
  function DraftPage() {
    const { setDirty } = useShell();
    const [name, setName] = useState('');
    useKeptDraft(
      () => ({ name }),
      (kept: { name: string }) => setName(kept.name),
    );
    return (
      <>
        <h1>New brand</h1>
        <label>
          Name
          <input
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setDirty(true);
            }}
          />
        </label>
      </>
    );
  }
  const renderDraftPage = () => renderPortal('/new-project', fakeRemoteLoader({ './NewProjectPage': DraftPage }));
  afterEach(() => window.sessionStorage.clear());

  it('keeps the dirty draft when the session expires and offers it back on the same screen', async () => {
    const { expireSession } = signInAs('SUPER_ADMIN');
    const first = await renderDraftPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Fjord Cider');
    act(() => expireSession());
    first.unmount();

    // back after sign-in: the screen starts empty and the kept draft is offered
    await renderDraftPage();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
    const offer = screen.getByRole('status');
    expect(offer).toHaveTextContent('Your session expired while you had unsaved changes on this screen. They were kept.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Fjord Cider');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps nothing for a screen without changes, and dismissing the offer forgets the draft', async () => {
    const { expireSession } = signInAs('SUPER_ADMIN');
    const first = await renderDraftPage();
    await screen.findByRole('textbox', { name: 'Name' });
    act(() => expireSession());
    first.unmount();
    const second = await renderDraftPage();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Kept');
    act(() => expireSession());
    second.unmount();
    const third = await renderDraftPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss alert' }));
    third.unmount();
    await renderDraftPage();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('starts every page with a skip link that moves focus to the main content', async () => {
    await renderPortal('/home');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("moves the focus to the new page's heading after a route change, not on the first page", async () => {
    await renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editor' })).not.toHaveFocus();
    await userEvent.click(nav().getByRole('link', { name: 'Home' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lindqvist' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  describe('the navigation on screens that are not large', () => {
    beforeEach(() => {
      window.matchMedia = (media: string) =>
        ({ media, matches: true, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('opens as a modal dialog over the page, takes focus and keeps Tab inside; Escape closes it and returns focus', async () => {
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      await renderPortal('/home');
      const menu = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(menu);
      expect(nav().getByRole('button', { name: 'Close menu' })).toHaveFocus();
      // the browser puts a modal dialog in the top layer and makes the page behind it inert
      const drawer = screen.getByRole('dialog', { name: 'Main' });
      expect(showModal.mock.contexts).toEqual([drawer]);
      expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
      expect(drawer).not.toContainElement(screen.getByRole('main'));
      expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });

      const entries = nav().getAllByRole('link');
      entries.at(-1)!.focus();
      await userEvent.tab();
      expect(nav().getByRole('button', { name: 'Close menu' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(entries.at(-1)).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(menu).toHaveFocus();
      expect((drawer as HTMLDialogElement).open).toBe(false);
      expect(document.documentElement.style.overflow).toBe('');
      showModal.mockRestore();
    });
  });
});
