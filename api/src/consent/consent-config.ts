/**
 * What a website's consent script is built from: the project's active cookies by category (spec
 * order) and its age gate's style and active markets with their minimum age. `portal` is the
 * portal's own site, whose few cookies are described here in code (spec section 9: the portal
 * loads a consent script too).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { COOKIE_CATEGORIES } from '../cookies/cookie-table.js';
import { projects } from '../projects/project-table.js';
import { listCookies } from '../cookies/cookie-queries.js';
import { projectNotFound } from '../projects/project-queries.js';
import { findGateRow, normaliseStyle, projectMarketAges } from '../projects/age-gate/age-gate-queries.js';
import type { AgeGateStyle } from '../projects/age-gate/age-gate-schemas.js';

export const PORTAL_SITE = 'portal';

const CATEGORY_TEXT: Record<(typeof COOKIE_CATEGORIES)[number], { label: string; description: string }> = {
  necessary: { label: 'Necessary', description: 'Needed for the site to work, such as keeping you signed in and remembering this choice. They cannot be switched off.' },
  functional: { label: 'Functional', description: 'Remember your choices, such as language or region, to make the site easier to use.' },
  performance: { label: 'Performance', description: 'Count visits and show how the site is used, so we can improve it.' },
  marketing: { label: 'Marketing', description: 'Show advertising that is relevant to you and measure how it performs.' },
};

const TEXTS = {
  banner: 'We use cookies to make this site work and, with your consent, to remember your choices, measure visits and show relevant advertising. You can change your choice at any time.',
  preferences: 'Necessary cookies are always on. Choose which other cookies we may use.',
};

export interface ConsentCookie { name: string; duration: string; provider: string | null; description: string | null }
export interface ConsentConfig {
  projectId: string;
  texts: typeof TEXTS;
  categories: { id: string; label: string; description: string; cookies: ConsentCookie[] }[];
  ageGate: { style: AgeGateStyle; markets: Record<string, number> } | null;
}

const UNITS: Record<string, [string, string]> = { m: ['minute', 'minutes'], h: ['hour', 'hours'], d: ['day', 'days'], y: ['year', 'years'] };
/** '30d' → '30 days', 'session' → 'session' (as a visitor reads it). */
export function readableDuration(duration: string): string {
  const match = /^(\d+)([mhdy])$/.exec(duration);
  if (!match) return duration;
  const n = Number(match[1]);
  const [one, many] = UNITS[match[2]!]!;
  return `${n} ${n === 1 ? one : many}`;
}

function byCategory(cookies: { category: string; name: string; duration: string; provider: string | null; description: string | null }[]) {
  // necessary is always listed (the banner says so); the others only when the site has some
  return COOKIE_CATEGORIES
    .map((id) => ({ id, ...CATEGORY_TEXT[id], cookies: cookies.filter((c) => c.category === id).map((c) => ({ name: c.name, duration: readableDuration(c.duration), provider: c.provider, description: c.description })) }))
    .filter((category) => category.id === 'necessary' || category.cookies.length > 0);
}

const PORTAL_COOKIES = [
  { category: 'necessary', name: 'msal.*', duration: 'session', provider: 'Ottilia', description: 'Keeps you signed in (session storage).' },
  { category: 'necessary', name: 'ottilia-consent:portal', duration: 'session', provider: 'Ottilia', description: 'Remembers this choice (local storage).' },
  { category: 'functional', name: 'i18nextLng', duration: 'session', provider: 'Ottilia', description: 'Remembers the interface language (local storage).' },
];

/** The tag manager's cookies, set once a visitor allows performance cookies (a stage with analytics). */
const PORTAL_ANALYTICS_COOKIES = [
  { category: 'performance', name: '_ga', duration: '2y', provider: 'Google Analytics', description: 'Tells visits apart, for the usage statistics of the portal.' },
  { category: 'performance', name: '_ga_*', duration: '2y', provider: 'Google Analytics', description: 'Keeps the state of a visit, for the usage statistics of the portal.' },
];

/** `portalAnalytics`: the stage loads a tag manager in the portal (PORTAL_ANALYTICS_CONTAINER), so its banner asks for it. */
export async function loadConsentConfig(db: Executor, site: string, { portalAnalytics = false } = {}): Promise<ConsentConfig> {
  if (site === PORTAL_SITE) {
    const cookies = portalAnalytics ? [...PORTAL_COOKIES, ...PORTAL_ANALYTICS_COOKIES] : PORTAL_COOKIES;
    return { projectId: PORTAL_SITE, texts: TEXTS, categories: byCategory(cookies), ageGate: null };
  }
  const [project] = await db.select({ uuid: projects.uuid }).from(projects).where(and(eq(projects.uuid, site)));
  if (!project) throw projectNotFound(site);
  const cookies = await listCookies(db, site, 'en', true);
  const gate = await findGateRow(db, site);
  let ageGate: ConsentConfig['ageGate'] = null;
  if (gate) {
    const markets: Record<string, number> = {};
    for (const m of await projectMarketAges(db, site, gate.eid)) {
      if (m.gateAge !== null && m.gateActive) markets[m.marketCode] = m.legalAge ?? m.gateAge;
    }
    ageGate = { style: normaliseStyle(gate.style), markets };
  }
  return { projectId: site, texts: TEXTS, categories: byCategory(cookies), ageGate };
}
