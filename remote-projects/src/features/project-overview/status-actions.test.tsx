import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOICES, project, PROJECT_PATH } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { Project } from '../../lib/project';

const PUT = `PUT ${PROJECT_PATH}`;
const moved = (base: Project) => (request: FakeRequest) => ({ ...base, ...(request.body as Partial<Project>), version: base.version + 1 });

describe('status actions', () => {
  it('submits a draft for review with If-Match and shows the new status', async () => {
    const user = userEvent.setup();
    const draft = project({ status: 'DRAFT', review: null });
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: draft, 'GET /projects/choices': CHOICES, [PUT]: moved(draft) });
    renderPage(api);
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(api.requests(PUT)).toEqual([
      expect.objectContaining({
        ifMatch: '"7"',
        body: { name: 'Gin Garden Relaunch', brandEid: 'BR1', projectTypeEid: 'PT1', status: 'IN_REVIEW' },
      }),
    ]);
    expect(screen.getByText('Your changes were saved!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('publishes an approved project that has an agency', async () => {
    const user = userEvent.setup();
    const approved = project({ status: 'APPROVED' });
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: approved, 'GET /projects/choices': CHOICES, [PUT]: moved(approved) });
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(api.requests(PUT)[0]).toMatchObject({ ifMatch: '"7"', body: { status: 'PUBLISHED' } });
  });

  it('says a new agency is needed before an approved project without one can be published', async () => {
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project({ status: 'APPROVED', agency: null, agencyEid: null }),
      'GET /projects/choices': CHOICES,
    });
    renderPage(api);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('A new agency is needed before publishing.');
  });

  it("shows the API's refusal", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project({ status: 'APPROVED' }),
      'GET /projects/choices': CHOICES,
      [PUT]: () => {
        throw problem(422, 'agency-required', 'A project needs an agency before it can be published.');
      },
    });
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'A project needs an agency before it can be published.',
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('reloads the project when it changed meanwhile and says so', async () => {
    const user = userEvent.setup();
    let current = project({ status: 'DRAFT', review: null });
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => current,
      'GET /projects/choices': CHOICES,
      [PUT]: () => {
        throw problem(412, 'version-mismatch', 'Stale.');
      },
    });
    renderPage(api);
    await screen.findByRole('button', { name: 'Submit for review' });
    current = project({ status: 'IN_REVIEW', version: 8 });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'This project was changed by someone else meanwhile. The latest version is shown now: check it and try again.',
    );
    await waitFor(() => expect(screen.getByText('In review')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});
