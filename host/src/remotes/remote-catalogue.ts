import type { ComponentType } from 'react';

/**
 * The remotes the host composes and the modules each exposes (route-level components without
 * their own router). Each remote's `exposes.json` is the source its build uses; a test keeps
 * this list and those files in step.
 */
export const REMOTE_MODULES = {
  remoteProjects: ['./ProjectListPage', './NewProjectPage', './ProjectDetailPage'],
  remoteBackoffice: [
    './AgenciesPage', './AgencyDetailPage', './BrandsPage', './BrandDetailPage', './DomainsPage',
    './DomainDetailPage', './EntitiesPage', './EntityDetailPage', './SiteTypesPage',
  ],
  remoteUsers: ['./UsersPage', './UserDetailPage'],
  remoteCookiesAgegate: ['./CookiesTab', './AgeGateTab'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<R extends RemoteName = RemoteName> = (typeof REMOTE_MODULES)[R][number];

export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];

/** What users read in failure messages. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  remoteProjects: 'Projects',
  remoteBackoffice: 'Backoffice',
  remoteUsers: 'Users',
  remoteCookiesAgegate: 'Cookies and age gate',
};

/** Every exposed module default-exports a React component. */
export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTE_MODULES, value);
}
