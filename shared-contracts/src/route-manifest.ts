// The route-manifest format as valibot schemas: the type, the host's validator and the JSON Schema
// lint checks each remote's route-manifest.json against (ADR 0355). Titles and labels are keys of
// the remote's namespace; the published manifest keeps their English beside them as the fallback.
// Node runs this file as is (type stripping) for the build tooling.
import * as v from 'valibot';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** Nested strings, as a package's src/i18n/en.ts has them. */
export interface Strings {
  [key: string]: string | Strings;
}

const text = v.pipe(v.string(), v.minLength(1));
const absolute = v.pipe(v.string(), v.startsWith('/'));
const position = v.pipe(v.number(), v.finite());
const optionalText = v.optional(text);

/** An API read: a collection path of the portal's API and its query. */
const prefetchRead = v.object({ path: absolute, query: v.optional(v.record(v.string(), v.union([v.string(), position]))) });

/**
 * The schemas of a source and of a published manifest whose permissions are `permissions`
 * (the portal's, or any for the type alone). Labels and titles: in a source a string key;
 * published, its English with the key beside it (`labelKey`, `titleKey`, ...).
 */
function schemasOf<P extends string>(permissions: readonly P[]) {
  const permission = v.optional(v.picklist(permissions));
  const navEntry = v.object({
    id: text,
    label: text,
    labelKey: optionalText,
    /** Place among all entries (host's and every remote's), ascending. */
    position,
    /** Nav group (of any manifest) the entry is a sub-item of. */
    group: optionalText,
  });
  /** A nav entry with sub-items: shown only while at least one sub-item is. */
  const navGroup = v.object({
    id: text,
    label: text,
    labelKey: optionalText,
    /** Where the group entry itself leads. */ to: absolute,
    position,
  });
  const route = v.object({
    /** Absolute path; `:id`-style parameters. A path matches exactly (spec: /projects exact). */
    path: absolute,
    /** Exposed module shown at the path. */
    module: text,
    /** Document title while the page is shown. */
    title: text,
    titleKey: optionalText,
    /** Without it the route has no gate. */
    permission,
    /** The route's own nav entry; shown only with the route's permission. */
    nav: v.optional(navEntry),
    /** Nav item marked active on this route when it has no entry of its own (/new-project: projects). */
    activeNav: optionalText,
    /**
     * The API read the page makes first when its address has no query, exactly as its data layer
     * keys it: a host that opens the page may ask for it while the remote's code loads.
     */
    prefetch: v.optional(prefetchRead),
    /** Published by the build: the remote's entry and the module's own chunks (hints for a host opening the page). */
    scripts: v.optional(v.array(v.string())),
  });
  // The entries of shell contract 1.1 and 1.2 keep keys they do not name (a newer remote may add some).
  /** A short list on the home page ("What to act on next"): an API list's first rows, each linking to its record. */
  const actNext = v.looseObject({
    /** Unique among the manifest's lists. */
    id: text,
    title: text,
    titleKey: optionalText,
    /** What the list says without rows. */
    empty: text,
    emptyKey: optionalText,
    /** Place among every remote's lists, ascending. */
    position,
    permission,
    /** Shown only to agency roles ('agency') or only to everyone else ('staff'). */
    audience: v.optional(v.picklist(['agency', 'staff'])),
    /** The API list read, without page and size. */
    read: prefetchRead,
    /** A row's screen: a route path whose `:field` parameters take the row's fields ('/things/:id'). */
    record: absolute,
    /** The whole list's screen, query included. */
    list: absolute,
  });
  /** A search of the command palette; `{text}` in a query value of `read` stands for the typed text as an OData string literal. */
  const search = v.looseObject({
    id: text,
    title: text,
    titleKey: optionalText,
    position,
    permission,
    read: prefetchRead,
    record: absolute,
    /** Dotted fields of a row shown under its name ('owner.name'). */
    detail: v.optional(v.array(text)),
    /** With it the palette lists the `record` screens the user opened before anything is typed (`read`: one record's API path). */
    recent: v.optional(v.object({ title: text, titleKey: optionalText, read: absolute })),
  });
  /** An action the palette offers: an address (with its query) that a screen of the remote answers. */
  const action = v.looseObject({ id: text, label: text, labelKey: optionalText, to: absolute, permission });
  /** A link of the profile menu (shell contract 1.2); `:field` parameters of `to` take the signed-in user's fields. */
  const profile = v.looseObject({ id: text, label: text, labelKey: optionalText, position, to: absolute, permission });
  /** The screen of one record of an API collection, where the shell's own screens link a record they show (shell contract 1.2). */
  const record = v.looseObject({ read: absolute, record: absolute });
  const question = v.object({
    question: text,
    questionKey: optionalText,
    answer: text,
    answerKey: optionalText,
    /** Slug of the portal's tutorial. */ tutorial: optionalText,
  });
  /** What the help panel answers on screens whose address starts with `prefix` (the longest of every manifest's wins). */
  const help = v.looseObject({ prefix: absolute, questions: v.pipe(v.array(question), v.minLength(1)) });
  const slots = {
    actNext: v.optional(v.array(actNext)),
    search: v.optional(v.array(search)),
    actions: v.optional(v.array(action)),
    profile: v.optional(v.array(profile)),
    records: v.optional(v.array(record)),
    help: v.optional(v.array(help)),
    /** The screen a preview host sends its user to for a token (with `pr_id`, `state` and `from`). */
    previewHandoff: v.optional(absolute),
  };
  /** What a remote publishes and the host reads. */
  const published = v.object({
    /** Module-federation container name, the remote's key in env-config. */
    name: text,
    /** What users read for this remote (failure messages). */
    area: text,
    /** The i18n namespace of the keys; manifests published before titles were keys have none. */
    namespace: optionalText,
    navGroups: v.optional(v.array(navGroup), () => []),
    routes: v.optional(v.array(route), () => []),
    /** The shell contract and shared singletons' versions the remote was built against (checked before loading it). */
    builtWith: v.optional(v.unknown()),
    /** Published by the build: each shared module and the files of the remote's own copy (hints). */
    shared: v.optional(v.array(v.object({ name: text, scripts: v.array(v.string()) }))),
    ...slots,
  });
  const strings: v.GenericSchema<Strings> = v.record(v.string(), v.union([v.string(), v.lazy(() => strings)]));
  /** What a remote writes in its route-manifest.json (a test's extra manifest too). */
  const source = v.object({
    /** Exposed module -> source file, relative to the manifest file. */
    exposes: v.record(v.pipe(v.string(), v.startsWith('./')), text),
    navGroups: v.optional(v.array(navGroup)),
    routes: v.optional(v.array(route)),
    /** English of keys its titles and labels use that the remote's en.ts lacks (a test's extra page). */
    strings: v.optional(strings),
    /** The pages of the remote's reference resources that have none of their own (withResourceRoutes). */
    resources: v.optional(
      v.object({
        /** The exposed module that shows any of them: the list at the identity's route, the record below it. */
        module: text,
        /** Identities whose route starts with this are the remote's, e.g. '/backoffice/'. */
        routePrefix: absolute,
        /** Their nav entries' group. */
        group: text,
        /** Their nav entries' positions, from this on in the identities' order. */
        position,
      }),
    ),
    ...slots,
  });
  return { published, source, strings };
}

