/**
 * Reads of the content service (spec section 7): its own base URL and api key from the stage
 * config, no user token. Paths, parameters and answers are those of its OpenAPI document
 * (@ottilia/shared-contracts/wire: ContentServicePaths). The news feed handle and the policy group
 * are the portal's own.
 */
import { getStageConfig } from '@ottilia/shared-auth';
import type { ContentServicePaths } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';

export const NEWS_HANDLE = 'ottilia-news';
export const POLICY_GROUP = 'ottilia-policies';
export const NEWS_PAGE_SIZE = 3;

type Read<P extends keyof ContentServicePaths> = ContentServicePaths[P]['get'];
type Answer<P extends keyof ContentServicePaths> = Read<P>['responses'][200]['content']['application/json'];

export type NewsPage = Answer<'/news/{handle}'>;
export type NewsItem = NewsPage['content'][number];
export type PolicyLanguages = Answer<'/policy-groups/{group}/languages'>;

declare const answer: unique symbol;
/** A content-service path (filled, with its query) that answers T. */
type ContentKey<T> = string & { readonly [answer]?: T };

const newsQuery = (query: NonNullable<Read<'/news/{handle}'>['parameters']['query']>) => new URLSearchParams(query).toString();
const newsKey = (page: number): ContentKey<NewsPage> =>
  `/news/${NEWS_HANDLE}?${newsQuery({ page: String(page), size: String(NEWS_PAGE_SIZE) })}`;
const policyLanguagesKey: ContentKey<PolicyLanguages> = `/policy-groups/${POLICY_GROUP}/languages`;

/** SWR fetcher of a content-service path; a refusal rejects with its HTTP status. */
export async function fetchContent<T>(path: ContentKey<T>, fetchImpl: typeof fetch = fetch): Promise<T> {
  const { contentServiceUrl, contentServiceKey } = getStageConfig();
  const response = await fetchImpl(`${contentServiceUrl.replace(/\/+$/, '')}${path}`, {
    headers: { 'api-key': contentServiceKey, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The content service answered HTTP ${response.status}.`);
  return (await response.json()) as T;
}

const useContent = <T>(key: ContentKey<T>) => useSWR<T, unknown, ContentKey<T>>(key, fetchContent);

/** Page `page` (from 1) of the portal's news feed, newest first. */
export const useNewsPage = (page: number) => useContent(newsKey(page));

/** The languages the portal's policy group is published in. */
export const usePolicyLanguages = () => useContent(policyLanguagesKey);
