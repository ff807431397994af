/**
 * What a website's consent script is built from: the project's active cookies by category (spec
 * order), the revision they and the policy text make, how long a choice lasts, and its age gate's
 * style and active markets with their minimum age. `portal` is the portal's own site, whose few
 * cookies are described in consent-site.ts (spec section 9: the portal loads a consent script too).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { projects } from '../projects/project-table.js';
import { listCookies } from '../cookies/cookie-queries.js';
import { projectNotFound } from '../projects/project-queries.js';
import { findGateRow, normaliseStyle, projectMarketAges } from '../projects/age-gate/age-gate-queries.js';
import type { AgeGateStyle } from '../projects/age-gate/age-gate-schemas.js';
import { consentRevision, policyOf, portalPolicy, PORTAL_SITE, type ConsentPolicy } from './consent-site.js';
import { DEFAULT_LIFETIME_MONTHS } from './consent-table.js';
import { lifetimeMonths } from './consent-settings.js';

export { PORTAL_SITE };

export interface ConsentConfig extends ConsentPolicy {
  projectId: string;
  revision: string;
  /** A stored choice older than this is asked again. */
  lifetimeMonths: number;
  /** Whether the script records each choice (projects and the portal alike: ADR 0271). */
  records: boolean;
  ageGate: { style: AgeGateStyle; markets: Record<string, number> } | null;
}

const withRevision = (policy: ConsentPolicy) => ({ ...policy, revision: consentRevision(policy) });

/** `portalAnalytics`: the stage loads a tag manager in the portal (PORTAL_ANALYTICS_CONTAINER), so its banner asks for it. */
export async function loadConsentConfig(db: Executor, site: string, { portalAnalytics = false } = {}): Promise<ConsentConfig> {
  if (site === PORTAL_SITE) {
    return {
      projectId: PORTAL_SITE,
      ...withRevision(portalPolicy(portalAnalytics)),
      lifetimeMonths: DEFAULT_LIFETIME_MONTHS,
      records: true,
      ageGate: null,
    };
  }
  const [project] = await db.select({ uuid: projects.uuid }).from(projects).where(eq(projects.uuid, site));
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
  return { projectId: site, ...withRevision(policyOf(cookies)), lifetimeMonths: await lifetimeMonths(db, site), records: true, ageGate };
}
