/**
 * Reads of the content service (spec section 7): its own base URL and api key from the stage
 * config, no user token. The news feed handle and the policy group are the portal's own.
 */
import { getStageConfig } from '@ottilia/shared-auth';

export const NEWS_HANDLE = 'ottilia-news';
export const POLICY_GROUP = 'ottilia-policies';
export const NEWS_PAGE_SIZE = 3;

export interface NewsItem {
  eid: string;
  title: string;
  summary: string;
  body: string;
  image: { url: string; alt: string } | null;
  publishedAt: string;
  link: string | null;
}

export interface NewsPage {
  content: NewsItem[];
  page: number;
  totalPages: number;
  totalElements: number;
}

export interface PolicyLanguages {
  policyGroup: string;
  languages: { code: string; name: string }[];
}

export const newsPath = (page: number) => `/news/${NEWS_HANDLE}?page=${page}&size=${NEWS_PAGE_SIZE}`;
export const policyLanguagesPath = `/policy-groups/${POLICY_GROUP}/languages`;

/** SWR fetcher of a content-service path; a refusal rejects with its HTTP status. */
export async function fetchContent<T>(path: string, fetchImpl: typeof fetch = fetch): Promise<T> {
  const { contentServiceUrl, contentServiceKey } = getStageConfig();
  const response = await fetchImpl(`${contentServiceUrl.replace(/\/+$/, '')}${path}`, { headers: { 'api-key': contentServiceKey, accept: 'application/json' } });
  if (!response.ok) throw new Error(`The content service answered HTTP ${response.status}.`);
  return (await response.json()) as T;
}
