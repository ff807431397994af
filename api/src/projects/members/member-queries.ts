/** Reading a project's members: the people with their main role and agency. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { effectiveRole } from '@ottilia/shared-contracts/permissions';
import type { Executor } from '../../db/client.js';
import { agencies } from '../../agencies/agency-table.js';
import { projectMembers } from './member-table.js';
import { users } from '../../users/user-table.js';

function selectMembers(db: Executor, where: SQL) {
  return db
    .select({
      eid: users.eid,
      displayName: users.displayName,
      email: users.email,
      roles: users.roles,
      agencyEid: users.agencyEid,
      agencyName: agencies.name,
      addedAt: projectMembers.addedAt,
      version: projectMembers.version,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.eid, projectMembers.userEid))
    .leftJoin(agencies, eq(agencies.eid, users.agencyEid))
    .where(where);
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function toMember(row: MemberRow) {
  return {
    eid: row.eid,
    displayName: row.displayName,
    email: row.email,
    mainRole: effectiveRole(row.roles),
    agency: row.agencyEid ? { eid: row.agencyEid, name: row.agencyName ?? '' } : null,
    addedAt: row.addedAt.toISOString(),
  };
}

export type Member = ReturnType<typeof toMember>;

/** Every member of the project, by display name (case-insensitive), then eid. */
export async function listMembers(db: Executor, projectUuid: string): Promise<Member[]> {
  const rows = await selectMembers(db, eq(projectMembers.projectUuid, projectUuid)).orderBy(
    sql`lower(${users.displayName})`,
    asc(users.eid),
  );
  return rows.map(toMember);
}

/** One member with its version (the ETag), or null. */
export async function findMember(db: Executor, projectUuid: string, userEid: string): Promise<{ member: Member; version: number } | null> {
  const [row] = await selectMembers(db, and(eq(projectMembers.projectUuid, projectUuid), eq(projectMembers.userEid, userEid))!);
  return row ? { member: toMember(row), version: row.version } : null;
}
