// The route-manifest format, described once. A remote declares its routes in route-manifest.json
// beside its package.json (RouteManifestSource: exposed modules and routes); its build
// (tooling/webpack/route-manifest.mjs) publishes the manifest beside mf-manifest.json
// (RouteManifest: the source without the files, plus the remote's name, area and i18n namespace
// from remotes.json, the English of its strings and what it was built against), and the host
// reads that at run time (host/src/remotes). Titles and navigation labels are keys of the
// remote's namespace: the host resolves them through i18n, so the translations service renames
// them like any other string. No imports: Node runs this file as is (type stripping) for the
// build tooling.

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** Nested strings, as a package's src/i18n/en.ts has them. */
export interface Strings {
  [key: string]: string | Strings;
}

export interface NavEntry {
  id: string;
  /** String key (text in a manifest published without a namespace). */
  label: string;
  /** Place among all entries (host's and every remote's), ascending. */
  position: number;
  /** Nav group (of any manifest) the entry is a sub-item of. */
  group?: string;
}

/** A nav entry with sub-items: shown only while at least one sub-item is. */
export interface NavGroupEntry {
  id: string;
  /** String key (text in a manifest published without a namespace). */
  label: string;
  /** Where the group entry itself leads. */
  to: string;
  position: number;
}

export interface ManifestRoute<P extends string = string> {
  /** Absolute path; `:id`-style parameters. A path matches exactly (spec: /projects exact). */
  path: string;
  /** Exposed module shown at the path. */
  module: string;
  /** Without it the route has no gate. */
  permission?: P;
  /** String key of the document title while the page is shown (text without a namespace). */
  title: string;
  /** The route's own nav entry; shown only with the route's permission. */
  nav?: NavEntry;
  /** Nav item marked active on this route when it has no entry of its own (/new-project: projects). */
  activeNav?: string;
}

/** What a remote writes in its route-manifest.json (a test's extra manifest too). */
export interface RouteManifestSource {
  /** Exposed module -> source file, relative to the manifest file. */
  exposes: Record<string, string>;
  navGroups?: NavGroupEntry[];
  routes?: ManifestRoute[];
  /** English of keys its titles and labels use that the remote's en.ts lacks (a test's extra page). */
  strings?: Strings;
}

