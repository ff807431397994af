import { useApiClient, type ApiClient } from '@ottilia/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../test-support/current-user';
import { fakeRemoteLoader, renderPortal } from '../../test-support/render-portal';
import { REPO_MANIFESTS, routeManifestsOf } from '../../test-support/route-manifests';
import { rememberRecord } from './recent-records';

jest.mock('@ottilia/shared-auth', () => ({
  ...jest.requireActual('../../test-support/shared-auth-mock').sharedAuthMock(),
  useApiClient: jest.fn(),
}));

const PROJECT = {
  uuid: '0b6f3c1e-4a55-4d36-9a9e-1f2a3b4c5d6e',
  name: 'Aurora Gin Spring Launch',
  brand: { name: 'Aurora Gin' },
  agency: { name: 'Northwind' },
};
const page = (content: unknown[]) => ({ content, page: 1, size: 5, totalElements: content.length, totalPages: 1 });

type Call = [path: string, options?: { query?: Record<string, unknown> }];
/** The URL a call asks for: its path and, after '?', its query (encoded as the API client does). */
const urlOf = ([path, options]: Call) =>
  `${path}?${Object.entries(options?.query ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')}`;

/** The API as the palette meets it: searches by URL, each answered from `answers` (a rejection for an Error). */
function apiAnswering(answers: Record<string, unknown>) {
  const get = jest.fn(async (...call: Call) => {
    const url = urlOf(call);
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    const answer = key === undefined ? page([]) : answers[key];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  jest.mocked(useApiClient).mockReturnValue({ get } as unknown as ApiClient);
  return get;
}

// the palette's chunk is imported on first use: in jest the first test also compiles it
const palette = () => screen.findByRole('dialog', { name: 'Go to' }, { timeout: 4000 });
const searchBox = () => screen.getByRole('combobox', { name: 'Search screens, projects, agencies and brands' });
const inPalette = () => within(screen.getByRole('dialog', { name: 'Go to' }));
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => localStorage.clear());
// jsdom lays nothing out
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('command palette', () => {
  it('opens with Ctrl+K with focus in the search box, and Escape gives focus back', async () => {
    signInAs('SUPER_ADMIN');
    apiAnswering({});
    await renderPortal('/home');
    const button = screen.getByRole('button', { name: /^Search/ });
    button.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    expect(searchBox()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('offers only the screens and actions the role may open', async () => {
    signInAs('AGENCY_USER');
    apiAnswering({});
    await renderPortal('/home');
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    await palette();
    expect(optionNames()).toEqual(['Home', 'Projects', 'Tutorials', 'Plugin docs']);
    await userEvent.type(searchBox(), 'dash');
    await waitFor(() => expect(inPalette().getByRole('status')).toHaveTextContent('Nothing found for "dash"'));
  });

  it('an Agency Manager starts a new project from it', async () => {
    signInAs('AGENCY_MANAGER');
    apiAnswering({});
    const { router } = await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    expect(
      within(screen.getByRole('group', { name: 'Actions' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New projectProjects', 'Invite userUsers']);
    await userEvent.type(searchBox(), 'new proj{Enter}');
    expect(router.state.location.pathname).toBe('/new-project');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a Super Admin reaches the dashboard and the invite dialog by keyboard alone', async () => {
    signInAs('SUPER_ADMIN');
    apiAnswering({});
    const { router } = await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), 'dash{Enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await palette();
    await userEvent.type(searchBox(), 'invite{Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/users?invite');
  });

  it('searches projects, agencies and brands by name and opens the chosen record', async () => {
    signInAs('SUPER_ADMIN');
    const get = apiAnswering({
      '/projects?': page([PROJECT]),
      '/agencies?': page([{ eid: 'AG-AURORA', name: 'Aurora Digital' }]),
      '/brands?': page([{ eid: 'BR-AURORA-GIN', name: 'Aurora Gin' }]),
    });
    const { router } = await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), 'aurora');
    await waitFor(() => expect(inPalette().getByRole('status')).toHaveTextContent('3 results'));
    expect(get.mock.calls.map(urlOf)).toContainEqual(expect.stringMatching(/^\/projects\?.*contains\(name%2C'aurora'\)/));
    expect(screen.getByRole('group', { name: 'Agencies' })).toHaveTextContent('Aurora Digital');
    expect(optionNames()).toEqual(['Aurora Gin Spring LaunchAurora Gin · Northwind', 'Aurora Digital', 'Aurora Gin']);
    // the first option is active; the arrow moves on, and Enter opens the agency
    expect(searchBox()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/backoffice/agencies/AG-AURORA');
  });

  it('asks only for the records the role may read', async () => {
    signInAs('AGENCY_USER');
    const get = apiAnswering({ '/projects?': page([PROJECT]) });
    await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), 'aurora');
    expect(await screen.findByRole('option', { name: /Aurora Gin Spring Launch/ })).toBeInTheDocument();
    const asked = get.mock.calls.map((call) => urlOf(call).split('?')[0]);
    expect(new Set(asked)).toEqual(new Set(['/projects']));
  });

  it('sends a name with a quote as one OData string', async () => {
    signInAs('AGENCY_USER');
    const get = apiAnswering({});
    await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), "o'neil");
    await waitFor(() => expect(get).toHaveBeenCalled());
    const filter = new URLSearchParams(urlOf(get.mock.calls.at(-1)!).split('?')[1]).get('$filter');
    expect(filter).toBe("contains(name,'o''neil')");
  });

  it('shows the projects the user opened last before anything is typed', async () => {
    const { me } = signInAs('BRAND_MANAGER');
    apiAnswering({ [`/projects/${PROJECT.uuid}`]: PROJECT, '/projects/': new Error('404') });
    rememberRecord(me.eid, 'remoteProjects.projects', { uuid: '11111111-2222-4333-8444-555555555555' }); // since deleted: left out
    rememberRecord(me.eid, 'remoteProjects.projects', { uuid: PROJECT.uuid });
    const { router } = await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    const recent = await screen.findByRole('group', { name: 'Recent projects' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aurora Gin Spring LaunchAurora Gin · Northwind']);
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/projects/${PROJECT.uuid}`);
  });

  it('keeps what it found when one search fails, and says so', async () => {
    signInAs('SUPER_ADMIN');
    apiAnswering({ '/projects?': page([PROJECT]), '/agencies?': new Error('503') });
    await renderPortal('/home');
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), 'aurora');
    expect(await inPalette().findByRole('alert')).toHaveTextContent('Some records could not be searched. Try again in a moment.');
    expect(screen.getByRole('option', { name: /Aurora Gin Spring Launch/ })).toBeInTheDocument();
  });

  it('remembers the project details the user opens', async () => {
    const { me } = signInAs('SUPER_ADMIN');
    apiAnswering({});
    const { router } = await renderPortal('/home');
    await router.navigate(`/projects/${PROJECT.uuid}`);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`ottilia.recent.remoteProjects.projects.${me.eid}`) ?? '[]')).toEqual([
        { uuid: PROJECT.uuid },
      ]),
    );
  });

  it("searches what the remotes' manifests declare: a renamed record screen, a new remote's search, none of a remote released before", async () => {
    signInAs('SUPER_ADMIN');
    const get = apiAnswering({
      '/brands?': page([{ eid: 'BR-AURORA-GIN', name: 'Aurora Gin' }]),
      '/people?': page([{ eid: 'U-7', name: 'Aurora Holm', team: { name: 'Nordic' } }]),
    });
    const backoffice = REPO_MANIFESTS.remoteBackoffice!;
    const { search: _none, ...projects } = REPO_MANIFESTS.remoteProjects!;
    const users = {
      ...REPO_MANIFESTS.remoteUsers!,
      search: [
        {
          id: 'people',
          title: 'People',
          position: 1,
          permission: 'usersRead',
          read: { path: '/people', query: { $filter: 'startswith(name,{text})' } },
          record: '/people/:eid',
          detail: ['team.name', 'missing'],
        },
      ],
    };
    const manifests = routeManifestsOf({
      remoteProjects: projects,
      remoteBackoffice: {
        ...backoffice,
        search: backoffice.search!.map((provider) =>
          provider.id === 'brands' ? { ...provider, record: '/catalogue/brands/:eid' } : provider,
        ),
      },
      remoteUsers: users,
    });
    const { router } = await renderPortal('/home', fakeRemoteLoader(), manifests);
    await userEvent.keyboard('{Control>}k{/Control}');
    await palette();
    await userEvent.type(searchBox(), 'aurora');
    await waitFor(() => expect(inPalette().getByRole('status')).toHaveTextContent('2 results'));
    expect(inPalette().getByRole('group', { name: 'People' })).toBeInTheDocument();
    expect(inPalette().getByRole('group', { name: 'Brands' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Aurora HolmNordic', 'Aurora Gin']);
    const asked = get.mock.calls.map(urlOf);
    expect(asked).toContainEqual(expect.stringMatching(/^\/people\?.*startswith\(name%2C'aurora'\)/));
    expect(asked.map((url) => url.split('?')[0])).not.toContain('/projects');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/catalogue/brands/BR-AURORA-GIN');
  });
});
