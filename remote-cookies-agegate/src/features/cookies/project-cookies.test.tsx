import { ApiError } from '@ottilia/shared-auth';
import { fakeApi, problem, type FakeRequest } from '@ottilia/shared-auth/testing';
import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cookie } from '../../lib/cookies';
import CookiesTab from '../../pages/cookies-tab';
import { renderRemote } from '@ottilia/shared-admin/testing';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const cookie = (overrides: Partial<Cookie>): Cookie => ({
  id: '10000000-0000-4000-8000-000000000001',
  projectId: PROJECT,
  language: 'en',
  name: '_ga',
  category: 'performance',
  duration: '2y',
  provider: 'Google',
  description: 'Distinguishes visitors.',
  isActive: true,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

function cookiesApi(role: Parameters<typeof fakeApi>[1] = 'AGENCY_USER', { lostAnswers = 0, failedDeletes = 0 } = {}) {
  let cookies = [
    cookie({ id: 'c1', name: 'SESSIONID', category: 'necessary', duration: 'session', provider: null }),
    cookie({ id: 'c2', name: '_ga' }),
    cookie({ id: 'c3', name: '_gid', isActive: false, duration: '1d' }),
  ];
  const api = fakeApi(
    {
      'GET /cookies': () => ({ content: cookies }),
      [`PUT /cookies/${PROJECT}/en`]: ({ body }: FakeRequest) => {
        const sent = body as Partial<Cookie>;
        if (cookies.some((c) => c.name.toLowerCase() === sent.name!.toLowerCase() && c.id !== sent.id)) {
          throw problem(409, 'cookie-name-taken', 'taken', { field: 'name' });
        }
        const saved = cookie({ ...sent, id: sent.id ?? 'new', version: 2 });
        cookies = [...cookies.filter((c) => c.id !== saved.id), saved];
        if (lostAnswers-- > 0) throw LOST;
        return saved;
      },
      [`DELETE /cookies/${PROJECT}/c2`]: () => {
        if (failedDeletes-- > 0) throw LOST;
        cookies = cookies.filter((c) => c.id !== 'c2');
      },
      [`GET /projects/${PROJECT}/consent-settings`]: () => settings,
      [`PUT /projects/${PROJECT}/consent-settings`]: ({ body }: FakeRequest) =>
        (settings = { ...(body as { lifetimeMonths: number }), version: settings.version + 1 }),
    },
    role,
  );
  let settings = { lifetimeMonths: 12, version: 0 };
  return api;
}

const LOST = new ApiError({ status: 0, code: 'network-error', title: 'Network error' });

const group = (name: string) => screen.getByRole('list', { name: `${name} cookies` });

describe('cookies tab', () => {
  it('lists the cookies by category in the spec order with the project id header, cc=en and type=all', async () => {
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await screen.findByText('SESSIONID');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Necessary (1)',
      'Functional (0)',
      'Performance (2)',
      'Marketing (0)',
      'Consent',
    ]);
    expect(
      within(group('Performance'))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['_ga', '_gid']);
    expect(within(group('Performance')).getByText(/1 day · Inactive/)).toBeInTheDocument();
    expect(within(group('Necessary')).getByText('Session · Active')).toBeInTheDocument();
    const [request] = api.requests('GET /cookies');
    expect(request).toMatchObject({ query: { cc: 'en', type: 'all' }, headers: { 'project-id': PROJECT } });
  });

  it('says why the cookies cannot be read, with the reference to quote, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = cookiesApi();
    api.on({
      'GET /cookies': () => {
        if (fail) throw new ApiError({ ...problem(503, 'unavailable', 'The cookies are unavailable.'), reference: '4bf92f35' });
        return { content: [cookie({ id: 'c2', name: '_ga' })] };
      },
    });
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    const alert = await screen.findByText(/The cookies are unavailable\./);
    const region = alert.closest('[role="alert"]') as HTMLElement;
    expect(region).toHaveTextContent('The cookies are unavailable.Reference: 4bf92f35 Copy reference');
    expect(within(region).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('_ga')).toBeInTheDocument();
  });

  it('adds a cookie: digits default 0 and are refused until 1..900, then the added dialog', async () => {
    const user = userEvent.setup();
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Add cookie' }));
    const dialog = screen.getByRole('dialog', { name: 'Add cookie' });
    await user.type(within(dialog).getByLabelText(/Name/), 'lang');
    await user.selectOptions(within(dialog).getByLabelText(/Category/), 'functional');
    expect(within(dialog).getByLabelText('Number')).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: 'Add cookie' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 900.')).toBeInTheDocument();
    expect(api.requests(`PUT /cookies/${PROJECT}/en`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), '901');
    await user.click(within(dialog).getByRole('button', { name: 'Add cookie' }));
    expect(api.requests(`PUT /cookies/${PROJECT}/en`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'h');
    await user.click(within(dialog).getByRole('button', { name: 'Add cookie' }));
    const added = await screen.findByRole('dialog', { name: DIALOGS.cookieAdded.headline });
    expect(api.requests(`PUT /cookies/${PROJECT}/en`)[0]!.body).toEqual({
      name: 'lang',
      category: 'functional',
      duration: '12h',
      provider: null,
      description: null,
      isActive: true,
    });
    await user.click(within(added).getByRole('button', { name: 'Continue' }));
    expect(await within(group('Functional')).findByText('lang')).toBeInTheDocument();
  });

  it('chooses session instead of digits and unit', async () => {
    const user = userEvent.setup();
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Add cookie' }));
    const dialog = screen.getByRole('dialog', { name: 'Add cookie' });
    await user.type(within(dialog).getByLabelText(/Name/), 'sid');
    await user.click(within(dialog).getByRole('radio', { name: 'Session' }));
    expect(within(dialog).queryByLabelText('Number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add cookie' }));
    await screen.findByRole('dialog', { name: DIALOGS.cookieAdded.headline });
    expect(api.requests(`PUT /cookies/${PROJECT}/en`)[0]!.body).toMatchObject({ duration: 'session' });
  });

  it('edits a cookie with If-Match, digits and unit apart, then the updated dialog', async () => {
    const user = userEvent.setup();
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Edit _ga' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit cookie' });
    expect(within(dialog).getByLabelText('Number')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('y');
    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), '900');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'd');
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie' }));
    await screen.findByRole('dialog', { name: DIALOGS.cookieUpdated.headline });
    const [put] = api.requests(`PUT /cookies/${PROJECT}/en`);
    expect(put).toMatchObject({ ifMatch: '"1"', body: { id: 'c2', duration: '900d' } });
  });

  it('saves again with the same Idempotency-Key after a lost answer, saying why meanwhile', async () => {
    const user = userEvent.setup();
    const api = cookiesApi('AGENCY_USER', { lostAnswers: 1 });
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Edit _ga' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit cookie' });
    await user.click(within(dialog).getByRole('radio', { name: 'Session' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie' }));
    expect(await within(dialog).findByText(LOST.message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie' }));
    await screen.findByRole('dialog', { name: DIALOGS.cookieUpdated.headline });
    const [first, second] = api.requests(`PUT /cookies/${PROJECT}/en`).map((request) => request.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('a taken name shows the duplicate-name dialog; Choose another name returns to the field with the input kept', async () => {
    const user = userEvent.setup();
    renderRemote(cookiesApi(), { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Add cookie' }));
    const dialog = screen.getByRole('dialog', { name: 'Add cookie' });
    await user.type(within(dialog).getByLabelText(/Name/), '_GA');
    await user.click(within(dialog).getByRole('radio', { name: 'Session' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add cookie' }));
    const duplicate = await screen.findByRole('dialog', { name: DIALOGS.duplicateCookieName.headline });
    expect(duplicate).toHaveTextContent(DIALOGS.duplicateCookieName.text!);
    await user.click(within(duplicate).getByRole('button', { name: 'Choose another name' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveFocus());
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('_GA');
    expect(within(dialog).getByRole('radio', { name: 'Session' })).toBeChecked();
  });

  it('asks before Escape drops a changed cookie, and closes at once when nothing changed', async () => {
    const user = userEvent.setup();
    renderRemote(cookiesApi(), { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Add cookie' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add cookie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add cookie' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Add cookie' })).getByLabelText(/Name/), 'lang');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DIALOGS.discard.headline });
    await user.click(within(question).getByRole('button', { name: DIALOGS.discard.confirmLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add cookie' })).not.toBeInTheDocument());
  });

  it('deletes after the spec question, with If-Match; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Delete _ga' }));
    let question = screen.getByRole('dialog', { name: DIALOGS.deleteCookie.headline });
    expect(question).toHaveTextContent('This action cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.requests(`DELETE /cookies/${PROJECT}/c2`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete _ga' }));
    question = screen.getByRole('dialog', { name: DIALOGS.deleteCookie.headline });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('_ga')).not.toBeInTheDocument());
    expect(api.requests(`DELETE /cookies/${PROJECT}/c2`)[0]).toMatchObject({ ifMatch: '"1"' });
  });

  it("a delete pressed again after a failed answer sends the first press's Idempotency-Key", async () => {
    const user = userEvent.setup();
    const api = cookiesApi('AGENCY_USER', { failedDeletes: 1 });
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    for (const close of [true, false]) {
      await user.click(await screen.findByRole('button', { name: 'Delete _ga' }));
      await user.click(within(screen.getByRole('dialog', { name: DIALOGS.deleteCookie.headline })).getByRole('button', { name: 'Delete' }));
      if (close)
        await user.click(
          within(await screen.findByRole('dialog', { name: /Something went wrong/ })).getByRole('button', { name: 'Close' }),
        );
    }
    await waitFor(() => expect(screen.queryByText('_ga')).not.toBeInTheDocument());
    const [first, second] = api.requests(`DELETE /cookies/${PROJECT}/c2`).map((request) => request.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('users without projectsEdit see the cookies but no buttons', async () => {
    renderRemote(cookiesApi(null), { ui: <CookiesTab projectId={PROJECT} /> });
    await screen.findByText('_ga');
    expect(screen.queryByRole('button', { name: 'Add cookie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});

describe('consent lifetime', () => {
  it('shows 12 months by default, refuses 0, saves 6 with If-Match and says so', async () => {
    const user = userEvent.setup();
    const api = cookiesApi();
    renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
    const field = await screen.findByRole('spinbutton', { name: 'Consent lasts (months)' });
    await waitFor(() => expect(field).toHaveValue(12));
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save consent lifetime' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of months from 1 to 24.'));
    expect(api.requests(`PUT /projects/${PROJECT}/consent-settings`)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Save consent lifetime' }));
    expect(await screen.findByText('Saved: consent lasts 6 months.')).toBeInTheDocument();
    expect(api.requests(`PUT /projects/${PROJECT}/consent-settings`)[0]).toMatchObject({ body: { lifetimeMonths: 6 }, ifMatch: '"0"' });
  });

  it("Download consent records asks for the row count and a link, then hands it to the browser's download (no Blob); Cancel stops before", async () => {
    const user = userEvent.setup();
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    try {
      const api = cookiesApi();
      const link = {
        url: `https://api.test/projects/${PROJECT}/consent-records/exports?link=abc.sig`,
        rows: 2,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        fileName: 'consent-records-2026-11-27.csv',
      };
      api.on({ [`POST /projects/${PROJECT}/consent-records/exports`]: link });
      renderRemote(api, { ui: <CookiesTab projectId={PROJECT} /> });
      const start = await screen.findByRole('button', { name: 'Download consent records (CSV)' });
      await user.click(start);
      expect(await screen.findByText('2 rows to export as CSV.')).toBeInTheDocument();
      expect(api.requests(`POST /projects/${PROJECT}/consent-records/exports`).map((request) => request.body)).toEqual([{ format: 'csv' }]);
      // the form is not submitted by the export's buttons
      expect(api.requests(`PUT /projects/${PROJECT}/consent-settings`)).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
      expect(downloads).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Download consent records (CSV)' }));
      await user.click(await screen.findByRole('button', { name: 'Download' }));
      expect(downloads).toEqual([`consent-records-2026-11-27.csv ${link.url}`]);
      expect(URL.createObjectURL).not.toHaveBeenCalled();
      expect(api.requests(`GET /projects/${PROJECT}/consent-records.csv`)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Download consent records (CSV)' })).toHaveFocus();
    } finally {
      click.mockRestore();
    }
  }, 15_000);

  it('users without projectsEdit see the lifetime but cannot change it or download the records', async () => {
    renderRemote(cookiesApi(null), { ui: <CookiesTab projectId={PROJECT} /> });
    expect(await screen.findByRole('spinbutton', { name: 'Consent lasts (months)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download consent records (CSV)' })).not.toBeInTheDocument();
  });
});

describe('Copy script', () => {
  it("copies the project's embed snippet and shows 'Script copied!'", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderRemote(cookiesApi(), { ui: <CookiesTab projectId={PROJECT} /> });
    await user.click(await screen.findByRole('button', { name: 'Copy script' }));
    expect(writeText).toHaveBeenCalledWith(
      `<script src="http://localhost:1860/consent/${PROJECT}/consent.js" data-market="dk" data-age-verification="on" async></script>`,
    );
    expect(await screen.findByText('Script copied!')).toBeInTheDocument();
  });
});
