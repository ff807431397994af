/**
 * One identity per resource (issue 26): the name, API path, screen route, permissions and label keys
 * of each admin resource, declared once. The API's resource definitions and the front end's data
 * layer and screens read these; neither repeats them.
 */
import type { Permission } from '../permissions.js';
import type { ApiPath } from '../wire/index.js';

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
}

const identity = <const R extends ResourceIdentity>(resource: R) => resource;

export const AGENCIES = identity({
  apiPath: '/agencies', route: '/backoffice/agencies', kind: 'agency', recordId: 'Agency', noun: 'agency', nounPlural: 'agencies',
  permissions: { read: 'agenciesRead', create: 'agenciesCreate', edit: 'agenciesEdit', delete: 'agenciesDelete' },
  hasActiveFlag: true, labels: 'agencies.resource',
});

export const BRANDS = identity({
  apiPath: '/brands', route: '/backoffice/brands', kind: 'brand', recordId: 'Brand', noun: 'brand', nounPlural: 'brands',
  permissions: { read: 'brandsRead', create: 'brandsCreate', edit: 'brandsEdit', delete: 'brandsDelete' },
  hasActiveFlag: true, labels: 'brands.resource',
});

export const EMAIL_DOMAINS = identity({
  apiPath: '/email-domains', route: '/backoffice/domains', kind: 'email-domain', recordId: 'EmailDomain', noun: 'e-mail domain', nounPlural: 'e-mail domains',
  permissions: { read: 'domainsRead', create: 'domainsCreate', edit: 'domainsEdit', delete: 'domainsDelete' },
  hasActiveFlag: true, labels: 'emailDomains.resource',
});

export const LEGAL_ENTITIES = identity({
  apiPath: '/legal-entities', route: '/backoffice/entities', kind: 'legal-entity', recordId: 'LegalEntity', noun: 'legal entity', nounPlural: 'legal entities',
  permissions: { read: 'entitiesRead', create: 'entitiesCreate', edit: 'entitiesEdit', delete: 'entitiesDelete' },
  hasActiveFlag: false, labels: 'legalEntities.resource',
});

/** "Types of website" on screen, project types in the API. */
export const PROJECT_TYPES = identity({
  apiPath: '/project-types', route: '/backoffice/site-types', kind: 'project-type', recordId: 'ProjectType', noun: 'project type', nounPlural: 'project types',
  permissions: { read: 'siteTypesRead', create: 'siteTypesCreate', edit: 'siteTypesEdit', delete: 'siteTypesDelete' },
  hasActiveFlag: true, labels: 'siteTypes.resource',
});

/** The content service's news feed, written by Super Admins only. */
export const NEWS_ITEMS = identity({
  apiPath: '/news-items', route: '/backoffice/news', kind: 'news-item', recordId: 'NewsItem', noun: 'news item', nounPlural: 'news items',
  permissions: { read: 'newsEdit', create: 'newsEdit', edit: 'newsEdit', delete: 'newsEdit' },
  hasActiveFlag: false, labels: 'news.resource',
});

/** The translations service's strings, edited by Super Admins only (no creation or deletion on screen). */
export const TRANSLATION_STRINGS = identity({
  apiPath: '/translation-strings', route: '/backoffice/translations', kind: 'translation-string', recordId: 'TranslationString', noun: 'translation string', nounPlural: 'translation strings',
  permissions: { read: 'translationsEdit', create: 'translationsEdit', edit: 'translationsEdit', delete: 'translationsEdit' },
  hasActiveFlag: false, labels: 'translations.resource',
});

/** Markets (spec section 3), addressed by their code: every user reads them, Super Admins maintain them. */
export const MARKETS = identity({
  apiPath: '/markets', key: 'code', route: '/backoffice/markets', kind: 'market', recordId: 'Market', noun: 'market', nounPlural: 'markets',
  permissions: { read: 'marketsEdit', create: 'marketsEdit', edit: 'marketsEdit', delete: 'marketsEdit' },
  hasActiveFlag: false, labels: 'markets.resource',
});

/** Every admin resource, e.g. for lint checks and the OpenAPI test that each path exists. */
export const RESOURCES = [AGENCIES, BRANDS, EMAIL_DOMAINS, LEGAL_ENTITIES, PROJECT_TYPES, NEWS_ITEMS, TRANSLATION_STRINGS, MARKETS] as const;
