/**
 * What a stream sends of a committed write, and who may receive it. The facts visibility needs
 * (a project's agency and members, a user's agency) are read once per event, after its commit,
 * and each stream's user is checked in memory with the rules the read routes apply
 * (project-queries' visibleTo, user-queries' usersVisibleTo, the resource's read permission).
 */
import { sql } from 'drizzle-orm';
import { RESOURCES } from '@ottilia/shared-contracts/resources';
import { isAgencyScoped, type CurrentUser } from '../auth/current-user.js';
import { queryRows, type Executor } from '../db/client.js';

/** The NOTIFY payload recordHistory sends (src/db/history.ts). */
export interface Announcement {
  e: number;
  r: string;
  i: string;
  a: string;
  b: string | null;
}

export type ChangeType = 'created' | 'updated' | 'deleted';

/** An event as kept: `eventId` (its history row's) is the stream's `id:` line, the rest its data. */
export interface LiveEvent {
  eventId: string;
  resource: string;
  /** The record's id; a project's part is `<project uuid>/<part id>`. */
  id: string;
  type: ChangeType;
  /** The record's version after the write (null: deleted, or a part without its own: legal data and the age gate have one). */
  version: number | null;
  by: string | null;
  byName: string | null;
  at: string;
  /** The project a project's part belongs to. */
  project?: string;
  /** Who may receive it (never sent). */
  scope: Scope;
}

/** Who may learn of a record (its events, who is editing it). */
export type Scope =
  | { kind: 'project'; agencyEid: string | null; members: readonly string[] }
  | { kind: 'user'; eid: string; agencyEid: string | null }
  | { kind: 'permission'; permission: string }
  | { kind: 'super-admin' };

const typeOf = (action: string): ChangeType => (action === 'create' ? 'created' : action === 'delete' ? 'deleted' : 'updated');

const READ_PERMISSION = new Map<string, string>(RESOURCES.map((resource) => [resource.kind, resource.permissions.read]));

const NAME_TTL_MS = 60_000;
const names = new Map<string, { name: string | null; until: number }>();

async function nameOf(db: Executor, eid: string | null): Promise<string | null> {
  if (!eid) return null;
  const known = names.get(eid);
  if (known && known.until > Date.now()) return known.name;
  const [row] = await queryRows(db, sql`select display_name from users where eid = ${eid}`);
  const name = (row?.display_name as string | undefined) ?? null;
  if (names.size > 10_000) names.clear();
  names.set(eid, { name, until: Date.now() + NAME_TTL_MS });
  return name;
}

async function projectUuidOf(db: Executor, announcement: Announcement): Promise<string> {
  if (announcement.r !== 'project-review') return announcement.i.split('/')[0]!;
  // a review's id is its own; the project is in its history row
  const [row] = await queryRows(db, sql`select changes->>'projectUuid' as uuid from history where id = ${announcement.e}`);
  return (row?.uuid as string | undefined) ?? '';
}

/**
 * A project uuid as the database writes it. Only such an id is looked up, and by the uuid itself, so
 * the read is one index probe (compared as text, it read every project per event).
 */
const PROJECT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function projectFacts(db: Executor, announcement: Announcement, uuid: string) {
  const [row] = PROJECT_UUID.test(uuid)
    ? await queryRows(
        db,
        sql`select version, agency_eid, array(select user_eid from project_members where project_uuid = projects.uuid) as members
        from projects where uuid = ${uuid}::uuid`,
      )
    : [];
  if (row)
    return {
      version: Number(row.version),
      scope: { kind: 'project', agencyEid: (row.agency_eid as string | null) ?? null, members: (row.members as string[]) ?? [] } as const,
    };
  // deleted: its agency is in the delete's history row (its members went with it)
  const [deleted] = await queryRows(
    db,
    sql`select changes->'project'->>'agencyEid' as agency_eid from history where id = ${announcement.e}`,
  );
  return { version: null, scope: { kind: 'project', agencyEid: (deleted?.agency_eid as string | null) ?? null, members: [] } as const };
}

/** The version of a project's part that has an edit form of its own (its form compares it with its draft's); null for others. */
async function partVersion(db: Executor, resource: string, uuid: string, recordId: string): Promise<number | null> {
  if (!PROJECT_UUID.test(uuid)) return null;
  const query =
    resource === 'project-legal-data'
      ? sql`select version from project_legal_data where project_uuid = ${uuid}::uuid and market_code = ${recordId.split('/')[1] ?? ''}`
      : resource === 'project-age-gate'
        ? sql`select version from age_gates where project_uuid = ${uuid}::uuid`
        : null;
  if (!query) return null;
  const [row] = await queryRows(db, query);
  return row ? Number(row.version) : null;
}

export async function factsOf(db: Executor, announcement: Announcement): Promise<LiveEvent> {
  const { e, r: resource, i: recordId, a: action, b: by } = announcement;
  let version: number | null = null;
  let scope: Scope;
  let project: string | undefined;
  if (resource === 'project' || resource.startsWith('project-')) {
    const uuid = await projectUuidOf(db, announcement);
    const facts = await projectFacts(db, announcement, uuid);
    scope = facts.scope;
    if (resource === 'project') version = facts.version;
    else {
      project = uuid;
      version = await partVersion(db, resource, uuid, recordId);
    }
  } else if (resource === 'user') {
    const [row] = await queryRows(db, sql`select version, agency_eid from users where eid = ${recordId}`);
    version = row ? Number(row.version) : null;
    scope = { kind: 'user', eid: recordId, agencyEid: (row?.agency_eid as string | null) ?? null };
  } else {
    const permission = READ_PERMISSION.get(resource);
    scope = permission ? { kind: 'permission', permission } : { kind: 'super-admin' };
  }
  const type = typeOf(action);
  return {
    eventId: String(e),
    resource,
    id: recordId,
    type,
    version: type === 'deleted' ? null : version,
    by,
    byName: await nameOf(db, by),
    at: new Date().toISOString(),
    ...(project ? { project } : {}),
    scope,
  };
}

/** Who may read the record `resource`/`id` (a presence lease's record: src/events/presence.ts). */
export async function scopeOf(db: Executor, resource: string, id: string): Promise<Scope> {
  return (await factsOf(db, { e: 0, r: resource, i: id, a: 'update', b: null })).scope;
}

/** Whether `user` may read the record the event is about (so may learn of the event at all). */
export function mayReceive(user: CurrentUser, { scope }: { scope: Scope }): boolean {
  switch (scope.kind) {
    case 'project':
      if (!user.permissions.has('projectsRead')) return false;
      if (!isAgencyScoped(user)) return true;
      return (user.agencyEid !== null && scope.agencyEid === user.agencyEid) || scope.members.includes(user.eid);
    case 'user':
      if (!user.permissions.has('usersRead') && scope.eid !== user.eid) return false;
      if (!isAgencyScoped(user)) return true;
      return user.agencyEid ? scope.agencyEid === user.agencyEid : scope.eid === user.eid;
    case 'permission':
      return user.permissions.has(scope.permission as never);
    case 'super-admin':
      return user.role === 'SUPER_ADMIN';
  }
}

/** The event as a stream sends it. */
export function wireOf({ scope: _scope, eventId: _eventId, ...event }: LiveEvent) {
  return event;
}
