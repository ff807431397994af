import { DIALOGS } from '@ottilia/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, problem, type FakeRequest } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render-page';
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
    renderPage(api, URL);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Consent banner refreshed' });
    expect(api.queries('/news-items')[0]).toMatchObject({ page: 1, $orderBy: 'updatedAt desc' });
    expect(within(rowOf('Consent banner refreshed')).getAllByRole('cell', { name: '07/03/2026' })).toHaveLength(2);
    expect(within(rowOf('Age gate styles')).getByRole('cell', { name: 'Not published' })).toBeInTheDocument();
  });

  it("shows the item's history below its edit form, fields named and dated as the screen does", async () => {
    const user = userEvent.setup();
    const changed = {
      at: '2026-03-07T10:00:00.000Z',
      action: 'update',
      actor: { eid: 'U-ADA', displayName: 'Ada Admin' },
      changes: { title: { from: 'Banner', to: 'Consent banner refreshed' }, publishedAt: { from: null, to: '2026-03-07T10:00:00.000Z' } },
    };
    const api = fakeApi({ 'GET /news-items': pageOf([published]), 'GET /news-items/NEWS-1/history': [changed] });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Edit Consent banner refreshed' }));
    const history = within(await screen.findByRole('dialog', { name: /^Edit/ })).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Title: Banner → Consent banner refreshed')).toBeInTheDocument();
    expect(within(history).getByText(/^Published: — → 07\/03\/2026 \d\d:00$/)).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: /^07\/03\/2026 \d\d:00$/ })).toBeInTheDocument();
  });

  it('publishes a draft at once, under If-Match', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /news-items': pageOf([draft]),
      'PUT /news-items/NEWS-2': (request: FakeRequest) => ({ ...draft, ...(request.body as object), version: 2 }),
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Publish Age gate styles' }));
    await waitFor(() =>
      expect(api.requests('PUT /news-items/NEWS-2')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ eid: 'NEWS-2', title: 'Age gate styles', published: true, imageUrl: null }),
          ifMatch: '"1"',
        }),
      ]),
    );
  });

  it('creates an item with If-None-Match: * and an uploaded image, and asks for its description once there is one', async () => {
    const user = userEvent.setup();
    // the stage's image service: the upload is answered with the stored image's URL
    const uploads: FormData[] = [];
    jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => imageService(uploads, 'https://cdn.example/jp.png'));
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170');
    const eid = 'NEWS-5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170';
    const api = fakeApi({
      'GET /news-items': pageOf([]),
      [`PUT /news-items/${eid}`]: (request: FakeRequest) => ({ ...draft, ...(request.body as object), eid, version: 1 }),
    });
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'New news item' }));
    const form = screen.getByRole('form', { name: 'New news item' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Japan added');
    await user.type(within(form).getByRole('textbox', { name: /^Summary/ }), 'Legal data for Japan.');
    expect(within(form).queryByRole('textbox', { name: /^Image description/ })).not.toBeInTheDocument();
    await user.upload(within(form).getByLabelText(/^Image/), new File([new Uint8Array(70)], 'jp.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Image (current)' })).toHaveAttribute('src', 'https://cdn.example/jp.png');
    await user.type(within(form).getByRole('textbox', { name: /^Image description/ }), 'Mount Fuji at dawn');
    await user.click(within(form).getByRole('switch', { name: /^Published/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: DIALOGS.success.headline })).toBeInTheDocument();
    expect(api.requests(`PUT /news-items/${eid}`)).toEqual([
      expect.objectContaining({
        body: {
          eid,
          title: 'Japan added',
          summary: 'Legal data for Japan.',
          body: '',
          imageUrl: 'https://cdn.example/jp.png',
          imageAlt: 'Mount Fuji at dawn',
          url: null,
          published: true,
        },
        ifNoneMatch: '*',
      }),
    ]);
    expect(uploads.map((form) => (form.get('file') as File).name)).toEqual(['jp.png']);
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
    renderPage(api, URL);
    await user.click(await screen.findByRole('button', { name: 'Delete Consent banner refreshed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DIALOGS.delete.headline })).getByRole('button', {
        name: DIALOGS.delete.confirmLabel,
      }),
    );
    await waitFor(() => expect(api.requests('DELETE /news-items/NEWS-1')).toEqual([expect.objectContaining({ ifMatch: '"3"' })]));
    expect(await screen.findByRole('dialog', { name: DIALOGS.errorWithMessage.headline })).toHaveAccessibleDescription(
      'The news item was changed by someone else since you loaded it.',
    );
  });
});

/** An XMLHttpRequest the image service answers with the image's URL (what uploadImage sends through). */
function imageService(uploads: FormData[], secureUrl: string): XMLHttpRequest {
  const request = {
    status: 0,
    responseText: '',
    upload: {} as XMLHttpRequestUpload,
    open: jest.fn(),
    abort: jest.fn(),
    send(form: FormData) {
      uploads.push(form);
      Object.assign(request, {
        status: 200,
        responseText: JSON.stringify({ public_id: 'jp', secure_url: secureUrl, format: 'png', bytes: 70 }),
      });
      setTimeout(() => request.onload?.());
    },
    onload: null as null | (() => void),
  };
  return request as unknown as XMLHttpRequest;
}
