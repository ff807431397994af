/** The cookie categories in the spec's order (section 9); without dependencies, so tests outside the API can read it. */
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'performance', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
