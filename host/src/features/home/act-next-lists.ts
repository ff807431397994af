/**
 * "What to act on next": the lists the remotes declare in their route manifests (`actNext`), each
 * shown with its permission and to its audience. Agency roles see their agency's records only
 * (the API's visibility rule), so the same list reads serve them without a new endpoint.
 */
import { isAgencyRole, permissionsOf } from '@ottilia/shared-auth';
import type { ActNextList, RouteManifest } from '../../remotes/route-manifest';

export function actNextLists(manifests: readonly RouteManifest[], roles: readonly string[] | null | undefined): ActNextList[] {
  const can = permissionsOf(roles);
  const agency = isAgencyRole(roles);
  return (
    manifests
      // ids are the remote's own: prefixed with its name, they stay apart from another remote's
      .flatMap((manifest) => (manifest.actNext ?? []).map((list) => ({ ...list, id: `${manifest.name}-${list.id}` })))
      .filter((list) => (!list.permission || can.has(list.permission)) && (!list.audience || (list.audience === 'agency') === agency))
      .sort((a, b) => a.position - b.position)
  );
}
