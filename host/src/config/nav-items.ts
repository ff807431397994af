import { getStageConfig, type Permission } from '@ottilia/shared-auth';
import { useMemo } from 'react';
import type { en } from '../i18n/en';
import { useTranslation } from '../i18n/use-translation';
import { navigableManifests, useRemoteRoutes } from '../remotes/route-manifests';
import type { RouteManifest } from '../remotes/route-manifest';

export interface NavItem {
  id: string;
  /** What the entry reads. */
  label: string;
  to: string;
  /** Shown only with this permission; always shown without one. */
  permission?: Permission;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export interface NavGroup extends NavItem {
  children: readonly NavItem[];
}

/** The navigation of the composed portal: host and remote entries in order of position. */
export interface PortalNav {
  items: readonly (NavItem | NavGroup)[];
  /** First path segment -> top-level item it makes active. */
  sections: Readonly<Record<string, string>>;
}

type Positioned<T> = T & { position: number };

/** The plugin documentation of the running stage (stage config `pluginDocsUrl`, overridable per deployment). */
export const pluginDocsUrl = () => getStageConfig().pluginDocsUrl;

const HOME = 'home';

/**
 * The host's own entries. Remotes place theirs by position in their route manifests: projects
 * 20, users 30, the Backoffice group 60, so spec section 2's order is Home, Projects, Users,
 * Tutorials, Dashboard, Backoffice, Plugin docs.
 */
const HOST_ENTRIES: readonly Positioned<Omit<NavItem, 'label'> & { label: keyof typeof en.nav }>[] = [
  { id: HOME, label: 'home', to: '/home', position: 10 },
  { id: 'tutorials', label: 'tutorials', to: '/ottilia-tutorials', position: 40 },
  { id: 'dashboard', label: 'dashboard', to: '/dashboard', permission: 'dashboardsRead', position: 50 },
  // spec: always last
  { id: 'plugin-docs', label: 'pluginDocs', to: '', external: true, position: Number.POSITIVE_INFINITY },
];

export function isGroup(item: NavItem | NavGroup): item is NavGroup {
  return 'children' in item;
}

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';
const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
const withoutPosition = <T extends { position: number }>({ position: _position, ...item }: T) => item;

/**
 * Merges the host's entries with the nav entries of the loaded manifests. A sub-item joins the
 * group of that id (declared by any manifest); without its group it is left out. Equal
 * positions keep host entries first, then env-config order.
 */
export function buildNav(hostEntries: readonly Positioned<NavItem>[], manifests: readonly RouteManifest[]): PortalNav {
  const groups = manifests.flatMap((manifest) => manifest.navGroups.map((group) => ({ ...group, children: [] as Positioned<NavItem>[] })));
  const entries: Positioned<NavItem>[] = [...hostEntries];
  const sections: Record<string, string> = {};
  const claim = (path: string, id: string) => {
    sections[firstSegment(path)] ??= id;
  };

  for (const { routes } of manifests) {
    for (const { path, permission, nav } of routes) {
      if (!nav) continue;
      const item = { id: nav.id, label: nav.label, to: path, position: nav.position, ...(permission ? { permission } : {}) };
      if (nav.group === undefined) entries.push(item);
      else groups.find((group) => group.id === nav.group)?.children.push(item);
    }
  }
  const shownGroups = groups
    .filter((group) => group.children.length > 0)
    .map((group) => ({ ...group, children: group.children.sort(byPosition).map(withoutPosition) }));
  const items: (NavItem | NavGroup)[] = [...entries, ...shownGroups].sort(byPosition).map(withoutPosition);

  for (const item of items) {
    if (item.external) continue;
    claim(item.to, item.id);
    if (isGroup(item)) for (const child of item.children) claim(child.to, item.id);
  }
  for (const { routes } of manifests) {
    for (const { path, activeNav } of routes) if (activeNav) claim(path, activeNav);
  }
  return { items, sections };
}

/**
 * The portal's navigation: the host's entries (translated) and every loaded remote's; a remote
 * that failed keeps the entries the composition names for it (its page then shows the failure).
 */
export function usePortalNav(): PortalNav {
  const { t } = useTranslation();
  const remotes = useRemoteRoutes();
  return useMemo(() => {
    const host = HOST_ENTRIES.map((entry) => ({
      ...entry,
      label: t(`nav.${entry.label}`),
      ...(entry.id === 'plugin-docs' ? { to: pluginDocsUrl() } : {}),
    }));
    return buildNav(host, navigableManifests(remotes));
  }, [t, remotes]);
}

/** The entries a user sees: permitted items; a group only with at least one permitted child. */
export function visibleNavItems(items: PortalNav['items'], can: (permission: Permission) => boolean): (NavItem | NavGroup)[] {
  const allowed = (item: NavItem) => !item.permission || can(item.permission);
  return items.flatMap((item) => {
    if (!isGroup(item)) return allowed(item) ? [item] : [];
    const children = item.children.filter(allowed);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Active item and sub-item from the path (spec: first segment; defaults home and the sub-item a
 * group opens, agencies).
 */
export function activeNavIds(pathname: string, { items, sections }: PortalNav): { item: string; subItem: string } {
  const item = sections[firstSegment(pathname)] ?? HOME;
  const groups = items.filter(isGroup);
  const matched = groups.flatMap((group) => group.children).find((child) => isWithin(pathname, child.to));
  const opened = groups.flatMap((group) => group.children.filter((child) => child.to === group.to))[0];
  return { item, subItem: matched?.id ?? opened?.id ?? '' };
}
