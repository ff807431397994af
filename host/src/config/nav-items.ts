import type { Permission } from '@ottilia/shared-auth';
import type { en } from '../i18n/en';

type NavLabel = keyof typeof en.nav;

export interface NavItem {
  id: string;
  label: NavLabel;
  to: string;
  /** Shown only with this permission; always shown without one. */
  permission?: Permission;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export interface NavGroup extends NavItem {
  children: readonly NavItem[];
}

export const PLUGIN_DOCS_URL = 'https://docs.ottilia.example/plugins';

export const BACKOFFICE_ITEMS: readonly NavItem[] = [
  { id: 'agencies', label: 'agencies', to: '/backoffice/agencies', permission: 'agenciesRead' },
  { id: 'brands', label: 'brands', to: '/backoffice/brands', permission: 'brandsRead' },
  { id: 'site-types', label: 'siteTypes', to: '/backoffice/site-types', permission: 'siteTypesRead' },
  { id: 'domains', label: 'domains', to: '/backoffice/domains', permission: 'domainsRead' },
  { id: 'entities', label: 'entities', to: '/backoffice/entities', permission: 'entitiesRead' },
];

/** Side navigation of spec section 2, in order. */
export const NAV_ITEMS: readonly (NavItem | NavGroup)[] = [
  { id: 'home', label: 'home', to: '/home' },
  { id: 'projects', label: 'projects', to: '/projects', permission: 'projectsRead' },
  { id: 'users', label: 'users', to: '/users', permission: 'usersRead' },
  { id: 'tutorials', label: 'tutorials', to: '/ottilia-tutorials' },
  { id: 'dashboard', label: 'dashboard', to: '/dashboard', permission: 'dashboardsRead' },
  { id: 'backoffice', label: 'backoffice', to: '/backoffice/agencies', children: BACKOFFICE_ITEMS },
  { id: 'plugin-docs', label: 'pluginDocs', to: PLUGIN_DOCS_URL, external: true },
];

export function isGroup(item: NavItem | NavGroup): item is NavGroup {
  return 'children' in item;
}

/** The entries a user sees: permitted items; a group only with at least one permitted child. */
export function visibleNavItems(can: (permission: Permission) => boolean): (NavItem | NavGroup)[] {
  const allowed = (item: NavItem) => !item.permission || can(item.permission);
  return NAV_ITEMS.flatMap((item) => {
    if (!isGroup(item)) return allowed(item) ? [item] : [];
    const children = item.children.filter(allowed);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** First path segments that belong to an item other than their own name. */
const SEGMENT_ITEMS: Record<string, string> = {
  'new-project': 'projects',
  'ottilia-tutorials': 'tutorials',
};

/** Active item and sub-item from the path (spec: first segment; defaults home and agencies). */
export function activeNavIds(pathname: string): { item: string; subItem: string } {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const item = SEGMENT_ITEMS[first] ?? first;
  const known = NAV_ITEMS.some((entry) => entry.id === item && !entry.external);
  const subItem = BACKOFFICE_ITEMS.some((entry) => entry.id === second) ? second : 'agencies';
  return { item: known ? item : 'home', subItem };
}
