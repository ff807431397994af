import { ApiError, CLIENT_ERROR_CODES } from '@ottilia/shared-auth';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import { agency } from './test-support/agency-fixtures';

const pending = agency({
  eid: 'AG-HARBOR',
  name: 'Harbor Lights',
  marketCode: 'IE',
  marketName: 'Ireland',
  reviewState: 'PENDING',
  requestedBy: { eid: 'U7', displayName: 'Alex Agency', email: 'alex@harbor.example' },
  version: 5,
});
const URL_OF_PENDING = '/backoffice/agencies/AG-HARBOR';
const reviewed = (request: FakeRequest) => {
  const { decision, reason } = request.body as { decision: 'APPROVED' | 'REJECTED'; reason?: string };
  return { ...pending, reviewState: decision, reviewReason: reason ?? null, isActive: decision === 'APPROVED', version: 6 };
};

describe('agency review', () => {
  it('approves a pending agency with If-Match and tells the reviewer the requester is e-mailed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies/AG-HARBOR': pending, 'PUT /agencies/AG-HARBOR/review': reviewed });
    renderPage(api, URL_OF_PENDING);
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' });
    expect(value('Review state')).toBe('Pending');
    expect(value('Requested by')).toBe('Alex Agency (alex@harbor.example)');

    api.on({ 'GET /agencies/AG-HARBOR': { ...pending, reviewState: 'APPROVED', version: 6 } });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.agencyReviewed.headline });
    expect(api.requests('PUT /agencies/AG-HARBOR/review')).toEqual([
      expect.objectContaining({ body: { decision: 'APPROVED' }, ifMatch: '"5"' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: DIALOGS.agencyReviewed.confirmLabel }));

    // the page shows the reviewed agency, which needs no more review
    await waitFor(() => expect(value('Review state')).toBe('Approved'));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves again after a lost answer with the same Idempotency-Key: one decision, one e-mail', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const api = fakeApi({
      'GET /agencies/AG-HARBOR': pending,
      'PUT /agencies/AG-HARBOR/review': (request: FakeRequest) => {
        sent += 1;
        if (sent === 1) throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, title: 'Network error' });
        return reviewed(request);
      },
    });
    renderPage(api, URL_OF_PENDING);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.agencyReviewed.headline })).toBeInTheDocument();
    const [first, again] = api.requests('PUT /agencies/AG-HARBOR/review');
    expect(first).toMatchObject({ body: { decision: 'APPROVED' }, ifMatch: '"5"', idempotencyKey: expect.any(String) });
    expect(again).toMatchObject({ body: first!.body, ifMatch: '"5"', idempotencyKey: first!.idempotencyKey });
  });

  it('asks for the reason before rejecting and sends it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies/AG-HARBOR': pending, 'PUT /agencies/AG-HARBOR/review': reviewed });
    renderPage(api, URL_OF_PENDING);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Harbor Lights?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription('Reason is required');
    expect(api.requests('PUT /agencies/AG-HARBOR/review')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Duplicate of Bluepeak Studio');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.agencyReviewed.headline })).toBeInTheDocument();
    expect(api.requests('PUT /agencies/AG-HARBOR/review')).toEqual([
      expect.objectContaining({ body: { decision: 'REJECTED', reason: 'Duplicate of Bluepeak Studio' }, ifMatch: '"5"' }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'Reject Harbor Lights?' })).not.toBeInTheDocument();
  });

  it('sends nothing when the rejection is cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /agencies/AG-HARBOR': pending });
    renderPage(api, URL_OF_PENDING);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('PUT /agencies/AG-HARBOR/review')).toHaveLength(0);
  });

  it("shows the API's refusal of a review", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /agencies/AG-HARBOR': pending,
      'PUT /agencies/AG-HARBOR/review': () => {
        throw problem(409, 'not-pending', 'The agency was already reviewed (APPROVED); only a PENDING agency can be reviewed.');
      },
    });
    renderPage(api, URL_OF_PENDING);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'The agency was already reviewed (APPROVED); only a PENDING agency can be reviewed.',
    );
  });

  it('offers no review for an agency that was already reviewed', async () => {
    const api = fakeApi({ 'GET /agencies/AG-NORTHWIND': agency() });
    renderPage(api, '/backoffice/agencies/AG-NORTHWIND');
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('offers no review, edit or delete to a Brand Manager', async () => {
    const api = fakeApi({ 'GET /agencies/AG-HARBOR': pending }, 'BRAND_MANAGER');
    renderPage(api, URL_OF_PENDING);
    await screen.findByRole('heading', { level: 1, name: 'Harbor Lights' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