/** The schemas with the given permissions: the host's validator and the lint's JSON Schema. */
export const routeManifestSchemas = schemasOf;

type Schemas<P extends string> = ReturnType<typeof schemasOf<P>>;
type Entry<S, K extends string> = NonNullable<S[K & keyof S]>;
type Item<P extends string, K extends string> = Entry<v.InferOutput<Schemas<P>['published']>, K> extends readonly (infer I)[] ? I : never;

/** What a remote publishes and the host reads. */
export type RouteManifest<P extends string = string> = v.InferOutput<Schemas<P>['published']>;
/** What a remote writes in its route-manifest.json (a test's extra manifest too). */
export type RouteManifestSource = v.InferOutput<Schemas<string>['source']>;
export type ManifestRoute<P extends string = string> = Item<P, 'routes'>;
export type NavGroupEntry = Item<string, 'navGroups'>;
export type NavEntry = NonNullable<ManifestRoute['nav']>;
export type PrefetchRead = v.InferOutput<typeof prefetchRead>;
export type ActNextList<P extends string = string> = Item<P, 'actNext'>;
export type Audience = NonNullable<ActNextList['audience']>;
export type SearchProvider<P extends string = string> = Item<P, 'search'>;
export type ManifestAction<P extends string = string> = Item<P, 'actions'>;
export type ProfileLink<P extends string = string> = Item<P, 'profile'>;
export type RecordScreen = Item<string, 'records'>;
export type HelpTopic = Item<string, 'help'>;
export type HelpQuestion = HelpTopic['questions'][number];
export type SharedFiles = Item<string, 'shared'>;
export type ResourcePages = NonNullable<RouteManifestSource['resources']>;

