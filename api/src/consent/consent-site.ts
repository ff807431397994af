/**
 * What a visitor is asked about: the banner's texts, the categories with their cookies, and the
 * portal's own cookies. Free of database imports, so the e2e fixtures can compute the portal's
 * revision the way the API does (e2e/playwright.config.ts).
 */
import { createHash } from 'node:crypto';
import { COOKIE_CATEGORIES } from '../cookies/cookie-categories.js';

export const PORTAL_SITE = 'portal';

const CATEGORY_TEXT: Record<(typeof COOKIE_CATEGORIES)[number], { label: string; description: string }> = {
  necessary: {
    label: 'Necessary',
    description: 'Needed for the site to work, such as keeping you signed in and remembering this choice. They cannot be switched off.',
  },
  functional: { label: 'Functional', description: 'Remember your choices, such as language or region, to make the site easier to use.' },
  performance: { label: 'Performance', description: 'Count visits and show how the site is used, so we can improve it.' },
  marketing: { label: 'Marketing', description: 'Show advertising that is relevant to you and measure how it performs.' },
};

/** What each optional category is for, in the banner's sentence. */
const PURPOSES: Record<string, string> = {
  functional: 'remember your choices',
  performance: 'measure visits',
  marketing: 'show relevant advertising',
};

/** The banner names only the purposes it asks about: the categories the site has cookies of. */
export function bannerText(categoryIds: readonly string[]): string {
  const purposes = categoryIds.map((id) => PURPOSES[id]).filter((purpose): purpose is string => purpose !== undefined);
  const listedPurposes = purposes.length > 1 ? `${purposes.slice(0, -1).join(', ')} and ${purposes.at(-1)}` : purposes[0];
  return `We use cookies to make this site work${listedPurposes ? ` and, with your consent, to ${listedPurposes}` : ''}. You can change your choice at any time.`;
}

const PREFERENCES_TEXT = 'Necessary cookies are always on. Choose which other cookies we may use.';

export interface ConsentCookie {
  name: string;
  duration: string;
  provider: string | null;
  description: string | null;
}
export interface ConsentCategory {
  id: string;
  label: string;
  description: string;
  cookies: ConsentCookie[];
}
/** What the visitor reads: a change to any of it is a new revision, asked again. */
export interface ConsentPolicy {
  texts: { banner: string; preferences: string };
  categories: ConsentCategory[];
}

const UNITS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  y: ['year', 'years'],
};
/** '30d' → '30 days', 'session' → 'session' (as a visitor reads it). */
export function readableDuration(duration: string): string {
  const match = /^(\d+)([mhdy])$/.exec(duration);
  if (!match) return duration;
  const n = Number(match[1]);
  const [one, many] = UNITS[match[2]!]!;
  return `${n} ${n === 1 ? one : many}`;
}

type CookieRow = { category: string; name: string; duration: string; provider: string | null; description: string | null };

export function policyOf(cookies: readonly CookieRow[]): ConsentPolicy {
  // necessary is always listed (the banner says so); the others only when the site has some
  const categories = COOKIE_CATEGORIES.map((id) => ({
    id,
    ...CATEGORY_TEXT[id],
    cookies: cookies
      .filter((c) => c.category === id)
      .map((c) => ({ name: c.name, duration: readableDuration(c.duration), provider: c.provider, description: c.description })),
  })).filter((category) => category.id === 'necessary' || category.cookies.length > 0);
  return { texts: { banner: bannerText(categories.map((category) => category.id)), preferences: PREFERENCES_TEXT }, categories };
}

/** A hash of the policy text and the cookie list: a stored choice of another revision is asked again. */
export const consentRevision = (policy: ConsentPolicy) =>
  createHash('sha256')
    .update(JSON.stringify([policy.texts, policy.categories]))
    .digest('hex')
    .slice(0, 16);

const PORTAL_COOKIES = [
  {
    category: 'necessary',
    name: 'msal.*',
    duration: 'session',
    provider: 'Ottilia',
    description: 'Keeps you signed in (session storage).',
  },
  {
    category: 'necessary',
    name: 'ottilia-consent:portal',
    duration: 'session',
    provider: 'Ottilia',
    description: 'Remembers this choice (local storage).',
  },
  {
    category: 'functional',
    name: 'i18nextLng',
    duration: 'session',
    provider: 'Ottilia',
    description: 'Remembers the interface language (local storage).',
  },
];

/** The tag manager's cookies, set once a visitor allows performance cookies (a stage with analytics). */
const PORTAL_ANALYTICS_COOKIES = [
  {
    category: 'performance',
    name: '_ga',
    duration: '2y',
    provider: 'Google Analytics',
    description: 'Tells visits apart, for the usage statistics of the portal.',
  },
  {
    category: 'performance',
    name: '_ga_*',
    duration: '2y',
    provider: 'Google Analytics',
    description: 'Keeps the state of a visit, for the usage statistics of the portal.',
  },
];

/** `analytics`: the stage loads a tag manager in the portal (PORTAL_ANALYTICS_CONTAINER), so its banner asks for it. */
export const portalPolicy = (analytics: boolean) => policyOf(analytics ? [...PORTAL_COOKIES, ...PORTAL_ANALYTICS_COOKIES] : PORTAL_COOKIES);
