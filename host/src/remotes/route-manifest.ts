import { PERMISSIONS, type Permission } from '@ottilia/shared-auth';

/**
 * What a remote publishes beside its mf-manifest.json (built from its route-manifest.json by
 * @ottilia/tooling): its area name, the routes it serves and their nav entries. The host builds
 * its routes, gates and navigation from these at run time.
 */
export interface RouteManifest {
  /** Module-federation container name, the remote's key in env-config. */
  name: string;
  /** What users read for this remote (failure messages). */
  area: string;
  navGroups: NavGroupEntry[];
  routes: ManifestRoute[];
  /** The shell contract and shared singletons' versions the remote was built against, as published (checked before loading it). */
  builtWith?: unknown;
}

export interface ManifestRoute {
  /** Absolute path; `:id`-style parameters. A path matches exactly (spec: /projects exact). */
  path: string;
  /** Exposed module shown at the path. */
  module: string;
  /** Without it the route has no gate. */
  permission?: Permission;
  /** Document title while the page is shown. */
  title: string;
  /** The route's own nav entry; shown only with the route's permission. */
  nav?: NavEntry;
  /** Nav item marked active on this route when it has no entry of its own (/new-project: projects). */
  activeNav?: string;
}

export interface NavEntry {
  id: string;
  label: string;
  /** Place among all entries (host's and every remote's), ascending. */
  position: number;
  /** Nav group (of any manifest) the entry is a sub-item of. */
  group?: string;
}

/** A nav entry with sub-items: shown only while at least one sub-item is. */
export interface NavGroupEntry {
  id: string;
  label: string;
  /** Where the group entry itself leads. */
  to: string;
  position: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/');
const isPosition = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isPermission = (value: unknown): value is Permission => (PERMISSIONS as readonly unknown[]).includes(value);

/**
 * Validates a published manifest; unknown keys are ignored (a newer remote may add some).
 * Throws naming the first problem: a manifest the host misreads could open a page ungated.
 */
export function parseRouteManifest(json: unknown, expectedName: string): RouteManifest {
  const fail = (problem: string): never => {
    throw new Error(`route manifest of ${expectedName}: ${problem}`);
  };
  if (!isRecord(json)) return fail('not an object');
  if (json.name !== expectedName) fail(`"name" is ${JSON.stringify(json.name)}, env-config calls it ${expectedName}`);
  if (!isText(json.area)) fail('"area" must be a text');
  const groups = json.navGroups ?? [];
  const routes = json.routes ?? [];
  if (!Array.isArray(groups) || !Array.isArray(routes)) return fail('"navGroups" and "routes" must be lists');

  const navGroups = groups.map((group: unknown, index): NavGroupEntry => {
    if (!isRecord(group) || !isText(group.id) || !isText(group.label) || !isPath(group.to) || !isPosition(group.position)) {
      return fail(`navGroups[${index}] needs id, label, to (a path) and position`);
    }
    return { id: group.id, label: group.label, to: group.to, position: group.position };
  });

  const manifestRoutes = routes.map((route: unknown, index): ManifestRoute => {
    if (!isRecord(route) || !isPath(route.path) || !isText(route.module) || !isText(route.title)) {
      return fail(`routes[${index}] needs path (absolute), module and title`);
    }
    if (route.permission !== undefined && !isPermission(route.permission)) fail(`routes[${index}]: unknown permission ${JSON.stringify(route.permission)}`);
    if (route.activeNav !== undefined && !isText(route.activeNav)) fail(`routes[${index}]: "activeNav" must be a text`);
    return {
      path: route.path,
      module: route.module,
      title: route.title,
      ...(route.permission !== undefined ? { permission: route.permission as Permission } : {}),
      ...(route.nav !== undefined ? { nav: parseNavEntry(route.nav, () => fail(`routes[${index}].nav needs id, label and position`)) } : {}),
      ...(route.activeNav !== undefined ? { activeNav: route.activeNav as string } : {}),
    };
  });
  return { name: expectedName, area: json.area as string, navGroups, routes: manifestRoutes, ...(json.builtWith !== undefined ? { builtWith: json.builtWith } : {}) };
}

function parseNavEntry(nav: unknown, fail: () => never): NavEntry {
  if (!isRecord(nav) || !isText(nav.id) || !isText(nav.label) || !isPosition(nav.position)) return fail();
  if (nav.group !== undefined && !isText(nav.group)) return fail();
  return { id: nav.id, label: nav.label, position: nav.position, ...(nav.group !== undefined ? { group: nav.group as string } : {}) };
}
