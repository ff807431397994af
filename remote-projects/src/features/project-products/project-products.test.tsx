import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH, PROJECT_URL } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { Project } from '../../lib/project';

const PUT = `PUT ${PROJECT_PATH}`;
const URL = `${PROJECT_URL}?tab=products`;
const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('project products', () => {
  it('shows the three products as switches and saves them with If-Match', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      [PUT]: (request: FakeRequest) => ({ ...project(), ...(request.body as Partial<Project>), version: 8 }),
    });
    const page = renderPage(api, URL);
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    expect(switchOf('Global policies')).toBeChecked();
    expect(switchOf('Age gateway')).not.toBeChecked();
    expect(switchOf('Cookie consent')).not.toBeChecked();

    await user.click(switchOf('Age gateway'));
    await user.click(switchOf('Global policies'));
    expect(page.isDirty()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(PUT)).toEqual([
      expect.objectContaining({
        ifMatch: '"7"',
        body: {
          name: 'Gin Garden Relaunch',
          brandEid: 'BR1',
          projectTypeEid: 'PT1',
          hasGlobalPolicies: false,
          hasAgeGateway: true,
          hasCookieConsent: false,
        },
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(switchOf('Age gateway')).toBeChecked();
    await waitFor(() => expect(page.isDirty()).toBe(false));

    // the next save builds on the version just saved
    await user.click(switchOf('Cookie consent'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(PUT)[1]).toMatchObject({ ifMatch: '"8"', body: { hasCookieConsent: true, hasAgeGateway: true } });
  });

  it('keeps the switches on a 412 and saves over the latest version after Reload latest', async () => {
    const user = userEvent.setup();
    let latest = project();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => latest,
      [PUT]: (request: FakeRequest) => {
        if (request.ifMatch !== `"${latest.version}"`) throw problem(412, 'version-mismatch', 'Stale.');
        return { ...latest, ...(request.body as Partial<Project>), version: latest.version + 1 };
      },
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('switch', { name: 'Cookie consent' }));
    latest = project({ version: 9, hasAgeGateway: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This record was changed by someone else');
    expect(switchOf('Cookie consent')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(switchOf('Age gateway')).toBeChecked());
    expect(switchOf('Age gateway')).toHaveAccessibleDescription('Latest saved value: on');
    expect(switchOf('Cookie consent')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests(PUT).at(-1)).toMatchObject({ ifMatch: '"9"', body: { hasAgeGateway: true, hasCookieConsent: true } });
  });

  it('puts the saved values back on Cancel after the discard question', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project() });
    renderPage(api, URL);
    await user.click(await screen.findByRole('switch', { name: 'Age gateway' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog', { name: DIALOGS.discard.headline })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(switchOf('Age gateway')).not.toBeChecked());
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(api.requests(PUT)).toHaveLength(0);
  });

  it("shows the API's refusal in the error dialog", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      [PUT]: () => {
        throw problem(403, 'forbidden', 'You may not edit this project.');
      },
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('switch', { name: 'Age gateway' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'You may not edit this project.',
    );
    expect(switchOf('Age gateway')).toBeChecked();
  });

  it('shows the products read-only to someone who may not edit projects', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project(), 'GET /projects/choices': CHOICES }, null);
    renderPage(api, URL);
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(switchOf('Global policies')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
