/**
 * News items of the content service's `ottilia-news` feed (GET/PUT/DELETE /news-items), written
 * by Super Admins (newsEdit). Publishing is the `published` flag; the API dates it.
 */
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { Resource } from '@ottilia/shared-admin';
import type { WireNewsItem } from '@ottilia/shared-contracts/wire';

/** As GET /news-items/{eid} answers it. */
export type NewsItem = WireNewsItem;

export const NEWS: Resource = {
  apiPath: '/news-items',
  route: '/backoffice/news',
  title: 'News',
  singular: 'news item',
  plural: 'news items',
  permissions: { read: 'newsEdit', create: 'newsEdit', edit: 'newsEdit', delete: 'newsEdit' },
  hasActiveFlag: false,
};

export type NewsDraft = { title: string; summary: string; body: string; imageUrl: string; imageAlt: string; url: string; published: boolean };

export const NEWS_FIELDS: readonly FieldSpec<NewsDraft>[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 160 },
  { name: 'summary', label: 'Summary', kind: 'textarea', required: true, maxLength: 400, rows: 3, hint: 'Shown on Home under the title.' },
  { name: 'body', label: 'Text', kind: 'textarea', maxLength: 20000, rows: 8, hint: 'Readers open it with "Read more". Separate paragraphs with an empty line.' },
  { name: 'imageUrl', label: 'Image URL', kind: 'text', type: 'url', maxLength: 2000, hint: 'An https address of the image, or leave empty.' },
  { name: 'imageAlt', label: 'Image description', kind: 'text', maxLength: 300, hint: 'What the image shows, for people who cannot see it. Needed with an image.', shownWhen: (draft) => draft.imageUrl.trim() !== '' },
  { name: 'url', label: 'Link', kind: 'text', type: 'url', maxLength: 2000, hint: 'Where "Open" leads, e.g. the full announcement; optional.' },
  { name: 'published', label: 'Published (shown on Home)', kind: 'toggle' },
];

export const NEW_NEWS_ITEM: NewsDraft = { title: '', summary: '', body: '', imageUrl: '', imageAlt: '', url: '', published: false };

export const newsDraftOf = (item: NewsItem): NewsDraft => ({
  title: item.title,
  summary: item.summary,
  body: item.body,
  imageUrl: item.imageUrl ?? '',
  imageAlt: item.imageAlt ?? '',
  url: item.url ?? '',
  published: item.published,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const newsBody = (eid: string, draft: NewsDraft) => ({
  eid,
  title: draft.title,
  summary: draft.summary,
  body: draft.body,
  imageUrl: orNull(draft.imageUrl),
  imageAlt: orNull(draft.imageUrl) ? orNull(draft.imageAlt) : null,
  url: orNull(draft.url),
  published: draft.published,
});

/** The ETag of a listed row: its version. */
export const etagOf = (item: NewsItem) => `"${item.version}"`;
