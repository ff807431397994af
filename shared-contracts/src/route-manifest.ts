// The route-manifest format, described once. A remote declares its routes in route-manifest.json
// beside its package.json (RouteManifestSource: exposed modules and routes); its build
// (tooling/webpack/route-manifest.mjs) publishes the manifest beside mf-manifest.json
// (RouteManifest: the source without the files, plus the remote's name, area and i18n namespace
// from remotes.json and what it was built against), and the host reads that at run time
// (host/src/remotes). Titles and navigation labels are keys of the remote's namespace: the host
// resolves them through i18n, so the translations service renames them like any other string.
// The published manifest keeps the English beside each key (`title` with `titleKey`, `label`
// with `labelKey`): the fallback while the service has no text, and what a host that predates
// the keys shows. No imports: Node runs this file as is (type stripping) for the build tooling.

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** Nested strings, as a package's src/i18n/en.ts has them. */
export interface Strings {
  [key: string]: string | Strings;
}

export interface NavEntry {
  id: string;
  /** In a source: a string key. Published: its English. */
  label: string;
  /** Published: the string key of the label. */
  labelKey?: string;
  /** Place among all entries (host's and every remote's), ascending. */
  position: number;
  /** Nav group (of any manifest) the entry is a sub-item of. */
  group?: string;
}

/** A nav entry with sub-items: shown only while at least one sub-item is. */
export interface NavGroupEntry {
  id: string;
  /** In a source: a string key. Published: its English. */
  label: string;
  /** Published: the string key of the label. */
  labelKey?: string;
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
  /** Document title while the page is shown. In a source: a string key. Published: its English. */
  title: string;
  /** Published: the string key of the title. */
  titleKey?: string;
  /** The route's own nav entry; shown only with the route's permission. */
  nav?: NavEntry;
  /** Nav item marked active on this route when it has no entry of its own (/new-project: projects). */
  activeNav?: string;
  /**
   * The API read the page makes first when its address has no query (a list's first page in its
   * default order), exactly as its data layer keys it: a host that opens the page may ask for it
   * while the remote's code loads, and the page's read takes that answer.
   */
  prefetch?: PrefetchRead;
  /**
   * Published by the build: the remote's entry and the module's own chunks, relative to the
   * manifest's folder, which a host opening the page may ask for beside its own code (hints: the
   * federation runtime still loads the module from mf-manifest.json).
   */
  scripts?: string[];
}

/** An API read: a collection path of the portal's API and its query. */
export interface PrefetchRead {
  path: string;
  query?: Record<string, string | number>;
}

/**
 * A short list on the home page ("What to act on next"): the first rows of an API list, each
 * linking to its record, and a link to the whole list. The remote that shows those records
 * declares it, so the host names none of its routes or filters.
 */
export interface ActNextList<P extends string = string> {
  /** Unique among the manifest's lists. */
  id: string;
  /** In a source: a string key. Published: its English. */
  title: string;
  /** Published: the string key of the title. */
  titleKey?: string;
  /** What the list says without rows. In a source: a string key. Published: its English. */
  empty: string;
  /** Published: the string key of `empty`. */
  emptyKey?: string;
  /** Place among every remote's lists, ascending. */
  position: number;
  /** Shown only with it. */
  permission?: P;
  /** Shown only to agency roles ('agency') or only to everyone else ('staff'). */
  audience?: Audience;
  /** The API list read, without page and size (the host asks for the first few rows). */
  read: PrefetchRead;
  /** A row's screen: a route path whose `:field` parameters take the row's fields ('/things/:id'). */
  record: string;
  /** The whole list's screen, query included. */
  list: string;
}

export type Audience = 'agency' | 'staff';

/**
 * A search of the command palette: the first few records whose name matches the typed text.
 * `{text}` in a query value of `read` stands for the text as an OData string literal.
 */
export interface SearchProvider<P extends string = string> {
  /** Unique among the manifest's providers. */
  id: string;
  /** The section's title. In a source: a string key. Published: its English. */
  title: string;
  /** Published: the string key of the title. */
  titleKey?: string;
  /** Place among every remote's providers, ascending. */
  position: number;
  /** Searched only with it (the API enforces it too). */
  permission?: P;
  read: PrefetchRead;
  /** A row's screen, as in ActNextList. */
  record: string;
  /** Dotted fields of a row shown under its name ('owner.name'). */
  detail?: string[];
  /**
   * With it the palette notes the `record` screens the user opens and, before anything is typed,
   * lists them (`read`: the API path of one record, `:field` parameters as in `record`).
   */
  recent?: { title: string; titleKey?: string; read: string };
}

