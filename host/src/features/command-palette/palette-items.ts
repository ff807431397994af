import type { Permission } from '@ottilia/shared-auth';
import { isGroup, type NavGroup, type NavItem } from '../../config/nav-items';
import type { RouteManifest } from '../../remotes/route-manifest';

/** One thing the palette can open: a screen, an action or a record. */
export interface PaletteItem {
  id: string;
  label: string;
  /** Where choosing it goes (inside the portal), or the external address it opens. */
  to: string;
  external?: boolean;
  /** A second line, e.g. the area of a screen or the brand of a project. */
  detail?: string;
}

export interface PaletteSection {
  /** 'screens', 'actions', a remote's search ('remoteName.id') or its recent records ('recent:remoteName.id'). */
  id: string;
  title: string;
  items: PaletteItem[];
}

/** Case- and accent-insensitive "every word appears" match. */
export function matches(text: string, query: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The navigation entries the user sees, groups flattened into their screens. */
export function screenItems(visible: readonly (NavItem | NavGroup)[]): PaletteItem[] {
  const item = (entry: NavItem, group?: string): PaletteItem => ({
    id: `screen:${entry.id}`,
    label: entry.label,
    to: entry.to,
    ...(entry.external ? { external: true } : {}),
    ...(group ? { detail: group } : {}),
  });
  return visible.flatMap((entry) => (isGroup(entry) ? entry.children.map((child) => item(child, entry.label)) : [item(entry)]));
}

/**
 * Screens of the remotes' manifests that are not navigation entries and take no record id
 * (e.g. a "New …" page), and the actions the manifests declare (an address a screen of the remote
 * answers, such as a list opening its invite dialog): each remote declares them, so a new one
 * appears here with its remote.
 */
export function actionItems(manifests: readonly RouteManifest[], can: (permission: Permission) => boolean): PaletteItem[] {
  const allowed = (entry: { permission?: Permission }) => !entry.permission || can(entry.permission);
  return manifests.flatMap((manifest) => [
    ...manifest.routes
      .filter((route) => !route.nav && !route.path.includes(':') && allowed(route))
      .map((route) => ({ id: `action:${route.path}`, label: route.title, to: route.path, detail: manifest.area })),
    ...(manifest.actions ?? [])
      .filter(allowed)
      .map((action) => ({ id: `action:${manifest.name}.${action.id}`, label: action.label, to: action.to, detail: manifest.area })),
  ]);
}

/** The items of `items` that match `query` (all of them for an empty query). */
export const filterItems = (items: readonly PaletteItem[], query: string) =>
  items.filter((item) => matches(`${item.label} ${item.detail ?? ''}`, query));
