import { defineList } from '@ottilia/shared-admin/screens';
import { formatLongDate } from '@ottilia/shared-ui';
import type { BackofficeT } from '../../i18n/strings';
import { newsResource, type NewsItem } from './news-items';

/** Newest change first, in the current language; the publish switch and row actions are added by the screen. */
export const newsList = (t: BackofficeT) =>
  defineList<NewsItem>({
    resource: newsResource(t),
    searchFields: ['title'],
    filters: [],
    primaryKey: 'title',
    defaultSort: { key: 'updatedAt', direction: 'desc' },
    bulk: false,
    columns: [
      { key: 'title', header: t('news.fields.title'), sortable: true },
      { key: 'publishedAt', header: t('news.columns.published'), sortable: true, render: (item) => (item.publishedAt ? formatLongDate(item.publishedAt) : t('news.notPublished')) },
      { key: 'updatedAt', header: t('news.columns.lastChanged'), sortable: true, render: (item) => formatLongDate(item.updatedAt) },
    ],
  });