/** What withResourceRoutes reads of a resource identity (@ottilia/shared-contracts/resources). */
export interface PageIdentity {
  route: string;
  kind: string;
  /** Prefix of its label keys: the title `${labels}.title` names the page and its nav entry. */
  labels: string;
  permissions: { read: string };
  /** Its place after `resources.position` in the group's navigation: explicit, so adding a resource moves no other. */
  nav?: number;
}

/**
 * The source with, for each identity under `resources.routePrefix` that no route of the source
 * shows, its list route (gated by its read permission, titled and in the navigation by its
 * label key) and its record route, both on `resources.module`. The build publishes them and the
 * harness mounts them, so a new reference resource adds nothing to the manifest or the harness.
 */
export function withResourceRoutes<S extends Pick<RouteManifestSource, 'routes' | 'resources'>>(
  source: S,
  identities: readonly PageIdentity[],
): S {
  const { resources, routes = [] } = source;
  if (!resources) return source;
  const own = identities.filter(({ route }) => route.startsWith(resources.routePrefix) && !routes.some(({ path }) => path === route));
  const derived = own.flatMap(({ route, kind, labels, permissions: { read }, nav }): ManifestRoute[] => {
    if (nav === undefined) throw new Error(`${route}: a resource with derived pages names its navigation position (identity's nav)`);
    return [
      {
        path: route,
        module: resources.module,
        permission: read,
        title: `${labels}.title`,
        nav: { id: kind, label: `${labels}.title`, group: resources.group, position: resources.position + nav },
      },
      { path: `${route}/:id`, module: resources.module, permission: read, title: `${labels}.title` },
    ];
  });
  return { ...source, routes: [...routes, ...derived] };
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

/** The text at a dotted key ('routes.users') of nested strings. */
export function stringAt(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string keys a manifest's titles and labels name, each once. */
function manifestKeys({
  navGroups = [],
  routes = [],
  actNext = [],
  search = [],
  actions = [],
  profile = [],
  help = [],
}: Omit<RouteManifestSource, 'exposes'>): string[] {
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
  if (missing.length)
    throw new Error(`route manifest of ${remote.name}: no English for ${missing.join(', ')} in namespace ${remote.namespace}`);
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
    ...(source.actNext
      ? {
          actNext: source.actNext.map((list) => ({
            ...list,
            title: text(list.title),
            titleKey: list.title,
            empty: text(list.empty),
            emptyKey: list.empty,
          })),
        }
      : {}),
    ...(source.search
      ? {
          search: source.search.map((provider) => ({
            ...provider,
            title: text(provider.title),
            titleKey: provider.title,
            ...(provider.recent
              ? { recent: { ...provider.recent, title: text(provider.recent.title), titleKey: provider.recent.title } }
              : {}),
          })),
        }
      : {}),
    ...(source.actions
      ? { actions: source.actions.map((action) => ({ ...action, label: text(action.label), labelKey: action.label })) }
      : {}),
    ...(source.profile ? { profile: source.profile.map((link) => ({ ...link, label: text(link.label), labelKey: link.label })) } : {}),
    ...(source.records ? { records: source.records } : {}),
    ...(source.help
      ? {
          help: source.help.map((topic) => ({
            ...topic,
            questions: topic.questions.map((question) => ({
              ...question,
              question: text(question.question),
              questionKey: question.question,
              answer: text(question.answer),
              answerKey: question.answer,
            })),
          })),
        }
      : {}),
    ...(source.previewHandoff ? { previewHandoff: source.previewHandoff } : {}),
    builtWith,
  };
}

const LISTS = ['actNext', 'search', 'actions', 'profile', 'records', 'help'];
/** What a route's field must be, as the host's message says it (quotable: ADR 0260). */
const ROUTE_NEEDS: Record<string, (index: number, value: unknown) => string> = {
  permission: (index, value) => `routes[${index}]: unknown permission ${JSON.stringify(value)}`,
  activeNav: (index) => `routes[${index}]: "activeNav" must be a text`,
  titleKey: (index) => `routes[${index}]: "titleKey" must be a text`,
  nav: (index) => `routes[${index}].nav needs id, label and position`,
  prefetch: (index) => `routes[${index}].prefetch needs path (absolute) and a query of texts and numbers`,
};
const json = (value: unknown) => JSON.stringify(value);

/** The manifest's first problem the schema found, in the words the host's failure panel quotes. */
function problemOf(issue: v.BaseIssue<unknown>, manifest: Record<string, unknown>): string {
  const keys = (issue.path ?? []).map((step) => step.key as string | number);
  const [top, index, field] = keys;
  const at = (...path: (string | number | undefined)[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key as string | number], manifest);
  if (top === undefined) return 'not an object';
  if (typeof top !== 'string') return 'not an object';
  if (top === 'navGroups' || top === 'routes') {
    if (index === undefined) return '"navGroups" and "routes" must be lists';
    if (top === 'navGroups')
      return field === 'labelKey'
        ? `navGroups[${index}]: "labelKey" must be a text`
        : `navGroups[${index}] needs id, label, to (a path) and position`;
    const needs = typeof field === 'string' ? ROUTE_NEEDS[field] : undefined;
    return needs ? needs(index as number, at(top, index, field)) : `routes[${index}] needs path (absolute), module and title`;
  }
  if (LISTS.includes(top)) {
    if (index === undefined) return `"${top}" must be a list`;
    if (field === undefined) return `${top}[${index}] must be an object`;
    const value = at(top, index, field);
    return `${top}[${index}]: "${field}" ${value === undefined ? 'is missing' : `is not valid: ${json(value)}`}`;
  }
  if (top === 'area' || top === 'namespace') return `"${top}" must be a text`;
  return `"${keys.join('.')}" is not valid: ${json(at(...keys))}`;
}

const checked = new Map<readonly string[], Schemas<string>['published']>();

/**
 * Validates a published manifest against the schema; unknown keys are ignored (a newer remote may
 * add some). Throws naming the first problem: a manifest the host misreads could open a page ungated.
 */
export function parseRouteManifest<P extends string>(manifest: unknown, expectedName: string, permissions: readonly P[]): RouteManifest<P> {
  const fail = (problem: string): never => {
    throw new Error(`route manifest of ${expectedName}: ${problem}`);
  };
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return fail('not an object');
  const { name } = manifest as { name?: unknown };
  if (name !== expectedName) fail(`"name" is ${json(name)}, env-config calls it ${expectedName}`);
  let schema = checked.get(permissions);
  if (!schema) checked.set(permissions, (schema = schemasOf(permissions).published));
  const result = v.safeParse(schema, manifest, { abortEarly: true });
  if (!result.success) return fail(problemOf(result.issues[0], manifest as Record<string, unknown>));
  return result.output as RouteManifest<P>;
}
