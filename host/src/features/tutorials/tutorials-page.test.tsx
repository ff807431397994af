import { CURRENT_USER_KEY } from '@ottilia/shared-auth';
import type { Role } from '@ottilia/shared-contracts/permissions';
import { ThemeProvider } from '@ottilia/shared-ui';
import { SWRConfig } from 'swr';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../../i18n/i18n';
import { searchTutorials, TUTORIALS } from './tutorial-content';
import TutorialsRoute from './tutorials-page';

function renderAt(path: string, role?: Role) {
  initI18n();
  const router = createMemoryRouter(
    [
      { path: '/ottilia-tutorials', element: <TutorialsRoute /> },
      { path: '/ottilia-tutorials/:slug', element: <TutorialsRoute /> },
    ],
    { initialEntries: [path] },
  );
  const me = role && { eid: 'U-1', displayName: 'Test User', mainRole: role, roles: [role] };
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback: me ? { [String(CURRENT_USER_KEY)]: me } : {} }}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </SWRConfig>,
  );
  return router;
}

describe('tutorials', () => {
  it('covers creating a project, inviting a user, cookies and the age gate, and the consent script', () => {
    expect(TUTORIALS.map((tutorial) => tutorial.slug)).toEqual(
      expect.arrayContaining(['create-a-project', 'invite-a-user', 'set-up-cookies-and-age-gate', 'use-the-consent-script']),
    );
    expect(new Set(TUTORIALS.map((tutorial) => tutorial.slug)).size).toBe(TUTORIALS.length);
  });

  it('searches every word in titles and steps, case-insensitively', () => {
    expect(searchTutorials('DATA-MARKET').map((tutorial) => tutorial.slug)).toEqual(['use-the-consent-script']);
    expect(searchTutorials('invitation role').map((tutorial) => tutorial.slug)).toEqual(['invite-a-user']);
    expect(searchTutorials('nothing like this')).toEqual([]);
  });

  it('offers each role only what it may do: no inviting or reviewing for an Agency User', () => {
    renderAt('/ottilia-tutorials', 'AGENCY_USER');
    const titles = screen.getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['Set up cookies and the age gate', 'Use the consent script on a website']);
  });

  it('offers a Super Admin every tutorial', () => {
    renderAt('/ottilia-tutorials', 'SUPER_ADMIN');
    expect(screen.getAllByRole('link')).toHaveLength(TUTORIALS.length);
  });

  it('filters the list as one types, keeps the search in the address and links each tutorial', async () => {
    const user = userEvent.setup();
    const router = renderAt('/ottilia-tutorials');
    expect(screen.getAllByRole('link')).toHaveLength(TUTORIALS.length);
    await user.type(screen.getByRole('searchbox', { name: 'Search the tutorials' }), 'age gate');
    expect(router.state.location.search).toBe('?q=age+gate');
    expect(screen.getByRole('status')).toHaveTextContent(/tutorials/);
    const link = screen.getByRole('link', { name: 'Set up cookies and the age gate' });
    expect(link).toHaveAttribute('href', '/ottilia-tutorials/set-up-cookies-and-age-gate');
    expect(screen.queryByRole('link', { name: 'Invite a user' })).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up cookies and the age gate' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
  });

  it('opens a tutorial by its stable link, and says so for an unknown one', () => {
    renderAt('/ottilia-tutorials/use-the-consent-script');
    expect(screen.getByRole('heading', { level: 1, name: 'Use the consent script on a website' })).toBeInTheDocument();
    expect(screen.getByText(/data-age-verification="off"/)).toBeInTheDocument();
  });

  it('answers an unknown slug with a way back', () => {
    renderAt('/ottilia-tutorials/nope');
    expect(screen.getByText('There is no tutorial at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tutorials' })).toHaveAttribute('href', '/ottilia-tutorials');
  });
});