/** An action the palette offers: an address (with its query) that a screen of the remote answers. */
export interface ManifestAction<P extends string = string> {
  id: string;
  /** In a source: a string key. Published: its English. */
  label: string;
  /** Published: the string key of the label. */
  labelKey?: string;
  to: string;
  permission?: P;
}

/**
 * A link of the profile menu to a screen of the remote (shell contract 1.2). `:field` parameters
 * of `to` take the signed-in user's fields ('/people/:eid'), as `record` takes a row's.
 */
export interface ProfileLink<P extends string = string> {
  id: string;
  /** In a source: a string key. Published: its English. */
  label: string;
  /** Published: the string key of the label. */
  labelKey?: string;
  /** Place among every remote's profile links, ascending (all before the shell's own actions). */
  position: number;
  to: string;
  permission?: P;
}

/**
 * The screen of one record of an API collection (shell contract 1.2): where the shell's own
 * screens link a record they show (the dashboard's agencies waiting for review).
 */
export interface RecordScreen {
  /** The API collection path the record's row comes from ('/things'). */
  read: string;
  /** Its screen, `:field` parameters filled from the row, as in ActNextList. */
  record: string;
}

/**
 * What the help panel answers on the remote's screens (shell contract 1.2): the topic whose
 * `prefix` starts the address, the longest of every manifest's if several do.
 */
export interface HelpTopic {
  prefix: string;
  questions: HelpQuestion[];
}

export interface HelpQuestion {
  /** In a source: a string key. Published: its English. */
  question: string;
  /** Published: the string key of the question. */
  questionKey?: string;
  /** In a source: a string key. Published: its English. */
  answer: string;
  /** Published: the string key of the answer. */
  answerKey?: string;
  /** Slug of the portal's tutorial that explains more. */
  tutorial?: string;
}

/** What a remote writes in its route-manifest.json (a test's extra manifest too). */
export interface RouteManifestSource {
  /** Exposed module -> source file, relative to the manifest file. */
  exposes: Record<string, string>;
  navGroups?: NavGroupEntry[];
  routes?: ManifestRoute[];
  /** English of keys its titles and labels use that the remote's en.ts lacks (a test's extra page). */
  strings?: Strings;
  /** The pages of the remote's reference resources that have none of their own, derived from their identities (withResourceRoutes). */
  resources?: ResourcePages;
  actNext?: ActNextList[];
  search?: SearchProvider[];
  actions?: ManifestAction[];
  profile?: ProfileLink[];
  records?: RecordScreen[];
  help?: HelpTopic[];
  /**
   * The screen a preview host sends its user to for a token (with `pr_id`, `state` and `from`):
   * the main app hands the token over on any screen, and shows this one if the user stays.
   */
  previewHandoff?: string;
}

export interface ResourcePages {
  /** The exposed module that shows any of them: the list at the identity's route, the record below it. */
  module: string;
  /** Identities whose route starts with this are the remote's, e.g. '/backoffice/'. */
  routePrefix: string;
  /** Their nav entries' group. */
  group: string;
  /** Their nav entries' positions, from this on in the identities' order. */
  position: number;
}

/** What withResourceRoutes reads of a resource identity (@ottilia/shared-contracts/resources). */
export interface PageIdentity {
  route: string;
  kind: string;
  /** Prefix of its label keys: the title `${labels}.title` names the page and its nav entry. */
  labels: string;
  permissions: { read: string };
}

/**
 * The source with, for each identity under `resources.routePrefix` that no route of the source
 * shows, its list route (gated by its read permission, titled and in the navigation by its
 * label key) and its record route, both on `resources.module`. The build publishes them and the
 * harness mounts them, so a new reference resource adds nothing to the manifest or the harness.
 */
export function withResourceRoutes<S extends Pick<RouteManifestSource, 'routes' | 'resources'>>(source: S, identities: readonly PageIdentity[]): S {
  const { resources, routes = [] } = source;
  if (!resources) return source;
  const own = identities.filter(({ route }) => route.startsWith(resources.routePrefix) && !routes.some(({ path }) => path === route));
  const derived = own.flatMap(({ route, kind, labels, permissions: { read } }, index): ManifestRoute[] => [
    { path: route, module: resources.module, permission: read, title: `${labels}.title`, nav: { id: kind, label: `${labels}.title`, group: resources.group, position: resources.position + index } },
    { path: `${route}/:id`, module: resources.module, permission: read, title: `${labels}.title` },
  ]);
  return { ...source, routes: [...routes, ...derived] };
}

