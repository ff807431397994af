/** Project fixtures for the route tests. */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';

export const newProjectBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aurora Gin Spring Launch',
  agencyEid: 'AG-NORTHWIND',
  brandEid: 'BR-AURORA-GIN',
  projectTypeEid: 'PT-CAMPAIGN',
  estimatedGoLiveDate: '2026-09-15',
  markets: ['DK', 'SE'],
  ...overrides,
});

/** Creates a project as a super admin and answers its uuid. */
export async function createProject(t: Pick<TestApp, 'call'>, overrides: Record<string, unknown> = {}): Promise<string> {
  const uuid = randomUUID();
  const res = await t.call('SUPER_ADMIN', {
    method: 'PUT',
    url: `/projects/${uuid}`,
    headers: { 'if-none-match': '*' },
    body: newProjectBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`fixture project not created: ${res.statusCode} ${res.body}`);
  return uuid;
}
