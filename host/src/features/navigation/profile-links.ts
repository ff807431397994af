/**
 * The profile menu's links to the remotes' screens: what their route manifests declare
 * (`profile`), each with its permission, its `:field` parameters the signed-in user's.
 */
import type { Permission } from '@ottilia/shared-auth';
import { fillPath } from '../../data/declared-records';
import type { RouteManifest } from '../../remotes/route-manifest';

export interface ProfileMenuLink {
  id: string;
  label: string;
  to: string;
}

export function profileLinks(
  manifests: readonly RouteManifest[],
  user: unknown,
  can: (permission: Permission) => boolean,
): ProfileMenuLink[] {
  return manifests
    .flatMap((manifest) => (manifest.profile ?? []).map((link) => ({ ...link, id: `${manifest.name}-${link.id}` })))
    .filter((link) => !link.permission || can(link.permission))
    .sort((a, b) => a.position - b.position)
    .flatMap(({ id, label, to }) => {
      const filled = fillPath(to, user);
      return filled ? [{ id, label, to: filled }] : [];
    });
}
