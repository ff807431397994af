/** News items of the content service. drizzle-kit reads it with every other *-table.ts (drizzle.config.ts). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, versioned } from '../db/columns.js';

/**
 * Content service: news items, read by handle (e.g. 'ottilia-news'). `publishedAt` null = not
 * published (a draft, or unpublished again); the feed shows items published up to now.
 */
export const newsItems = pgTable(
  'news_items',
  {
    eid: text('eid').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The full text, plain paragraphs separated by blank lines. */
    body: text('body').notNull().default(''),
    url: text('url'),
    imageUrl: text('image_url'),
    /** The image's text alternative; required by the API whenever there is an image. */
    imageAlt: text('image_alt'),
    publishedAt: at('published_at'),
    ...versioned(),
  },
  (t) => [index('news_items_handle_idx').on(t.handle, t.publishedAt.desc().nullsFirst())],
);
