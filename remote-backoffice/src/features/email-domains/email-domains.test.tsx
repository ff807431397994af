import { DIALOGS } from '@ottilia/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import type { EmailDomain } from './email-domains';

const domain = (overrides: Partial<EmailDomain>): EmailDomain => ({
  eid: 'ED-OTTILIA',
  name: 'ottilia.example',
  type: 'corporate',
  isActive: true,
  state: 'VERIFIED',
  version: 1,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});
const corporate = domain({});
const agencyDomain = domain({ eid: 'ED-BLUEPEAK', name: 'bluepeak.example', type: 'agency', isActive: false, state: null });

const cellsOf = (name: string) =>
  within(screen.getByRole('link', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('email domains', () => {
  it('shows the domains with capitalised type, state and Active/Inactive, and filters by type', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /email-domains': pageOf([corporate, agencyDomain]) });
    const { search } = renderPage(api, '/backoffice/domains');
    expect(screen.getByRole('heading', { level: 1, name: 'Email Domains' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'ottilia.example' });
    expect(screen.getByRole('link', { name: 'ottilia.example' })).toHaveAttribute('href', '/backoffice/domains/ED-OTTILIA');
    expect(cellsOf('ottilia.example').slice(3)).toEqual(['Corporate', 'Verified', 'Active']);
    expect(cellsOf('bluepeak.example').slice(3)).toEqual(['Agency', '—', 'Inactive']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Agency');
    await waitFor(() => expect(api.queries('/email-domains').at(-1)).toMatchObject({ page: 1, $filter: "type eq 'agency'" }));
    expect(search()).toBe('type=agency');
  });

  it('bulk-deactivates through /email-domains/active-state', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /email-domains': pageOf([corporate, agencyDomain]), 'PUT /email-domains/active-state': { updated: 1 } });
    renderPage(api, '/backoffice/domains');
    await user.click(await screen.findByRole('checkbox', { name: 'Select ottilia.example' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deactivate 1 email domain?' })).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(api.requests('PUT /email-domains/active-state')).toEqual([
        expect.objectContaining({ body: { eids: ['ED-OTTILIA'], isActive: false } }),
      ]),
    );
  });

  it('sends an emptied state as none', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /email-domains/ED-OTTILIA': corporate,
      'PUT /email-domains/ED-OTTILIA': (request: FakeRequest) => ({ ...corporate, ...(request.body as object), version: 2 }),
    });
    renderPage(api, '/backoffice/domains/ED-OTTILIA');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: /^State/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: DIALOGS.success.headline });
    expect(api.requests('PUT /email-domains/ED-OTTILIA')[0]?.body).toEqual({
      name: 'ottilia.example',
      type: 'corporate',
      state: null,
      isActive: true,
    });
  });

  it('hides New, selection and bulk actions from a role without domain rights', async () => {
    const api = fakeApi({ 'GET /email-domains': pageOf([corporate]) }, 'AGENCY_MANAGER');
    renderPage(api, '/backoffice/domains');
    await screen.findByRole('link', { name: 'ottilia.example' });
    await act(async () => {
      await api.client.get('/users/me');
    });
    expect(screen.queryByRole('link', { name: 'New email domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
