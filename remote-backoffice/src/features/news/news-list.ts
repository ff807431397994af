import { defineList } from '@ottilia/shared-admin/screens';
import { formatLongDate } from '@ottilia/shared-ui';
import { NEWS, type NewsItem } from './news-items';

/** Newest change first; the publish switch and row actions are added by the screen. */
export const NEWS_LIST = defineList<NewsItem>({
  resource: NEWS,
  searchFields: ['title'],
  filters: [],
  primaryKey: 'title',
  defaultSort: { key: 'updatedAt', direction: 'desc' },
  bulk: false,
  columns: [
    { key: 'title', header: 'Title', sortable: true },
    { key: 'publishedAt', header: 'Published', sortable: true, render: (item) => (item.publishedAt ? formatLongDate(item.publishedAt) : 'Not published') },
    { key: 'updatedAt', header: 'Last changed', sortable: true, render: (item) => formatLongDate(item.updatedAt) },
  ],
});
