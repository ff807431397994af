/**
 * The permission matrix of spec section 6, as data. The API enforces it on every route;
 * the front end uses the same module for its (convenience) gates and the nine `me` flags.
 */
import { RESOURCES } from './resources/index.ts';

export const ROLES = ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  BRAND_MANAGER: 'Brand Manager',
  AGENCY_MANAGER: 'Agency Manager',
  AGENCY_USER: 'Agency User',
};

/** The permissions no admin resource brings (a resource's four come with its identity, resources/index.ts). */
const OTHER_PERMISSIONS = [
  'projectsRead',
  'projectsCreate',
  'projectsEdit',
  'projectsDelete',
  'usersRead',
  'usersCreate',
  'usersEdit',
  'usersDelete',
  'usersAgencyEdit',
  'agenciesReview',
  'dashboardsRead',
  'redirectsEdit',
  'projectUserAdd',
  // not in spec section 6: the portal's own visitors' consent records, Super Admins only (ADR 0271)
  'portalConsentRead',
] as const;

type ResourcePermission = (typeof RESOURCES)[number]['permissions'][keyof (typeof RESOURCES)[number]['permissions']];
export type Permission = (typeof OTHER_PERMISSIONS)[number] | ResourcePermission;

/** Every permission: the others, then each resource's (the Super Admin has them all). */
export const PERMISSIONS: readonly Permission[] = [
  ...new Set<Permission>([...OTHER_PERMISSIONS, ...RESOURCES.flatMap(({ permissions }) => Object.values(permissions))]),
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  SUPER_ADMIN: PERMISSIONS,
  BRAND_MANAGER: [
    'projectsCreate',
    'projectsDelete',
    'projectsEdit',
    'projectsRead',
    'usersRead',
    'usersEdit',
    'usersCreate',
    'dashboardsRead',
    'agenciesRead',
    'agenciesCreate',
    'brandsRead',
    'projectUserAdd',
    'usersAgencyEdit',
  ],
  AGENCY_MANAGER: [
    'projectsRead',
    'projectsCreate',
    'projectsEdit',
    'projectsDelete',
    'usersRead',
    'usersCreate',
    'usersEdit',
    'projectUserAdd',
  ],
  AGENCY_USER: ['projectsEdit', 'projectsRead'],
};

/** The nine flags the current-user (me) answer carries, spec section 3. */
export const ME_FLAGS = [
  'projectsRead',
  'projectsCreate',
  'usersRead',
  'brandsRead',
  'siteTypesRead',
  'domainsRead',
  'agenciesRead',
  'entitiesRead',
  'dashboardsRead',
] as const satisfies readonly Permission[];
export type MeFlag = (typeof ME_FLAGS)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Only the first role of the list counts; no (known) role means no permissions. */
export function effectiveRole(roles: readonly string[] | null | undefined): Role | null {
  const first = roles?.[0];
  return isRole(first) ? first : null;
}

export function permissionsOf(roles: readonly string[] | null | undefined): ReadonlySet<Permission> {
  const role = effectiveRole(roles);
  return new Set(role ? ROLE_PERMISSIONS[role] : []);
}

export function can(roles: readonly string[] | null | undefined, permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}

export function meFlags(roles: readonly string[] | null | undefined): Record<MeFlag, boolean> {
  const granted = permissionsOf(roles);
  return Object.fromEntries(ME_FLAGS.map((flag) => [flag, granted.has(flag)])) as Record<MeFlag, boolean>;
}

/** 'AGENCY_MANAGER' -> 'Agency Manager' (spec: upper-snake text shown as Title Case). */
export function titleCase(upperSnake: string): string {
  return upperSnake
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Roles whose people belong to an agency: they see only their agency's (and their own) projects. */
export const AGENCY_ROLES: readonly Role[] = ['AGENCY_MANAGER', 'AGENCY_USER'];

export function isAgencyRole(roles: readonly string[] | null | undefined): boolean {
  const role = effectiveRole(roles);
  return role !== null && AGENCY_ROLES.includes(role);
}

/**
 * Project reviews (approve or reject): people who may edit projects and do not belong to an
 * agency, so an agency never approves its own work. Not a permission of its own in the spec.
 */
export function canReviewProjects(roles: readonly string[] | null | undefined): boolean {
  return can(roles, 'projectsEdit') && !isAgencyRole(roles);
}
