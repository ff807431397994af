/** The project's cookies (spec section 7 "Cookies") as the API serves them, and their categories. */
import { cookieList, cookiesKey, type CookieListAnswer } from '@ottilia/shared-admin';
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

/** The list call: cc=en, type=all and the project id header (the key carries the project). */
export function useCookies(projectId: string) {
  const client = useApiClient();
  return useSWR<CookieListAnswer, ApiError>(cookiesKey(projectId), () => cookieList(client, projectId), { revalidateOnFocus: false });
}

/** Groups in the spec's order (the API already sorts active first within each). */
export function byCategory(cookies: readonly Cookie[]) {
  return COOKIE_CATEGORIES.map((category) => ({ ...category, cookies: cookies.filter((cookie) => cookie.category === category.value) }));
}

export const DUPLICATE_NAME_CODE = 'cookie-name-taken';
