import { ThemeProvider } from '@ottilia/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../../i18n/i18n';
import { RouteManifestsContext } from '../../remotes/route-manifests';
import { REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';
import { HelpButton, OPEN_HELP_EVENT } from './help-button';

/** The Help button at `path`, with the remotes' manifests as `manifests` answers them (the repository's by default). */
function renderAt(path: string, manifests: Record<string, unknown> = REPO_MANIFESTS) {
  initI18n();
  const page = (
    <>
      <button type="button">Before</button>
      <HelpButton />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <ThemeProvider>
      <RouteManifestsContext.Provider value={routeManifestsOf(manifests)}>
        <RouterProvider router={router} />
      </RouteManifestsContext.Provider>
    </ThemeProvider>,
  );
  return router;
}

describe('help panel', () => {
  it("lists the current screen's questions with links to tutorials, traps focus and gives it back", async () => {
    const user = userEvent.setup();
    renderAt('/users');
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    const panel = await screen.findByRole('dialog', { name: 'Questions about this screen' });
    // the users remote's questions, from its manifest
    await waitFor(() => expect(panel).toHaveTextContent('How do I give someone access?'));
    expect(screen.getAllByRole('link', { name: /Tutorial:/ })[0]).toHaveAttribute('href', '/ottilia-tutorials/invite-a-user');
    // Tab cycles inside the panel
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(help).toHaveFocus();
  });

  it('opens from a remote through the window event, with the general questions elsewhere', async () => {
    renderAt('/somewhere');
    act(() => {
      window.dispatchEvent(new Event(OPEN_HELP_EVENT));
    });
    expect(await screen.findByRole('dialog', { name: 'Questions about this screen' })).toHaveTextContent('Where do I start?');
  });

  it("shows the questions a screen hands over in the event's detail", async () => {
    renderAt('/projects/p-1');
    act(() => {
      window.dispatchEvent(
        new CustomEvent(OPEN_HELP_EVENT, { detail: [{ question: 'Why is the review tab empty?', answer: 'No review was asked yet.' }] }),
      );
    });
    const panel = await screen.findByRole('dialog', { name: 'Questions about this screen' });
    expect(panel).toHaveTextContent('Why is the review tab empty?');
    expect(panel).not.toHaveTextContent('How do I add the cookies of the site?');
  });

  it('answers on the screens of a remote that renames its route, as its manifest says, and the longest prefix wins', async () => {
    const user = userEvent.setup();
    const projects = REPO_MANIFESTS.remoteProjects!;
    const renamed = {
      ...projects,
      help: projects.help!.map((topic) => ({ ...topic, prefix: topic.prefix.replace('/projects', '/work') })),
    };
    renderAt('/work/p-1', { ...REPO_MANIFESTS, remoteProjects: renamed });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const panel = await screen.findByRole('dialog', { name: 'Questions about this screen' });
    await waitFor(() => expect(panel).toHaveTextContent('How do I add the cookies of the site?'));
    expect(panel).not.toHaveTextContent('How do I find a project?');
  });

  it("shows the general questions on a remote's screens while its manifest is not loaded", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/users', { ...REPO_MANIFESTS, remoteUsers: new Error('offline') });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Questions about this screen' })).toHaveTextContent('Where do I start?');
  });

  it('follows a tutorial link and closes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/new-project');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await screen.findByText('The agency is not in the list. What now?');
    await user.click(screen.getAllByRole('link', { name: /Tutorial:/ })[0]!);
    expect(router.state.location.pathname).toBe('/ottilia-tutorials/create-a-project');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
