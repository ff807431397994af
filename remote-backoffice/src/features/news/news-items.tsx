/**
 * News items of the content service's `ottilia-news` feed (GET/PUT/DELETE /news-items), written
 * by Super Admins (newsEdit). Publishing is the `published` flag; the API dates it.
 */
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import type { Resource } from '@ottilia/shared-admin';
import { ImageField } from '@ottilia/shared-admin/screens';
import type { WireNewsItem } from '@ottilia/shared-contracts/wire';
import type { BackofficeT } from '../../i18n/strings';

/** As GET /news-items/{eid} answers it. */
export type NewsItem = WireNewsItem;

/** Where news items live and who may do what; the names the screens call them come from `newsResource`. */
export const NEWS = {
  apiPath: '/news-items',
  route: '/backoffice/news',
  permissions: { read: 'newsEdit', create: 'newsEdit', edit: 'newsEdit', delete: 'newsEdit' },
  hasActiveFlag: false,
} as const satisfies Omit<Resource, 'title' | 'singular' | 'plural'>;

/** The resource as the shared screens name it, in the current language. */
export const newsResource = (t: BackofficeT): Resource => ({
  ...NEWS,
  title: t('news.resource.title'),
  singular: t('news.resource.singular'),
  plural: t('news.resource.plural'),
});

export type NewsDraft = { title: string; summary: string; body: string; imageUrl: string; imageAlt: string; url: string; published: boolean };

export const newsFields = (t: BackofficeT): readonly FieldSpec<NewsDraft>[] => [
  { name: 'title', label: t('news.fields.title'), kind: 'text', required: true, maxLength: 160 },
  { name: 'summary', label: t('news.fields.summary'), kind: 'textarea', required: true, maxLength: 400, rows: 3, hint: t('news.hints.summary') },
  { name: 'body', label: t('news.fields.body'), kind: 'textarea', maxLength: 20000, rows: 8, hint: t('news.hints.body') },
  {
    name: 'imageUrl',
    label: t('news.fields.imageUrl'),
    kind: 'custom',
    hint: t('news.hints.imageUrl'),
    // uploaded to the stage's image service; the item keeps its URL
    render: ({ value, onChange, ...field }) => <ImageField {...field} value={value || null} onChange={(url) => onChange(url ?? '')} />,
  },
  { name: 'imageAlt', label: t('news.fields.imageAlt'), kind: 'text', maxLength: 300, hint: t('news.hints.imageAlt'), shownWhen: (draft) => draft.imageUrl.trim() !== '' },
  { name: 'url', label: t('news.fields.url'), kind: 'text', type: 'url', maxLength: 2000, hint: t('news.hints.url') },
  { name: 'published', label: t('news.fields.published'), kind: 'toggle' },
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
