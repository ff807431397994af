/** The project's cookies (spec section 7 "Cookies") as the API serves them, and their categories. */
import { useApiClient, type ApiError } from '@ottilia/shared-auth';
import type { WireCookie } from '@ottilia/shared-contracts/wire';
import useSWR from 'swr';

export type Cookie = WireCookie;
export type CookieCategory = Cookie['category'];

/** Spec section 9: the order categories are shown in; the keys are of the cookies-agegate strings. */
export const COOKIE_CATEGORIES: readonly { value: CookieCategory; labelKey: string; descriptionKey: string }[] = [
  { value: 'necessary', labelKey: 'cookies.categories.necessary.label', descriptionKey: 'cookies.categories.necessary.description' },
  { value: 'functional', labelKey: 'cookies.categories.functional.label', descriptionKey: 'cookies.categories.functional.description' },
  { value: 'performance', labelKey: 'cookies.categories.performance.label', descriptionKey: 'cookies.categories.performance.description' },
  { value: 'marketing', labelKey: 'cookies.categories.marketing.label', descriptionKey: 'cookies.categories.marketing.description' },
];

export const COOKIES_PATH = '/cookies';
/** The request header naming the project of the list call (documented in docs/decisions.md). */
export const PROJECT_ID_HEADER = 'project-id';
export const cookiePutPath = (projectId: string) => `${COOKIES_PATH}/${projectId}/en`;
export const cookiePath = (projectId: string, cookieId: string) => `${COOKIES_PATH}/${projectId}/${cookieId}`;

/** The list call: cc=en, type=all and the project id header (the key carries the project). */
export function useCookies(projectId: string) {
  const client = useApiClient();
  return useSWR<{ content: Cookie[] }, ApiError, readonly [string, string]>(
    [COOKIES_PATH, projectId],
    ([path, id]) => client.get(path, listOptions(id)),
    { revalidateOnFocus: false },
  );
}

export const listOptions = (projectId: string) => ({ query: { cc: 'en', type: 'all' }, headers: { [PROJECT_ID_HEADER]: projectId } });

/** Groups in the spec's order (the API already sorts active first within each). */
export function byCategory(cookies: readonly Cookie[]) {
  return COOKIE_CATEGORIES.map((category) => ({ ...category, cookies: cookies.filter((cookie) => cookie.category === category.value) }));
}

export const DUPLICATE_NAME_CODE = 'cookie-name-taken';
