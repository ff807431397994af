/**
 * News items of the content service's `ottilia-news` feed (GET/PUT/DELETE /news-items), written
 * by Super Admins (newsEdit) in a dialog on the list. Publishing is the `published` flag, switched
 * per row or in the form; the API dates it.
 */
import { defineResource, ImageField } from '@ottilia/shared-admin/screens';
import { NEWS_ITEMS, recordLimits, type WriteBodyOf } from '@ottilia/shared-admin';
import type { WireNewsItem } from '@ottilia/shared-contracts/wire';
import { formatShortDate } from '@ottilia/shared-ui';
import type { FieldSpec } from '@ottilia/shared-ui/admin';
import { NS, type BackofficeT } from '../../i18n/strings';

/** As GET /news-items/{eid} answers it. */
export type NewsItem = WireNewsItem;

export type NewsDraft = {
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  imageAlt: string;
  url: string;
  published: boolean;
};

const LIMITS = recordLimits(NEWS_ITEMS);

const newsFields = (t: BackofficeT): readonly FieldSpec<NewsDraft>[] => [
  { name: 'title', label: t('news.fields.title'), kind: 'text', required: true, maxLength: LIMITS.title.maxLength },
  {
    name: 'summary',
    label: t('news.fields.summary'),
    kind: 'textarea',
    required: true,
    maxLength: LIMITS.summary.maxLength,
    rows: 3,
    hint: t('news.hints.summary'),
  },
  { name: 'body', label: t('news.fields.body'), kind: 'textarea', maxLength: LIMITS.body.maxLength, rows: 8, hint: t('news.hints.body') },
  {
    name: 'imageUrl',
    label: t('news.fields.imageUrl'),
    kind: 'custom',
    hint: t('news.hints.imageUrl'),
    // uploaded to the stage's image service; the item keeps its URL
    render: ({ value, onChange, ...field }) => <ImageField {...field} value={value || null} onChange={(url) => onChange(url ?? '')} />,
  },
  {
    name: 'imageAlt',
    label: t('news.fields.imageAlt'),
    kind: 'text',
    maxLength: LIMITS.imageAlt.maxLength,
    hint: t('news.hints.imageAlt'),
    shownWhen: (draft) => draft.imageUrl.trim() !== '',
  },
  { name: 'url', label: t('news.fields.url'), kind: 'text', type: 'url', maxLength: LIMITS.url.maxLength, hint: t('news.hints.url') },
  { name: 'published', label: t('news.fields.published'), kind: 'toggle' },
];

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Newest change first, in the current language (built at render: its labels come from t). */
export const newsItems = (t: BackofficeT) =>
  defineResource<NewsItem, NewsDraft>({
    identity: NEWS_ITEMS,
    ns: NS,
    searchFields: ['title'],
    primary: { key: 'title', header: t('news.fields.title') },
    defaultSort: { key: 'updatedAt', direction: 'desc' },
    bulk: false,
    columns: [
      {
        key: 'publishedAt',
        header: t('news.columns.published'),
        sortable: true,
        render: (item) => (item.publishedAt ? formatShortDate(item.publishedAt) : t('news.notPublished')),
      },
      { key: 'updatedAt', header: t('news.columns.lastChanged'), sortable: true, render: (item) => formatShortDate(item.updatedAt) },
    ],
    emptyDraft: { title: '', summary: '', body: '', imageUrl: '', imageAlt: '', url: '', published: false },
    toDraft: (item) => ({
      title: item.title,
      summary: item.summary,
      body: item.body,
      imageUrl: item.imageUrl ?? '',
      imageAlt: item.imageAlt ?? '',
      url: item.url ?? '',
      published: item.published,
    }),
    toBody: (draft, eid): WriteBodyOf<typeof NEWS_ITEMS.apiPath> => ({
      eid,
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      imageUrl: orNull(draft.imageUrl),
      imageAlt: orNull(draft.imageUrl) ? orNull(draft.imageAlt) : null,
      url: orNull(draft.url),
      published: draft.published,
    }),
    newId: () => `NEWS-${crypto.randomUUID()}`,
    // the API stores publication as its date, which the Published column shows
    historyLabels: { publishedAt: t('news.columns.published') },
    dialog: {
      fields: newsFields(t),
      history: true,
      size: 'large',
      namesRows: 'buttons',
      deleteQuestion: 'delete',
      rowActions: [
        {
          label: (item) => (item.published ? t('news.actions.unpublish') : t('news.actions.publish')),
          ariaLabel: ({ published, title }) =>
            published ? t('news.actions.unpublishItem', { title }) : t('news.actions.publishItem', { title }),
          write: { change: (item) => ({ published: !item.published }) },
        },
      ],
    },
  });