/** What a remote publishes and the host reads. */
export interface RouteManifest<P extends string = string> {
  /** Module-federation container name, the remote's key in env-config. */
  name: string;
  /** What users read for this remote (failure messages). */
  area: string;
  /**
   * The i18n namespace of the `titleKey`s and `labelKey`s. Manifests published before titles
   * were keys have neither: their titles and labels are only text.
   */
  namespace?: string;
  navGroups: NavGroupEntry[];
  routes: ManifestRoute<P>[];
  /** The shell contract and shared singletons' versions the remote was built against, as published (checked before loading it). */
  builtWith?: unknown;
  /** Published by the build: each module the remote shares and the files of its own copy, relative to the manifest's folder (hints, as `scripts`). */
  shared?: SharedFiles[];
  /** Its lists on the home page (shell contract 1.1; a manifest built before has none). */
  actNext?: ActNextList<P>[];
  /** Its searches in the command palette (shell contract 1.1). */
  search?: SearchProvider<P>[];
  /** Its actions in the command palette (shell contract 1.1). */
  actions?: ManifestAction<P>[];
  /** Its links in the profile menu (shell contract 1.2; a manifest built before has none). */
  profile?: ProfileLink<P>[];
  /** Its records' screens for the shell's own screens (shell contract 1.2). */
  records?: RecordScreen[];
  /** The help panel's questions on its screens (shell contract 1.2). */
  help?: HelpTopic[];
  /** Where a preview host sends its user for a token (shell contract 1.2). */
  previewHandoff?: string;
}

export interface SharedFiles {
  name: string;
  scripts: string[];
}

