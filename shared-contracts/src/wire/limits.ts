/**
 * Field limits and enumerations of the API, generated from its OpenAPI document by
 * `npm run generate:wire-types`. Do not edit: change the API's schemas and regenerate;
 * test/wire-types.test.ts fails while this file and the API disagree. Values only (no types):
 * a form reads LIMITS['PUT /brands/{eid}'].name.maxLength, a filter ENUMS.Project.status, a
 * list's sort SORT_FIELDS['/projects'].
 */

/** Field limits of each write's body, by 'METHOD path'. */
export const LIMITS = {
  'POST /agencies/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /agencies/active-state': {
    eids: { maxItems: 500 },
  },
  'POST /agencies/bulk-delete': {
    eids: { maxItems: 500 },
  },
  'PUT /agencies/{eid}': {
    name: { minLength: 1, maxLength: 120 },
    marketCode: { minLength: 1, maxLength: 10 },
    mainContactName: { minLength: 1, maxLength: 120 },
    mainContactEmail: { maxLength: 254 },
  },
  'PUT /agencies/{eid}/review': {
    reason: { maxLength: 1000 },
  },
  'POST /brands/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /brands/active-state': {
    eids: { maxItems: 500 },
  },
  'POST /brands/bulk-delete': {
    eids: { maxItems: 500 },
  },
  'PUT /brands/{eid}': {
    name: { minLength: 1, maxLength: 120 },
    type: { minLength: 1, maxLength: 60 },
  },
  'PUT /projects/{id}/consent-settings': {
    lifetimeMonths: { minimum: 1, maximum: 24 },
  },
  'PUT /cookies/{projectId}/{language}': {
    provider: { maxLength: 100 },
    description: { maxLength: 500 },
  },
  'POST /email-domains/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /email-domains/active-state': {
    eids: { maxItems: 500 },
  },
  'POST /email-domains/bulk-delete': {
    eids: { maxItems: 500 },
  },
  'PUT /email-domains/{eid}': {
    name: { minLength: 1, maxLength: 253 },
    type: { minLength: 1, maxLength: 60 },
    state: { maxLength: 40 },
  },
  'POST /legal-entities/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'POST /legal-entities/bulk-delete': {
    eids: { maxItems: 500 },
  },
  'PUT /legal-entities/{eid}': {
    name: { minLength: 1, maxLength: 120 },
    country: { minLength: 1, maxLength: 10 },
  },
  'POST /markets/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /markets/{code}': {
    countryName: { minLength: 1, maxLength: 100 },
    minimumAge: { minimum: 0, maximum: 99 },
  },
  'POST /news-items/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /news-items/{eid}': {
    title: { minLength: 1, maxLength: 160 },
    summary: { minLength: 1, maxLength: 400 },
    body: { maxLength: 20000 },
    imageUrl: { maxLength: 2000 },
    imageAlt: { maxLength: 300 },
    url: { maxLength: 2000 },
  },
  'POST /project-types/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /project-types/active-state': {
    eids: { maxItems: 500 },
  },
  'POST /project-types/bulk-delete': {
    eids: { maxItems: 500 },
  },
  'PUT /project-types/{eid}': {
    name: { minLength: 1, maxLength: 120 },
  },
  'PUT /projects/{id}/age-gateway/{ageGateId}/style': {
    'style.headline': { minLength: 1, maxLength: 120 },
    'style.message': { maxLength: 500 },
    'style.confirmLabel': { minLength: 1, maxLength: 40 },
    'style.denyLabel': { minLength: 1, maxLength: 40 },
    'style.deniedMessage': { minLength: 1, maxLength: 300 },
    'style.logoUrl': { maxLength: 500 },
    'style.backgroundImageUrl': { maxLength: 500 },
    'style.rememberVisitorDays': { minimum: 0, maximum: 365 },
  },
  'PUT /projects/{id}/age-gateway/{ageGateId}/markets': {
    minimumAge: { minimum: 0, maximum: 25 },
  },
  'POST /projects/bulk-delete': {
    ids: { maxItems: 500 },
  },
  'POST /projects/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /projects/{id}/legal-data/{marketId}': {
    legalEntityEid: { minLength: 1, maxLength: 100 },
    privacyPolicyUrl: { maxLength: 500 },
    termsUrl: { maxLength: 500 },
    cookiePolicyUrl: { maxLength: 500 },
    imprint: { maxLength: 5000 },
    minimumDrinkingAge: { minimum: 0, maximum: 25 },
    legalContactEmail: { maxLength: 254 },
  },
  'PUT /projects/{id}': {
    name: { minLength: 1, maxLength: 200 },
    agencyEid: { minLength: 1, maxLength: 100 },
    brandEid: { minLength: 1, maxLength: 100 },
    projectTypeEid: { minLength: 1, maxLength: 100 },
    markets: { maxItems: 100 },
  },
  'PUT /projects/{id}/reviews/{reviewEid}': {
    comment: { maxLength: 1000 },
  },
  'POST /saved-views': {
    name: { minLength: 1, maxLength: 60 },
    query: { maxLength: 2000 },
  },
  'PUT /saved-views/{id}': {
    name: { minLength: 1, maxLength: 60 },
    query: { maxLength: 2000 },
  },
  'POST /translation-strings/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /translation-strings/{eid}': {
    value: { minLength: 1, maxLength: 5000 },
  },
  'POST /users/exports': {
    $orderBy: { maxLength: 500 },
    $filter: { maxLength: 2000 },
  },
  'PUT /users/invite': {
    email: { maxLength: 254 },
    displayName: { minLength: 1, maxLength: 120 },
    roles: { maxItems: 4 },
    agencyEid: { minLength: 1, maxLength: 100 },
  },
  'PUT /users/{id}': {
    displayName: { minLength: 1, maxLength: 120 },
    roles: { maxItems: 4 },
    agencyEid: { minLength: 1, maxLength: 100 },
  },
} as const;

