/** Plausible projects for the demo and scale seeds, drawn from the seed's reference data. */
import type { projects } from '../projects/project-table.js';
import { PROJECT_TOPICS } from './catalog.js';
import type { Rng } from './prng.js';

export interface ProjectRefs {
  /** Active, approved agencies; the first one gets a larger share (the demo agency). */
  agencyEids: readonly string[];
  brands: readonly { eid: string; name: string }[];
  projectTypeEids: readonly string[];
  /** Country markets (without Global). */
  marketCodes: readonly string[];
}

export interface GeneratedProject {
  row: typeof projects.$inferInsert & { uuid: string; createdAt: Date };
  markets: string[];
}

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function status(rng: Rng, hasAgency: boolean) {
  const roll = rng.next();
  if (roll < 0.35) return 'DRAFT' as const;
  if (roll < 0.55) return 'IN_REVIEW' as const;
  if (roll < 0.75 || !hasAgency) return 'APPROVED' as const; // publishing needs an agency
  return 'PUBLISHED' as const;
}

export function generateProject(rng: Rng, refs: ProjectRefs, createdAt: Date): GeneratedProject {
  const brand = rng.pick(refs.brands);
  const roll = rng.next();
  // about 1 in 10 chose "other agency"; a quarter belong to the demo agency
  const agencyEid = roll < 0.1 ? null : roll < 0.35 ? refs.agencyEids[0]! : rng.pick(refs.agencyEids);
  const markets = rng.chance(0.1) ? ['GO'] : rng.sample(refs.marketCodes, rng.int(1, 4));
  return {
    row: {
      uuid: rng.uuid(),
      name: `${brand.name} ${rng.pick(PROJECT_TOPICS)}`,
      agencyEid,
      brandEid: brand.eid,
      projectTypeEid: rng.pick(refs.projectTypeEids),
      estimatedGoLiveDate: rng.chance(0.9) ? isoDate(new Date(createdAt.getTime() + rng.int(20, 270) * DAY_MS)) : null,
      hasGlobalPolicies: rng.chance(0.5),
      hasAgeGateway: rng.chance(0.6),
      hasCookieConsent: rng.chance(0.7),
      status: status(rng, agencyEid !== null),
      createdAt,
      updatedAt: createdAt,
    },
    markets,
  };
}
