/**
 * The API's wire types (generated into openapi.ts) and short names for what callers use most.
 * Written by hand (npm run generate:wire-types leaves it alone). Types only: importing this
 * module adds nothing to a bundle.
 */
import type { components, operations, paths } from './openapi.js';

export type { components, operations, paths };

/** Every path of the API, e.g. '/projects/{id}'. */
export type ApiPath = keyof paths;
type Method = 'get' | 'put' | 'post' | 'delete';
/** The methods a path answers, e.g. ApiMethod<'/projects'> = 'get' | 'post'. */
export type ApiMethod<P extends ApiPath> = { [M in Method]: paths[P][M] extends undefined | never ? never : M }[Method];
type Operation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an answer, e.g. ResponseBody<'/projects', 'get'> is one page of projects. */
export type ResponseBody<P extends ApiPath, M extends ApiMethod<P>, Status extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (Status extends keyof R ? Json<R[Status]> : never) : never;
/** The JSON body a write sends. */
export type RequestBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
/** The query parameters of a request. */
export type QueryParams<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<Operation<P, M>['parameters']['query']>;
/** The path parameters of a request, e.g. { id: string }. */
export type PathParams<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<Operation<P, M>['parameters']['path']>;

type Schemas = components['schemas'];
/** Any shared schema of the document by its `$id`, e.g. WireSchema<'Language'>: a new resource needs no alias here. */
export type WireSchema<Name extends keyof Schemas> = Schemas[Name];
/** application/problem+json: every refusal of the API. */
export type WireProblem = Schemas['Problem'];
export type WireProject = Schemas['Project'];
export type WireProjectMember = Schemas['ProjectMember'];
export type WireProjectChoices = Schemas['ProjectChoices'];
export type WireMarketLegalData = Schemas['MarketLegalData'];
export type WireCookie = Schemas['Cookie'];
export type WireAgeGate = Schemas['AgeGate'];
export type WireUserListItem = Schemas['UserListItem'];
export type WireMarket = Schemas['Market'];
export type WireAgency = Schemas['Agency'];
export type WireBrand = Schemas['Brand'];
export type WireEmailDomain = Schemas['EmailDomain'];
export type WireLegalEntity = Schemas['LegalEntity'];
export type WireProjectType = Schemas['ProjectType'];
export type WireNewsItem = Schemas['NewsItem'];
export type WireTranslationString = Schemas['TranslationString'];
export type WireSavedView = Schemas['SavedView'];
/** The signed-in user with the nine permission flags (GET /users/me). */
export type WireCurrentUser = ResponseBody<'/users/me', 'get'>;
/** The image service's answer to an unsigned upload (the hosted service's, which the local stand-in gives too). */
export type WireUploadedImage = ResponseBody<'/image-service/v1_1/{cloud}/image/upload', 'post'>;
/** One page of a list: content plus page, size, totalElements, totalPages. */
export type WirePage<P extends ApiPath> = 'get' extends ApiMethod<P> ? ResponseBody<P, 'get'> : never;
/** One entry of a record's history timeline. */
export type WireHistoryEntry = ResponseBody<'/agencies/{eid}/history', 'get'>[number];
/** One entry of a project's history: also its kind (member, legal data, ...), its subject and its row id. */
export type WireProjectHistoryEntry = ResponseBody<'/projects/{id}/history', 'get'>[number];
/** The dashboard's figures (GET /dashboard). */
export type WireDashboard = ResponseBody<'/dashboard', 'get'>;
/** Its filters: agency, brand, market, from, to. */
export type WireDashboardQuery = QueryParams<'/dashboard', 'get'>;
/** An external BI embed, or { configured: false } (GET /dashboard/embed-info). */
export type WireDashboardEmbedInfo = ResponseBody<'/dashboard/embed-info', 'get'>;

/**
 * The content and translations services, apart from the API: each its own document, its paths
 * relative to the service's own base URL (stage config contentServiceUrl, translationServiceUrl).
 */
export type { paths as ContentServicePaths, components as ContentServiceComponents } from './content-service.js';
export type { paths as TranslationsServicePaths, components as TranslationsServiceComponents } from './translations-service.js';
