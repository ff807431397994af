import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH, PROJECT_URL, UUID } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('project detail page', () => {
  it('shows the name, status, short id, and the created and go-live dates both as dd/MM/yyyy', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    renderPage(api);
    expect(screen.getByText('Loading project')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gin Garden Relaunch' })).toBeInTheDocument();
    // the badge reads as 'Status: In review'
    expect(screen.getByText('In review')).toHaveTextContent('Status: In review');
    expect(within(fact('ID')).getByText('3f2a...5a71')).toHaveAttribute('aria-hidden', 'true');
    expect(within(fact('ID')).getByTitle(UUID)).toHaveTextContent(UUID);
    expect(fact('Created')).toHaveTextContent('07/03/2025');
    expect(fact('Estimated go-live')).toHaveTextContent('30/06/2025');
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });

  it('says when no go-live date is set', async () => {
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project({ estimatedGoLiveDate: null, status: 'PUBLISHED' }),
      'GET /projects/choices': CHOICES,
    });
    renderPage(api);
    await screen.findByRole('heading', { level: 1, name: 'Gin Garden Relaunch' });
    expect(fact('Estimated go-live')).toHaveTextContent('Not set');
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('copies the full id and the page address, each confirmed in the banner', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Copy ID' }));
    expect(await navigator.clipboard.readText()).toBe(UUID);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('The ID was copied!');

    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(screen.getByText('URL copied!')).toBeInTheDocument();
  });

  it('says a project that does not exist or is not visible was not found, with a way back', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => {
        throw problem(404, 'not-found', 'Project not found.');
      },
    });
    const page = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByText('This project does not exist, or you do not have access to it.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to projects' }));
    expect(page.pathname()).toBe('/projects');
  });

  it('treats an id that is not a project id as not found', async () => {
    const api = fakeApi({
      'GET /projects/not-a-uuid': () => {
        throw problem(400, 'validation', 'params/id must match format "uuid"');
      },
    });
    renderPage(api, '/projects/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  });

  it('offers Retry when the project could not be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => {
        if (fail) throw problem(503, 'unavailable', 'The service is unavailable.');
        return project();
      },
      'GET /projects/choices': CHOICES,
    });
    renderPage(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gin Garden Relaunch' })).toBeInTheDocument();
  });

  it('has a tab per section, moved through with the arrow keys and kept in the URL', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      'GET /projects/choices': CHOICES,
      [`GET ${PROJECT_PATH}/members`]: { content: [] },
    });
    const page = renderPage(api);
    const tablist = await screen.findByRole('tablist', { name: 'Project sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Products', 'Members', 'Review', 'Legal data', 'Cookies', 'Age gate', 'History']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();

    act(() => screen.getByRole('tab', { name: 'Overview' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveFocus();
    expect(page.search()).toBe('tab=members');
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(page.search()).toBe('');
  });

  it('opens the tab named in the URL', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project() });
    renderPage(api, `${PROJECT_URL}?tab=review`);
    expect(await screen.findByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Review' })).toBeInTheDocument();
  });

  it('mounts the cookies and age-gate modules of the other remote with the project id', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    renderPage(api);
    await user.click(await screen.findByRole('tab', { name: 'Cookies' }));
    expect(screen.getByRole('tabpanel', { name: 'Cookies' })).toHaveTextContent(
      `remoteCookiesAgegate ./CookiesTab {"projectId":"${UUID}"}`,
    );
    await user.click(screen.getByRole('tab', { name: 'Age gate' }));
    expect(screen.getByRole('tabpanel', { name: 'Age gate' })).toHaveTextContent(
      `remoteCookiesAgegate ./AgeGateTab {"projectId":"${UUID}"}`,
    );
  });

  it('keeps an unsaved overview draft while another tab is open, and the dirty flag up', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES });
    const page = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Gin Garden 2');
    await waitFor(() => expect(page.isDirty()).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Gin Garden 2');
    expect(page.isDirty()).toBe(true);
  });

  it('lets an open overview edit build on a products save made meanwhile on the same page', async () => {
    const user = userEvent.setup();
    let current = project();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => current,
      'GET /projects/choices': CHOICES,
      [`PUT ${PROJECT_PATH}`]: (request: FakeRequest) => {
        if (request.ifMatch !== `"${current.version}"`) throw problem(412, 'version-mismatch', 'Stale.');
        current = { ...current, ...(request.body as object), version: current.version + 1 };
        return current;
      },
    });
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' II');

    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await user.click(screen.getByRole('switch', { name: 'Cookie consent' }));
    await user.click(within(screen.getByRole('tabpanel', { name: 'Products' })).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Well done!' })).getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(within(screen.getByRole('tabpanel', { name: 'Overview' })).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Well done!' });
    expect(api.requests(`PUT ${PROJECT_PATH}`).map((request) => request.ifMatch)).toEqual(['"7"', '"8"']);
    expect(current).toMatchObject({ name: 'Gin Garden Relaunch II', hasCookieConsent: true, version: 9 });
  });
});
