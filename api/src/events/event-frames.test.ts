// A batch's bytes are shared by the streams of one audience: an agency user's never carry what a
// user of another audience may read, whatever stream asked first.
import { effectiveRole, permissionsOf } from '@ottilia/shared-contracts/permissions';
import type { CurrentUser } from '../auth/current-user.js';
import type { LiveEvent } from './event-facts.js';
import { batchBytesFor } from './event-frames.js';
import type { Delivery } from './event-hub.js';

const userOf = (eid: string, roles: string[], agencyEid: string | null): CurrentUser => ({
  eid,
  email: `${eid}@example.com`,
  displayName: eid,
  roles,
  role: effectiveRole(roles),
  permissions: permissionsOf(roles),
  agencyEid,
  state: 'ACTIVE',
});

const projectEvent = (eventId: string, id: string, agencyEid: string): Delivery => {
  const event: LiveEvent = {
    eventId,
    resource: 'project',
    id,
    type: 'updated',
    version: 2,
    by: 'someone',
    byName: 'Someone',
    at: '2026-12-02T10:00:00.000Z',
    scope: { kind: 'project', agencyEid, members: [] },
  };
  return { kind: 'event', event };
};

const northwind = userOf('agency-north', ['AGENCY_USER'], 'AG-NORTHWIND');
const northwindToo = userOf('agency-north-2', ['AGENCY_USER'], 'AG-NORTHWIND');
const bluepeak = userOf('agency-blue', ['AGENCY_USER'], 'AG-BLUEPEAK');
const manager = userOf('manager', ['BRAND_MANAGER'], null);
const text = (bytes: Buffer | null) => bytes?.toString('utf8') ?? '';

test("each audience gets its own bytes of a batch: another agency's project is a bare position", () => {
  const batch = [projectEvent('1', 'blue-project', 'AG-BLUEPEAK'), projectEvent('2', 'north-project', 'AG-NORTHWIND')];
  // the widest audience asks first: its bytes must not be what the narrower ones get
  expect(text(batchBytesFor(manager, batch))).toContain('blue-project');
  const north = text(batchBytesFor(northwind, batch));
  expect(north).not.toContain('blue-project');
  expect(north).toContain('id: 1\n\n');
  expect(north).toContain('north-project');
  const blue = text(batchBytesFor(bluepeak, batch));
  expect(blue).toContain('blue-project');
  expect(blue).not.toContain('north-project');
});

test('streams of one audience share one buffer per batch', () => {
  const batch = [projectEvent('3', 'north-a', 'AG-NORTHWIND'), projectEvent('4', 'blue-a', 'AG-BLUEPEAK')];
  const first = batchBytesFor(northwind, batch);
  expect(batchBytesFor(northwindToo, batch)).toBe(first);
  expect(batchBytesFor(bluepeak, batch)).not.toBe(first);
});

test('a presence frame the user may not read is left out, and an empty result sends nothing', () => {
  const scope = { kind: 'project', agencyEid: 'AG-BLUEPEAK', members: [] } as const;
  const presence: Delivery = { kind: 'presence', scope, frame: 'event: presence\ndata: {"id":"blue-b"}\n\n' };
  expect(batchBytesFor(northwind, [presence, presence])).toBeNull();
  expect(text(batchBytesFor(bluepeak, [presence, { kind: 'heartbeat' }]))).toBe(
    'event: presence\ndata: {"id":"blue-b"}\n\n: heartbeat\n\n',
  );
});
