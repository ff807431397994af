/**
 * One identity per resource (issue 26): the name, API path, screen route, permissions and label keys
 * of each admin resource, derived from its name (issue 38) with options only where the product
 * names it otherwise. The API's resource definitions, the permission matrix and the front end's
 * data layer and screens read these; none repeats them.
 */
import type { Permission } from '../permissions.js';
import type { ApiPath } from '../wire/index.js';
import { reference } from './definition.ts';
import { identity } from './identity.ts';

export { identity } from './identity.ts';
export { exampleBody, labelKey, listColumns, reference, rowProblems, searchFields, seedRows, uniqueFields } from './definition.ts';
export type { Definition, DraftOf, FieldDefinition, RecordOf as DefinedRecordOf, SeedRow } from './definition.ts';

export interface ResourceIdentity {
  /** The API's collection path, e.g. '/brands'; a record lives at `${apiPath}/{eid}` (or `/{key}`). */
  apiPath: ApiPath;
  /** The field whose value addresses a record, when it is not `eid` (markets: their code). */
  key?: string;
  /** The screen route of the list, e.g. '/backoffice/brands'; a record lives at `${route}/{eid}`. */
  route: `/${string}`;
  /** `history.resource` and the prefix of problem codes, e.g. 'email-domain'. */
  kind: string;
  /** The record schema's `$id` in the OpenAPI document, e.g. 'EmailDomain'. */
  recordId: string;
  /** The API's (English, lower-case) names in problem messages, e.g. 'e-mail domain'. */
  noun: string;
  nounPlural: string;
  permissions: { read: Permission; create: Permission; edit: Permission; delete: Permission };
  /** Records carry isActive: Active/Inactive, the Status filter and bulk (de)activation. */
  hasActiveFlag: boolean;
  /** Keys of the screens' names in the owning remote's namespace: `${labels}.title|singular|plural`. */
  labels: string;
  /** Its position in the navigation group, for a resource whose pages are derived. */
  nav?: number;
}

/** A reference record's name: at most 120 characters, unique whatever its case. */
const NAME = { kind: 'text', max: 120, unique: 'duplicate-name', csv: 'Name', list: { column: true, search: true, sort: true } } as const;

export const AGENCIES = identity('agencies', { hasActiveFlag: true });

export const BRANDS = identity('brands', { hasActiveFlag: true });

export const BRAND_FIELDS = reference(BRANDS, {
  name: NAME,
  type: {
    kind: 'text',
    max: 60,
    lowerCase: true,
    csv: 'Type',
    description: 'lower case, e.g. spirits, wine, beer; shown capitalised',
    example: () => 'Spirits',
    list: { column: true, search: true, filter: true, sort: true },
  },
  isActive: { kind: 'flag', list: { filter: true } },
});

export const EMAIL_DOMAINS = identity('email-domains', {
  route: 'domains',
  noun: 'e-mail domain',
  hasActiveFlag: true,
  labels: 'emailDomains',
});

/** Host names of two or more labels (letters, digits, inner hyphens) ending in a letter TLD or punycode. */
const DOMAIN = '^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$';

export const EMAIL_DOMAIN_FIELDS = reference(EMAIL_DOMAINS, {
  name: {
    ...NAME,
    max: 253,
    lowerCase: true,
    csv: 'Domain',
    label: 'emailDomains.fields.domain',
    description: 'a domain such as example.com, lower case',
    pattern: { source: DOMAIN, message: 'must be a domain name such as example.com' },
    example: (_, n) => `test-${n.toLowerCase()}.example`,
  },
  type: {
    kind: 'text',
    max: 60,
    lowerCase: true,
    csv: 'Type',
    description: 'lower case, e.g. brand, agency, corporate',
    example: () => 'brand',
    list: { column: true, search: true, filter: true, sort: true },
  },
  isActive: { kind: 'flag', list: { filter: true } },
  state: {
    kind: 'text',
    required: false,
    max: 40,
    csv: 'State',
    description: 'e.g. VERIFIED or PENDING',
    example: () => 'PENDING',
    list: { column: true, sort: true },
  },
});

export const LEGAL_ENTITIES = identity('legal-entities', { route: 'entities', labels: 'legalEntities' });

/** The API adds the country's name (joined from markets), checks the code is a market's and refuses deleting an entity legal data names. */
export const LEGAL_ENTITY_FIELDS = reference(LEGAL_ENTITIES, {
  name: NAME,
  country: {
    kind: 'text',
    max: 10,
    matchCase: true,
    csv: 'Country code',
    label: 'legalEntities.country',
    description: 'market code',
    example: () => 'DK',
    list: { filter: true, sort: true },
  },
});

/** "Types of website" on screen, project types in the API. */
export const PROJECT_TYPES = identity('project-types', { route: 'site-types', hasActiveFlag: true });

/** The API adds `state` (kept in step with the flag) and the count of projects of a type. */
export const PROJECT_TYPE_FIELDS = reference(PROJECT_TYPES, {
  name: NAME,
  isActive: { kind: 'flag', list: { filter: true } },
});

/** The content service's news feed, written by Super Admins only (not in spec section 6: issue 12). */
export const NEWS_ITEMS = identity('news-items', { route: 'news', permission: 'newsEdit' });

/** The translations service's strings, edited by Super Admins only, never created or deleted on screen (not in spec section 6: issue 13). */
export const TRANSLATION_STRINGS = identity('translation-strings', { route: 'translations', permission: 'translationsEdit' });

/** Markets (spec section 3), addressed by their code: every user reads them, Super Admins maintain them (not in spec section 6: issue 37). */
export const MARKETS = identity('markets', { key: 'code', permission: 'marketsEdit', nav: 0 });

/** Every admin resource: the permission matrix takes their permissions, the backoffice its pages and names. */
export const RESOURCES = [
  AGENCIES,
  BRANDS,
  EMAIL_DOMAINS,
  LEGAL_ENTITIES,
  PROJECT_TYPES,
  NEWS_ITEMS,
  TRANSLATION_STRINGS,
  MARKETS,
] as const;

/** The resources written as a definition: their API, table and screens derive from it (docs/conventions.md, "Adding a reference resource"). */
export const DEFINITIONS = [BRAND_FIELDS, EMAIL_DOMAIN_FIELDS, LEGAL_ENTITY_FIELDS, PROJECT_TYPE_FIELDS] as const;
