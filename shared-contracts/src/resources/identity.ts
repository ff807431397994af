/**
 * A resource's identity from its name, the API's plural kebab-case segment ('email-domains'):
 * path '/email-domains', kind 'email-domain', record 'EmailDomain', nouns 'email domain(s)', and
 * from its screen segment (the name unless `route` says otherwise) the route
 * '/backoffice/<segment>', the permissions `<segment>Read|Create|Edit|Delete` in camel case (the
 * spec's names) and the label keys `<segment>.resource`. Options only where the product differs.
 */
type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

export interface IdentityOptions<R extends string = string, P extends string = string> {
  /** The screen's segment under /backoffice/ (and so the permissions' and labels' prefix). */
  route?: R;
  /** One permission for all four actions (a resource outside the spec's matrix). */
  permission?: P;
  /** The API's English name of one record, e.g. 'e-mail domain'; its plural adds an s. */
  noun?: string;
  hasActiveFlag?: boolean;
  /** The label keys' prefix in the remote's namespace, when not the screen's segment in camel case. */
  labels?: string;
  /** The field whose value addresses a record, when it is not `eid` (markets: their code). */
  key?: string;
  /** Its place in the navigation after the manifest's `resources.position`, for a resource whose pages are derived (explicit, so a new one moves no other). */
  nav?: number;
}

type Permissions<R extends string, P extends string | undefined> = P extends string
  ? { read: P; create: P; edit: P; delete: P }
  : { read: `${Camel<R>}Read`; create: `${Camel<R>}Create`; edit: `${Camel<R>}Edit`; delete: `${Camel<R>}Delete` };

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const singular = (plural: string) => plural.replace(/ies$/, 'y').replace(/s$/, '');

export function identity<const N extends string, const R extends string = N, const P extends string | undefined = undefined>(
  name: N,
  options: IdentityOptions<R, P & string> = {},
) {
  const kind = singular(name);
  const segment = options.route ?? name;
  const prefix = camel(segment);
  const noun = options.noun ?? kind.replace(/-/g, ' ');
  const one = options.permission;
  const permissions = one
    ? { read: one, create: one, edit: one, delete: one }
    : { read: `${prefix}Read`, create: `${prefix}Create`, edit: `${prefix}Edit`, delete: `${prefix}Delete` };
  return {
    apiPath: `/${name}` as `/${N}`,
    route: `/backoffice/${segment}` as `/backoffice/${string}`,
    kind,
    recordId: camel(`-${kind}`),
    noun,
    nounPlural: options.noun ? `${noun}s` : name.replace(/-/g, ' '),
    permissions: permissions as Permissions<R, P>,
    hasActiveFlag: options.hasActiveFlag ?? false,
    labels: `${options.labels ?? prefix}.resource`,
    ...(options.key ? { key: options.key } : {}),
    ...(options.nav === undefined ? {} : { nav: options.nav }),
  };
}
