import { DIALOGS } from '@ottilia/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderBackoffice } from '../../test-support/render-backoffice';
import type { NewsItem } from './news-items';

const item = (overrides: Partial<NewsItem>): NewsItem => ({
  eid: 'NEWS-1',
  handle: 'ottilia-news',
  title: 'Consent banner refreshed',
  summary: 'Clearer categories.',
  body: '',
  imageUrl: null,
  imageAlt: null,
  url: null,
  published: true,
  publishedAt: '2026-03-07T10:00:00.000Z',
  version: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-07T10:00:00.000Z',
  ...overrides,
});
const published = item({});
const draft = item({ eid: 'NEWS-2', title: 'Age gate styles', published: false, publishedAt: null, version: 1 });
const URL = '/backoffice/news';
const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

describe('news items', () => {
  it('lists the items newest change first with their publication date', async () => {
    const api = fakeApi({ 'GET /news-items': pageOf([published, draft]) });
    renderBackoffice(api, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Consent banner refreshed' });
    expect(api.queries('/news-items')[0]).toMatchObject({ page: 1, $orderBy: 'updatedAt desc' });
    expect(within(rowOf('Consent banner refreshed')).getAllByRole('cell', { name: '7 March 2026' })).toHaveLength(2);
    expect(within(rowOf('Age gate styles')).getByRole('cell', { name: 'Not published' })).toBeInTheDocument();
  });

  it('publishes a draft at once, under If-Match', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /news-items': pageOf([draft]),
      'PUT /news-items/NEWS-2': (request: FakeRequest) => ({ ...draft, ...(request.body as object), version: 2 }),
    });
    renderBackoffice(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Publish Age gate styles' }));
    await waitFor(() => expect(api.requests('PUT /news-items/NEWS-2')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ eid: 'NEWS-2', title: 'Age gate styles', published: true, imageUrl: null }), ifMatch: '"1"' }),
    ]));
  });

  it('creates an item with If-None-Match: * and asks for the image description once there is an image', async () => {
    const user = userEvent.setup();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170');
    const eid = 'NEWS-5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170';
    const api = fakeApi({
      'GET /news-items': pageOf([]),
      [`PUT /news-items/${eid}`]: (request: FakeRequest) => ({ ...draft, ...(request.body as object), eid, version: 1 }),
    });
    renderBackoffice(api, URL);
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const form = screen.getByRole('form', { name: 'New news item' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Japan added');
    await user.type(within(form).getByRole('textbox', { name: /^Summary/ }), 'Legal data for Japan.');
    expect(within(form).queryByRole('textbox', { name: /^Image description/ })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Image URL/ }), 'https://cdn.example/jp.png');
    await user.type(within(form).getByRole('textbox', { name: /^Image description/ }), 'Mount Fuji at dawn');
    await user.click(within(form).getByRole('switch', { name: /^Published/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests(`PUT /news-items/${eid}`)).toEqual([
      expect.objectContaining({
        body: { eid, title: 'Japan added', summary: 'Legal data for Japan.', body: '', imageUrl: 'https://cdn.example/jp.png', imageAlt: 'Mount Fuji at dawn', url: null, published: true },
        ifNoneMatch: '*',
      }),
    ]);
    jest.restoreAllMocks();
  });

  it('deletes after the delete question, and says why when the API refuses', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /news-items': pageOf([published]),
      'DELETE /news-items/NEWS-1': () => {
        throw problem(412, 'version-mismatch', 'The news item was changed by someone else since you loaded it.');
      },
    });
    renderBackoffice(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Delete Consent banner refreshed' }));
    await user.click(within(await screen.findByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', { name: DIALOGS.delete.confirmLabel }));
    await waitFor(() => expect(api.requests('DELETE /news-items/NEWS-1')).toEqual([expect.objectContaining({ ifMatch: '"3"' })]));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription('The news item was changed by someone else since you loaded it.');
  });
});