/** What a remote publishes and the host reads. */
export interface RouteManifest<P extends string = string> {
  /** Module-federation container name, the remote's key in env-config. */
  name: string;
  /** What users read for this remote (failure messages). */
  area: string;
  /**
   * The i18n namespace whose keys the titles and labels are, and their English (registered as
   * the bundled strings, which the translations service's replace). Manifests published before
   * titles were keys have neither: their titles and labels are text.
   */
  namespace?: string;
  strings?: Strings;
  navGroups: NavGroupEntry[];
  routes: ManifestRoute<P>[];
  /** The shell contract and shared singletons' versions the remote was built against, as published (checked before loading it). */
  builtWith?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/');
const isPosition = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStrings = (value: unknown): value is Strings =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string' || isStrings(entry));

/** The text at a dotted key ('routes.users') of nested strings. */
export function stringAt(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string keys a manifest's titles and labels name, each once. */
export function manifestKeys({ navGroups = [], routes = [] }: Pick<RouteManifestSource, 'navGroups' | 'routes'>): string[] {
  const keys = [...navGroups.map((group) => group.label), ...routes.flatMap((route) => [route.title, ...(route.nav ? [route.nav.label] : [])])];
  return [...new Set(keys)];
}

function withString(strings: Strings, key: string, text: string): Strings {
  const [head, ...rest] = key.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...strings, [head]: text };
  const inner = strings[head];
  return { ...strings, [head]: withString(typeof inner === 'object' ? inner : {}, rest.join('.'), text) };
}

/**
 * The published manifest: the source without its files, named from the list of remotes, with
 * the English of every key its titles and labels use (from the remote's en.ts, then the
 * source's own `strings`). Throws naming the keys that have no English.
 */
export function publishRouteManifest(
  { exposes: _files, strings: own = {}, ...source }: RouteManifestSource,
  remote: { name: string; area: string; namespace: string },
  english: Strings,
  builtWith: unknown,
): RouteManifest {
  const keys = manifestKeys(source);
  const missing = keys.filter((key) => stringAt(own, key) === undefined && stringAt(english, key) === undefined);
  if (missing.length) throw new Error(`route manifest of ${remote.name}: no English for ${missing.join(', ')} in namespace ${remote.namespace}`);
  const strings = keys.reduce((picked, key) => withString(picked, key, (stringAt(own, key) ?? stringAt(english, key))!), {} as Strings);
  return { name: remote.name, area: remote.area, namespace: remote.namespace, strings, navGroups: source.navGroups ?? [], routes: source.routes ?? [], builtWith };
}

/**
 * Validates a published manifest; unknown keys are ignored (a newer remote may add some).
 * Throws naming the first problem: a manifest the host misreads could open a page ungated.
 */
export function parseRouteManifest<P extends string>(json: unknown, expectedName: string, permissions: readonly P[]): RouteManifest<P> {
  const fail = (problem: string): never => {
    throw new Error(`route manifest of ${expectedName}: ${problem}`);
  };
  const isPermission = (value: unknown): value is P => (permissions as readonly unknown[]).includes(value);
  if (!isRecord(json)) return fail('not an object');
  if (json.name !== expectedName) fail(`"name" is ${JSON.stringify(json.name)}, env-config calls it ${expectedName}`);
  if (!isText(json.area)) fail('"area" must be a text');
  if (json.namespace !== undefined && !isText(json.namespace)) fail('"namespace" must be a text');
  if (json.strings !== undefined && !isStrings(json.strings)) fail('"strings" must be nested texts');
  const groups = json.navGroups ?? [];
  const routes = json.routes ?? [];
  if (!Array.isArray(groups) || !Array.isArray(routes)) return fail('"navGroups" and "routes" must be lists');

  const navGroups = groups.map((group: unknown, index): NavGroupEntry => {
    if (!isRecord(group) || !isText(group.id) || !isText(group.label) || !isPath(group.to) || !isPosition(group.position)) {
      return fail(`navGroups[${index}] needs id, label, to (a path) and position`);
    }
    return { id: group.id, label: group.label, to: group.to, position: group.position };
  });

  const manifestRoutes = routes.map((route: unknown, index): ManifestRoute<P> => {
    if (!isRecord(route) || !isPath(route.path) || !isText(route.module) || !isText(route.title)) {
      return fail(`routes[${index}] needs path (absolute), module and title`);
    }
    if (route.permission !== undefined && !isPermission(route.permission)) fail(`routes[${index}]: unknown permission ${JSON.stringify(route.permission)}`);
    if (route.activeNav !== undefined && !isText(route.activeNav)) fail(`routes[${index}]: "activeNav" must be a text`);
    return {
      path: route.path,
      module: route.module,
      title: route.title,
      ...(route.permission !== undefined ? { permission: route.permission as P } : {}),
      ...(route.nav !== undefined ? { nav: parseNavEntry(route.nav, () => fail(`routes[${index}].nav needs id, label and position`)) } : {}),
      ...(route.activeNav !== undefined ? { activeNav: route.activeNav as string } : {}),
    };
  });
  return {
    name: expectedName,
    area: json.area as string,
    ...(json.namespace !== undefined ? { namespace: json.namespace as string, strings: (json.strings ?? {}) as Strings } : {}),
    navGroups,
    routes: manifestRoutes,
    ...(json.builtWith !== undefined ? { builtWith: json.builtWith } : {}),
  };
}

function parseNavEntry(nav: unknown, fail: () => never): NavEntry {
  if (!isRecord(nav) || !isText(nav.id) || !isText(nav.label) || !isPosition(nav.position)) return fail();
  if (nav.group !== undefined && !isText(nav.group)) return fail();
  return { id: nav.id, label: nav.label, position: nav.position, ...(nav.group !== undefined ? { group: nav.group as string } : {}) };
}
