/** What the content service answers: published news items of a handle, languages of a policy group. */
import { Type, type Static } from '@sinclair/typebox';
import { nullableString } from '../http/schema-types.js';

export const NEWS_PAGE_MAX = 50;

const slug = (description: string) => Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,59}$', description });

export const newsParams = Type.Object({ handle: slug("The feed, e.g. 'ottilia-news'") });
export const newsQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'From 1 (default 1)' })),
  size: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$', description: `1..${NEWS_PAGE_MAX} (default 5)` })),
});

export const newsItem = Type.Object(
  {
    eid: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    body: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String(), alt: Type.String() }), Type.Null()]),
    publishedAt: Type.String({ format: 'date-time' }),
    link: nullableString(),
  },
  { $id: 'ContentNewsItem' },
);
export type ContentNewsItem = Static<typeof newsItem>;

export const newsPage = Type.Object(
  {
    handle: Type.String(),
    content: Type.Array(Type.Ref(newsItem)),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { title: 'ContentNewsPage' },
);

export const policyParams = Type.Object({ group: slug("The policy group, e.g. 'ottilia-policies'") });
export const policyLanguagesReply = Type.Object(
  {
    policyGroup: Type.String(),
    languages: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  },
  { title: 'ContentPolicyLanguages' },
);
