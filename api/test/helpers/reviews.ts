/** Review fixtures: a project submitted for review, and a review decision, as a super admin. */
import { randomUUID } from 'node:crypto';
import { createProject } from './projects.js';
import type { TestApp } from './test-app.js';

const FIELDS = { name: 'Aurora Gin Spring Launch', brandEid: 'BR-AURORA-GIN', projectTypeEid: 'PT-CAMPAIGN' };

/** Creates a project (overrides as for createProject) and moves it to IN_REVIEW; answers its pending review. */
export async function projectInReview(t: TestApp, overrides: Record<string, unknown> = {}) {
  const uuid = await createProject(t, overrides);
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-match': '"1"' },
    body: { ...FIELDS, ...overrides, status: 'IN_REVIEW' },
  });
  if (res.statusCode !== 200) throw new Error(`fixture review not requested: ${res.statusCode} ${res.body}`);
  const project = res.json();
  return { uuid, reviewEid: project.review.eid as string, version: project.version as number };
}

/** Decides a review as a super admin (a new review when no eid is given); answers the project. */
export async function decide(
  t: TestApp,
  uuid: string,
  version: number,
  decision: 'APPROVED' | 'REJECTED',
  reviewEid: string = randomUUID(),
) {
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}/reviews/${reviewEid}`,
    headers: { 'if-match': `"${version}"` },
    body: { decision },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`fixture review not decided: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A project APPROVED through its review; answers the project. */
export async function approvedProject(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { uuid, reviewEid, version } = await projectInReview(t, overrides);
  return decide(t, uuid, version, 'APPROVED', reviewEid);
}