/** Enumerated values of the fields of each shared schema, by its $id. */
export const ENUMS = {
  Agency: {
    reviewState: ['PENDING', 'APPROVED', 'REJECTED'],
  },
  Cookie: {
    language: ['en'],
    category: ['necessary', 'functional', 'performance', 'marketing'],
  },
  AgeGate: {
    'style.layout': ['centered', 'split', 'fullscreen'],
  },
  ProjectMember: {
    mainRole: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'],
  },
  Project: {
    status: ['DRAFT', 'IN_REVIEW', 'APPROVED', 'PUBLISHED'],
    'review.decision': ['APPROVED', 'REJECTED'],
  },
  UserListItem: {
    mainRole: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'],
    state: ['ACTIVE', 'INVITED', 'DISABLED'],
  },
  User: {
    mainRole: ['SUPER_ADMIN', 'BRAND_MANAGER', 'AGENCY_MANAGER', 'AGENCY_USER'],
    state: ['ACTIVE', 'INVITED', 'DISABLED'],
  },
} as const;

/** The fields each list sorts by ($orderBy), by its path. */
export const SORT_FIELDS = {
  '/agencies': ['eid', 'name', 'marketCode', 'marketName', 'isActive', 'reviewState', 'createdAt', 'updatedAt'],
  '/brands': ['eid', 'name', 'type', 'isActive', 'createdAt', 'updatedAt'],
  '/email-domains': ['eid', 'name', 'type', 'isActive', 'state', 'createdAt', 'updatedAt'],
  '/legal-entities': ['eid', 'name', 'country', 'countryName', 'createdAt', 'updatedAt'],
  '/markets': ['code', 'countryName', 'minimumAge'],
  '/news-items': ['eid', 'title', 'publishedAt', 'updatedAt'],
  '/project-types': ['eid', 'name', 'isActive', 'createdAt', 'updatedAt'],
  '/projects': ['uuid', 'name', 'agencyName', 'agencyEid', 'brandName', 'brandEid', 'projectTypeName', 'projectTypeEid', 'status', 'createdAt', 'updatedAt', 'estimatedGoLiveDate', 'hasGlobalPolicies', 'hasAgeGateway', 'hasCookieConsent'],
  '/translation-strings': ['projectId', 'language', 'namespace', 'key', 'value', 'english', 'updatedAt'],
  '/users': ['eid', 'displayName', 'email', 'mainRole', 'agencyEid', 'agencyName', 'state', 'createdAt'],
} as const;
