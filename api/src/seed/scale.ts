/**
 * Grows the projects table to a target size for benchmarks (docs/conventions.md section 8: 100k projects):
 * generated like the demo projects, inserted in multi-row batches, one transaction per batch.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@ottilia/shared-contracts/demo-accounts';
import type { Database } from '../db/client.js';
import { agencies } from '../agencies/agency-table.js';
import { brands } from '../brands/brand-table.js';
import { markets } from '../markets/market-table.js';
import { projectTypes } from '../project-types/project-type-table.js';
import { projectMarkets, projects } from '../projects/project-table.js';
import { insertInChunks } from './insert-batches.js';
import { createRng } from './prng.js';
import { generateProject, type ProjectRefs } from './project-generator.js';
import { demoClock } from './demo.js';

const BATCH_SIZE = 2_000;
const SPREAD_MS = 3 * 365 * 86_400_000;
const demoAgency = DEMO_ACCOUNTS.find((a) => a.agencyEid)?.agencyEid ?? '';

/** Reference data as it is in the database (the demo seed or whatever was added since). */
async function loadRefs(db: Database): Promise<ProjectRefs> {
  const agencyRows = await db
    .select({ eid: agencies.eid })
    .from(agencies)
    .where(and(eq(agencies.isActive, true), eq(agencies.reviewState, 'APPROVED')))
    // the demo agency first: the generator gives it the largest share
    .orderBy(sql`${agencies.eid} = ${demoAgency} desc`, asc(agencies.eid));
  const refs: ProjectRefs = {
    agencyEids: agencyRows.map((a) => a.eid),
    brands: await db.select({ eid: brands.eid, name: brands.name }).from(brands).where(eq(brands.isActive, true)).orderBy(brands.eid),
    projectTypeEids: (
      await db.select({ eid: projectTypes.eid }).from(projectTypes).where(eq(projectTypes.isActive, true)).orderBy(projectTypes.eid)
    ).map((t) => t.eid),
    marketCodes: (await db.select({ code: markets.code }).from(markets).where(ne(markets.code, 'GO')).orderBy(markets.code)).map(
      (m) => m.code,
    ),
  };
  if (!refs.agencyEids.length || !refs.brands.length || !refs.projectTypeEids.length || !refs.marketCodes.length) {
    throw new Error('The scale seed needs agencies, brands, project types and markets: seed the demo data first.');
  }
  return refs;
}

export async function countAllProjects(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects);
  return row?.n ?? 0;
}

/** Adds projects until there are `target`; reports progress after each batch. */
export async function growProjects(db: Database, target: number, onProgress?: (added: number, toAdd: number) => void) {
  const before = await countAllProjects(db);
  const toAdd = Math.max(0, target - before);
  if (toAdd === 0) return { before, after: before };
  const refs = await loadRefs(db);
  const rng = createRng(0x5ca1e + before);
  const newest = demoClock().getTime();
  for (let added = 0; added < toAdd; ) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, toAdd - added) }, () =>
      generateProject(rng, refs, new Date(newest - Math.floor(rng.next() * SPREAD_MS))),
    );
    await db.transaction(async (tx) => {
      await insertInChunks(
        tx,
        projects,
        batch.map((p) => p.row),
      );
      await insertInChunks(
        tx,
        projectMarkets,
        batch.flatMap((p) => p.markets.map((marketCode) => ({ projectUuid: p.row.uuid, marketCode }))),
      );
    });
    added += batch.length;
    onProgress?.(added, toAdd);
  }
  // vacuum too: it sets the visibility map, without which no index-only scan skips the heap
  // (PGlite has no autovacuum to do it later)
  await db.execute(sql`vacuum analyze ${projects}, ${projectMarkets}`);
  return { before, after: before + toAdd };
}