/** What the build reads of the federation manifest it wrote (mf-manifest.json). */
export interface FederationFiles {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The published manifest with the files of each route's first load and of each shared module (`scripts`, `shared`). */
export function withFirstLoadFiles(manifest: RouteManifest, federation: FederationFiles): RouteManifest {
  const { name, path } = federation.metaData.remoteEntry;
  const entry = `${path ? path.replace(/\/?$/, '/') : ''}${name}`;
  const own = (module: string) => federation.exposes.find((expose) => expose.path === module)?.assets.js.sync ?? [];
  return {
    ...manifest,
    routes: manifest.routes.map((route) => ({ ...route, scripts: [entry, ...own(route.module)] })),
    shared: federation.shared.map((shared) => ({ name: shared.name, scripts: shared.assets.js.sync })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/');
const isPosition = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isRead = (value: unknown) => isRecord(value) && isPath(value.path) && (value.query === undefined || (isRecord(value.query) && Object.values(value.query).every((part) => typeof part === 'string' || isPosition(part))));
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);
const isRecent = (value: unknown) => isRecord(value) && isText(value.title) && isPath(value.read) && (value.titleKey === undefined || isText(value.titleKey));
const isQuestion = (value: unknown) => isRecord(value) && isText(value.question) && isText(value.answer)
  && (['questionKey', 'answerKey', 'tutorial'] as const).every((name) => value[name] === undefined || isText(value[name]));
const isQuestions = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every(isQuestion);
/** What each field of a home list, a palette search, a palette action, a profile link, a record screen and a help topic must be (the permission is checked against the portal's). */
const SLOTS = {
  actNext: { id: isText, title: isText, titleKey: isText, empty: isText, emptyKey: isText, position: isPosition, audience: (value: unknown) => value === 'agency' || value === 'staff', read: isRead, record: isPath, list: isPath },
  search: { id: isText, title: isText, titleKey: isText, position: isPosition, read: isRead, record: isPath, detail: isTexts, recent: isRecent },
  actions: { id: isText, label: isText, labelKey: isText, to: isPath },
  // shell contract 1.2
  profile: { id: isText, label: isText, labelKey: isText, position: isPosition, to: isPath },
  records: { read: isPath, record: isPath },
  help: { prefix: isPath, questions: isQuestions },
};
const OPTIONAL = ['titleKey', 'emptyKey', 'labelKey', 'permission', 'audience', 'detail', 'recent'];
type Fields = Record<string, (value: unknown) => boolean>;

/** The first field of `item` that is missing or not what `fields` says it must be, named. */
function fieldProblem(item: Record<string, unknown>, fields: Fields): string | undefined {
  for (const [name, ok] of Object.entries(fields)) {
    const value = item[name];
    if (value === undefined ? !OPTIONAL.includes(name) : !ok(value)) return `"${name}" ${value === undefined ? 'is missing' : `is not valid: ${JSON.stringify(value)}`}`;
  }
  return undefined;
}

/** `item` is the entry `fields` describes (keys it does not name are kept; the host ignores them). */
const conforms = <T>(item: Record<string, unknown>, fields: Fields): item is Record<string, unknown> & T => fieldProblem(item, fields) === undefined;

/** The text at a dotted key ('routes.users') of nested strings. */
export function stringAt(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string keys a manifest's titles and labels name, each once. */
function manifestKeys({ navGroups = [], routes = [], actNext = [], search = [], actions = [], profile = [], help = [] }: Omit<RouteManifestSource, 'exposes'>): string[] {
  const keys = [
    ...navGroups.map((group) => group.label),
    ...routes.flatMap((route) => [route.title, ...(route.nav ? [route.nav.label] : [])]),
    ...actNext.flatMap((list) => [list.title, list.empty]),
    ...search.flatMap((provider) => [provider.title, ...(provider.recent ? [provider.recent.title] : [])]),
    ...actions.map((action) => action.label),
    ...profile.map((link) => link.label),
    ...help.flatMap((topic) => topic.questions.flatMap((question) => [question.question, question.answer])),
  ];
  return [...new Set(keys)];
}

/**
 * The published manifest: the source without its files, named from the list of remotes, each
 * title and label the English of its key (from the source's own `strings`, then the remote's
 * en.ts) beside the key. Throws naming the keys that have no English.
 */
export function publishRouteManifest(
  { exposes: _files, strings: own = {}, resources: _derived, ...source }: RouteManifestSource,
  remote: { name: string; area: string; namespace: string },
  english: Strings,
  builtWith: unknown,
): RouteManifest {
  const keys = manifestKeys(source);
  const missing = keys.filter((key) => stringAt(own, key) === undefined && stringAt(english, key) === undefined);
  if (missing.length) throw new Error(`route manifest of ${remote.name}: no English for ${missing.join(', ')} in namespace ${remote.namespace}`);
  const text = (key: string) => (stringAt(own, key) ?? stringAt(english, key))!;
  return {
    name: remote.name,
    area: remote.area,
    namespace: remote.namespace,
    navGroups: (source.navGroups ?? []).map((group) => ({ ...group, label: text(group.label), labelKey: group.label })),
    routes: (source.routes ?? []).map((route) => ({
      ...route,
      title: text(route.title),
      titleKey: route.title,
      ...(route.nav ? { nav: { ...route.nav, label: text(route.nav.label), labelKey: route.nav.label } } : {}),
    })),
    ...(source.actNext ? { actNext: source.actNext.map((list) => ({ ...list, title: text(list.title), titleKey: list.title, empty: text(list.empty), emptyKey: list.empty })) } : {}),
    ...(source.search ? {
      search: source.search.map((provider) => ({
        ...provider,
        title: text(provider.title),
        titleKey: provider.title,
        ...(provider.recent ? { recent: { ...provider.recent, title: text(provider.recent.title), titleKey: provider.recent.title } } : {}),
      })),
    } : {}),
    ...(source.actions ? { actions: source.actions.map((action) => ({ ...action, label: text(action.label), labelKey: action.label })) } : {}),
    ...(source.profile ? { profile: source.profile.map((link) => ({ ...link, label: text(link.label), labelKey: link.label })) } : {}),
    ...(source.records ? { records: source.records } : {}),
    ...(source.help ? {
      help: source.help.map((topic) => ({
        ...topic,
        questions: topic.questions.map((question) => ({ ...question, question: text(question.question), questionKey: question.question, answer: text(question.answer), answerKey: question.answer })),
      })),
    } : {}),
    ...(source.previewHandoff ? { previewHandoff: source.previewHandoff } : {}),
    builtWith,
  };
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
  const groups = json.navGroups ?? [];
  const routes = json.routes ?? [];
  if (!Array.isArray(groups) || !Array.isArray(routes)) return fail('"navGroups" and "routes" must be lists');

  const navGroups = groups.map((group: unknown, index): NavGroupEntry => {
    if (!isRecord(group) || !isText(group.id) || !isText(group.label) || !isPath(group.to) || !isPosition(group.position)) {
      return fail(`navGroups[${index}] needs id, label, to (a path) and position`);
    }
    if (group.labelKey !== undefined && !isText(group.labelKey)) fail(`navGroups[${index}]: "labelKey" must be a text`);
    return { id: group.id, label: group.label, ...(group.labelKey !== undefined ? { labelKey: group.labelKey as string } : {}), to: group.to, position: group.position };
  });

  const manifestRoutes = routes.map((route: unknown, index): ManifestRoute<P> => {
    if (!isRecord(route) || !isPath(route.path) || !isText(route.module) || !isText(route.title)) {
      return fail(`routes[${index}] needs path (absolute), module and title`);
    }
    if (route.permission !== undefined && !isPermission(route.permission)) fail(`routes[${index}]: unknown permission ${JSON.stringify(route.permission)}`);
    if (route.activeNav !== undefined && !isText(route.activeNav)) fail(`routes[${index}]: "activeNav" must be a text`);
    if (route.titleKey !== undefined && !isText(route.titleKey)) fail(`routes[${index}]: "titleKey" must be a text`);
    return {
      path: route.path,
      module: route.module,
      title: route.title,
      ...(route.titleKey !== undefined ? { titleKey: route.titleKey as string } : {}),
      ...(route.permission !== undefined ? { permission: route.permission as P } : {}),
      ...(route.nav !== undefined ? { nav: parseNavEntry(route.nav, () => fail(`routes[${index}].nav needs id, label and position`)) } : {}),
      ...(route.activeNav !== undefined ? { activeNav: route.activeNav as string } : {}),
      ...(route.prefetch !== undefined ? { prefetch: parsePrefetch(route.prefetch, () => fail(`routes[${index}].prefetch needs path (absolute) and a query of texts and numbers`)) } : {}),
    };
  });
  // the slots of shell contract 1.1 and 1.2, each entry checked field by field
  const slot = <T>(key: keyof typeof SLOTS): T[] | undefined => {
    const items = json[key];
    if (items === undefined) return undefined;
    if (!Array.isArray(items)) return fail(`"${key}" must be a list`);
    const fields: Fields = { ...SLOTS[key], permission: isPermission };
    return items.map((item: unknown, index) => {
      if (isRecord(item) && conforms<T>(item, fields)) return item;
      return fail(`${key}[${index}]${isRecord(item) ? `: ${fieldProblem(item, fields)}` : ' must be an object'}`);
    });
  };
  const actNext = slot<ActNextList<P>>('actNext');
  const search = slot<SearchProvider<P>>('search');
  const actions = slot<ManifestAction<P>>('actions');
  const profile = slot<ProfileLink<P>>('profile');
  const records = slot<RecordScreen>('records');
  const help = slot<HelpTopic>('help');
  if (json.previewHandoff !== undefined && !isPath(json.previewHandoff)) fail(`"previewHandoff" is not valid: ${JSON.stringify(json.previewHandoff)}`);
  return {
    name: expectedName,
    area: json.area as string,
    ...(json.namespace !== undefined ? { namespace: json.namespace as string } : {}),
    navGroups,
    routes: manifestRoutes,
    ...(json.builtWith !== undefined ? { builtWith: json.builtWith } : {}),
    ...(actNext ? { actNext } : {}),
    ...(search ? { search } : {}),
    ...(actions ? { actions } : {}),
    ...(profile ? { profile } : {}),
    ...(records ? { records } : {}),
    ...(help ? { help } : {}),
    ...(json.previewHandoff !== undefined ? { previewHandoff: json.previewHandoff as string } : {}),
  };
}

function parsePrefetch(prefetch: unknown, fail: () => never): PrefetchRead {
  if (!isRecord(prefetch) || !isPath(prefetch.path)) return fail();
  const { query } = prefetch;
  if (query === undefined) return { path: prefetch.path };
  if (!isRecord(query) || !Object.values(query).every((value) => typeof value === 'string' || isPosition(value))) return fail();
  return { path: prefetch.path, query: query as Record<string, string | number> };
}

function parseNavEntry(nav: unknown, fail: () => never): NavEntry {
  if (!isRecord(nav) || !isText(nav.id) || !isText(nav.label) || !isPosition(nav.position)) return fail();
  if ((nav.group !== undefined && !isText(nav.group)) || (nav.labelKey !== undefined && !isText(nav.labelKey))) return fail();
  return {
    id: nav.id,
    label: nav.label,
    ...(nav.labelKey !== undefined ? { labelKey: nav.labelKey as string } : {}),
    position: nav.position,
    ...(nav.group !== undefined ? { group: nav.group as string } : {}),
  };
}
