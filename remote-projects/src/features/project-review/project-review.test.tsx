import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project, PROJECT_PATH, PROJECT_URL } from '../../test-support/project-fixtures';
import { renderPage } from '../../test-support/render-page';
import type { Project } from '../../lib/project';

const URL = `${PROJECT_URL}?tab=review`;
const NEW_REVIEW = '0b7e4c2a-1d3f-4e5a-8b6c-7d8e9f0a1b2c';
const decided = (base: Project) => (request: FakeRequest) => ({
  ...base,
  status: 'APPROVED',
  version: base.version + 1,
  review: {
    eid: request.path.split('/').at(-1),
    decision: (request.body as { decision: string }).decision,
    decidedAt: '2025-03-10T15:00:00.000Z',
    decidedByName: 'Test User',
  },
});

async function approve(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Approve project' }));
  const dialog = screen.getByRole('dialog', { name: 'Did you approve all markets?' });
  expect(dialog).toHaveAccessibleDescription('Make sure you have approved all markets, because we will show to the user as done');
  await user.click(within(dialog).getByRole('button', { name: DIALOGS.approveAllMarkets.confirmLabel }));
}

describe('project review', () => {
  afterEach(() => jest.restoreAllMocks());

  it('approves the pending review after the all-markets question, with If-Match, and shows the project as done', async () => {
    const user = userEvent.setup();
    const pending = project();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: pending, [`PUT ${PROJECT_PATH}/reviews/R-PENDING`]: decided(pending) });
    renderPage(api, URL);
    expect(await screen.findByText('Submitted for review: waiting for a decision.')).toBeInTheDocument();

    await approve(user);
    expect(await screen.findByText('Approved by Test User on 10/03/2025.')).toBeInTheDocument();
    expect(api.requests(`PUT ${PROJECT_PATH}/reviews/R-PENDING`)).toEqual([
      expect.objectContaining({ body: { decision: 'APPROVED' }, ifMatch: '"7"' }),
    ]);
    expect(screen.getByText('Approved', { selector: 'span' })).toHaveTextContent('Status: Approved');
    expect(screen.queryByRole('button', { name: 'Approve project' })).not.toBeInTheDocument();
    expect(screen.getByText('Your changes were saved!')).toBeInTheDocument();
  });

  it('approves a draft without a pending review through a new review id', async () => {
    const user = userEvent.setup();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_REVIEW);
    const draft = project({ status: 'DRAFT', review: null });
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: draft, [`PUT ${PROJECT_PATH}/reviews/${NEW_REVIEW}`]: decided(draft) });
    renderPage(api, URL);
    expect(await screen.findByText('Not submitted for review yet.')).toBeInTheDocument();
    await approve(user);
    expect(await screen.findByText('Approved by Test User on 10/03/2025.')).toBeInTheDocument();
    expect(api.requests(`PUT ${PROJECT_PATH}/reviews/${NEW_REVIEW}`)).toEqual([
      expect.objectContaining({ body: { decision: 'APPROVED' }, ifMatch: '"7"' }),
    ]);
  });

  it('creates a new review when the newest one was already decided', async () => {
    const user = userEvent.setup();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_REVIEW);
    const rejected = project({
      status: 'DRAFT',
      review: { eid: 'R-OLD', decision: 'REJECTED', decidedAt: '2025-03-01T09:00:00.000Z', decidedByName: 'Rita Reviewer' },
    });
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: rejected, [`PUT ${PROJECT_PATH}/reviews/${NEW_REVIEW}`]: decided(rejected) });
    renderPage(api, URL);
    expect(await screen.findByText('Sent back to draft by Rita Reviewer on 01/03/2025.')).toBeInTheDocument();
    await approve(user);
    await screen.findByText('Approved by Test User on 10/03/2025.');
    expect(api.requests(`PUT ${PROJECT_PATH}/reviews/R-OLD`)).toHaveLength(0);
  });

  it('sends nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project() });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Approve project' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Did you approve all markets?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests().filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows the API's refusal and the project as it is now", async () => {
    const user = userEvent.setup();
    let current = project();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: () => current,
      [`PUT ${PROJECT_PATH}/reviews/R-PENDING`]: () => {
        current = project({
          status: 'APPROVED',
          version: 8,
          review: { eid: 'R-PENDING', decision: 'APPROVED', decidedAt: '2025-03-09T08:00:00.000Z', decidedByName: 'Rita Reviewer' },
        });
        throw problem(409, 'review-decided', 'This review already has a decision.');
      },
    });
    renderPage(api, URL);
    await approve(user);
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'This review already has a decision.',
    );
    expect(await screen.findByText('Approved by Rita Reviewer on 09/03/2025.')).toBeInTheDocument();
  });

  it('says a stale project was reloaded', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${PROJECT_PATH}`]: project(),
      [`PUT ${PROJECT_PATH}/reviews/R-PENDING`]: () => {
        throw problem(412, 'version-mismatch', 'Stale.');
      },
    });
    renderPage(api, URL);
    await approve(user);
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'This project was changed by someone else meanwhile. The latest version is shown now: check it before approving.',
    );
    await waitFor(() => expect(api.requests(`GET ${PROJECT_PATH}`)).toHaveLength(2));
  });

  it.each(['AGENCY_MANAGER', 'AGENCY_USER'] as const)('shows the review state read-only to an %s', async (role) => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project({ status: 'DRAFT', review: null }) }, role);
    renderPage(api, URL);
    expect(await screen.findByText('Not submitted for review yet.')).toBeInTheDocument();
    // they may edit projects, so Submit for review shows once the user is known; Approve does not
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve project' })).not.toBeInTheDocument();
  });

  it('offers Approve to a Brand Manager but not on an approved or published project', async () => {
    const api = fakeApi({ [`GET ${PROJECT_PATH}`]: project() }, 'BRAND_MANAGER');
    const { unmount } = renderPage(api, URL);
    expect(await screen.findByRole('button', { name: 'Approve project' })).toBeInTheDocument();
    unmount();

    const published = fakeApi({
      [`GET ${PROJECT_PATH}`]: project({
        status: 'PUBLISHED',
        review: { eid: 'R-1', decision: 'APPROVED', decidedAt: '2025-02-02T10:00:00.000Z', decidedByName: 'Bob Brand' },
      }),
    });
    renderPage(published, URL);
    expect(await screen.findByText('Approved by Bob Brand on 02/02/2025.')).toBeInTheDocument();
    // the user is known by the time their own request has been answered
    await act(async () => {
      await published.client.get('/users/me');
    });
    expect(screen.queryByRole('button', { name: 'Approve project' })).not.toBeInTheDocument();
  });
});
