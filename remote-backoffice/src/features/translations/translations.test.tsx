import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
import type { TranslationString } from './translation-strings';

const row = (overrides: Partial<TranslationString>): TranslationString => ({
  eid: '7',
  projectId: 'ottilia-portal-dev',
  language: 'en',
  namespace: 'translations',
  key: 'nav.home',
  value: 'Home',
  english: 'Home',
  edited: false,
  version: 1,
  updatedAt: '2026-03-07T10:00:00.000Z',
  updatedBy: null,
  ...overrides,
});
const home = row({});
const title = row({ eid: '8', key: 'pageTitle', value: 'Page: {{page}}', english: '{{page}} | Ottilia', edited: true, version: 4 });
const URL = '/backoffice/translations';

describe('translations', () => {
  it('lists the strings by key, with their namespace, language and text', async () => {
    const api = fakeApi({ 'GET /translation-strings': pageOf([home, title]) });
    renderPage(api, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Translations' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'nav.home' });
    expect(api.queries('/translation-strings')[0]).toMatchObject({ page: 1, $orderBy: 'key asc' });
    expect(screen.getByRole('cell', { name: 'Page: {{page}} (Edited)' })).toBeInTheDocument();
    // only an edited string can be reset
    expect(screen.queryByRole('button', { name: 'Reset nav.home to English' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset pageTitle to English' })).toBeInTheDocument();
  });

  it('filters by namespace and language and searches key and text', async () => {
    const api = fakeApi({ 'GET /translation-strings': pageOf([home]) });
    renderPage(api, `${URL}?namespace=translations&language=en&q=home`);
    await screen.findByRole('cell', { name: 'nav.home' });
    const filter = String(api.queries('/translation-strings').at(-1)!.$filter);
    expect(filter).toContain("namespace eq 'translations'");
    expect(filter).toContain("language eq 'en'");
    expect(filter).toMatch(/contains\(key,'home'\) or contains\(value,'home'\)/);
  });

  it('edits a text under If-Match in a dialog showing the English', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /translation-strings': pageOf([home]),
      'PUT /translation-strings/7': (request: FakeRequest) => ({ ...home, ...(request.body as object), edited: true, version: 2 }),
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Edit nav.home' }));
    const form = screen.getByRole('form', { name: 'Edit translation: nav.home' });
    const text = within(form).getByRole('textbox', { name: /^Text/ });
    expect(text).toHaveAccessibleDescription(expect.stringContaining('English: Home.'));
    await user.clear(text);
    await user.type(text, 'Start');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests('PUT /translation-strings/7')).toEqual([expect.objectContaining({ body: { value: 'Start' }, ifMatch: '"1"' })]);
  });

  it("shows the string's history below its edit form: its import, then who changed the text", async () => {
    const user = userEvent.setup();
    const edited = {
      at: '2026-03-07T10:00:00.000Z',
      action: 'update',
      actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
      changes: { value: { from: 'Home', to: 'Start' } },
    };
    const imported = { at: '2026-03-01T09:00:00.000Z', action: 'create', actor: null, changes: {} };
    const api = fakeApi({ 'GET /translation-strings': pageOf([home]), 'GET /translation-strings/7/history': [edited, imported] });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Edit nav.home' }));
    const history = within(screen.getByRole('dialog', { name: 'Edit translation: nav.home' })).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Text: Home → Start')).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: 'System' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: 'Created' })).toBeInTheDocument();
  });

  it('resets an edited string to English, and says why when the API refuses', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = fakeApi({
      'GET /translation-strings': pageOf([title]),
      'POST /translation-strings/8/reset': () => {
        if (refuse) throw problem(412, 'version-mismatch', 'The translation string was changed by someone else since you loaded it.');
        return { ...title, value: title.english, edited: false, version: 5 };
      },
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Reset pageTitle to English' }));
    await waitFor(() =>
      expect(api.requests('POST /translation-strings/8/reset')).toEqual([expect.objectContaining({ headers: { 'If-Match': '"4"' } })]),
    );
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Reset pageTitle to English' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'The translation string was changed by someone else since you loaded it.',
    );
  });
});
