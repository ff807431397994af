import { PERMISSIONS, type Permission } from '@ottilia/shared-auth';
import * as format from '@ottilia/shared-auth/route-manifest';
import type { TFunction } from 'i18next';

/**
 * What a remote publishes beside its mf-manifest.json: its area name, the routes it serves and
 * their nav entries (the format: shared-contracts' route-manifest.ts, which the build tooling
 * shares). The host builds its routes, gates and navigation from these at run time.
 */
export type RouteManifest = format.RouteManifest<Permission>;
export type ManifestRoute = format.ManifestRoute<Permission>;
export type { NavEntry, NavGroupEntry } from '@ottilia/shared-auth/route-manifest';

/** Validates a published manifest against the portal's permissions (throws naming the first problem). */
export const parseRouteManifest = (json: unknown, expectedName: string): RouteManifest =>
  format.parseRouteManifest(json, expectedName, PERMISSIONS);

/**
 * The manifest with its titles and labels as text: keys of the remote's namespace through i18n
 * (the translations service's strings, else the English the manifest carries); a manifest
 * published without a namespace already has text.
 */
export function translatedManifest(manifest: RouteManifest, t: TFunction): RouteManifest {
  const { namespace } = manifest;
  if (!namespace) return manifest;
  const text = (key: string) => t(key, { ns: namespace });
  return {
    ...manifest,
    navGroups: manifest.navGroups.map((group) => ({ ...group, label: text(group.label) })),
    routes: manifest.routes.map((route) => ({ ...route, title: text(route.title), ...(route.nav ? { nav: { ...route.nav, label: text(route.nav.label) } } : {}) })),
  };
}
