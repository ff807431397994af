/**
 * The i18next backend of the translations service (spec section 7): a namespace by project,
 * version latest, language and namespace, and the project's language list, with the stage's api
 * key, in i18next's backend shape. A read called back with (error, true) is retried (load-translations.ts):
 * here 400, 408, any 5xx and network failures (spec section 8); other 4xx and an answer that is
 * not a JSON object end the read at once.
 */
import type { TranslationsServicePaths } from '@ottilia/shared-contracts/wire';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

export interface TranslationService {
  /** Base URL, e.g. https://localhost:1860/translations (stage config translationServiceUrl). */
  url: string;
  key: string;
  project: string;
  fetch?: typeof fetch;
}

/** Worth asking again: the request or the service may do better next time. */
export const isRetryable = (status: number) => status === 400 || status === 408 || status >= 500;

export class TranslationsError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'TranslationsError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type ServicePath = keyof TranslationsServicePaths;

/** A path of the service's OpenAPI document with its `{name}` parameters filled (the project's among them). */
function servicePath(service: TranslationService, path: ServicePath, parameters: Record<string, string> = {}): string {
  const values: Record<string, string> = { projectId: service.project, ...parameters };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

async function getJson(service: TranslationService, path: string): Promise<unknown> {
  const url = `${service.url.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await (service.fetch ?? fetch)(url, { headers: { 'api-key': service.key, accept: 'application/json' } });
  } catch (error) {
    throw new TranslationsError(`translations service unreachable: ${String(error)}`, true);
  }
  if (!response.ok)
    throw new TranslationsError(`translations service answered ${response.status} for ${path}`, isRetryable(response.status));
  try {
    return await response.json();
  } catch {
    throw new TranslationsError(`translations service sent no JSON for ${path}`, false);
  }
}

const answer = (callback: ReadCallback, read: Promise<unknown>, valid: (data: unknown) => boolean) => {
  read.then(
    (data) =>
      valid(data)
        ? callback(null, data as ResourceKey)
        : callback(new TranslationsError('unexpected answer of the translations service', false), false),
    (error: unknown) => callback(error as Error, error instanceof TranslationsError && error.retry),
  );
};

type Answer<P extends ServicePath> = TranslationsServicePaths[P]['get']['responses'][200]['content']['application/json'];
/** The language list read with `languages` under the same retry rule (the namespace argument is unused). */
export type LanguageList = Answer<'/projects/{projectId}/languages'>;

export function translationsBackend(
  service: TranslationService,
): BackendModule & { languages(language: string, namespace: string, callback: ReadCallback): void } {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const path = servicePath(service, '/projects/{projectId}/versions/{version}/languages/{lng}/namespaces/{ns}', {
        version: 'latest',
        lng: language,
        ns: namespace,
      });
      answer(callback, getJson(service, path), isObject);
    },
    languages(_language, _namespace, callback) {
      answer(
        callback,
        getJson(service, servicePath(service, '/projects/{projectId}/languages')),
        (data) => Array.isArray(data) && data.every((item) => isObject(item) && typeof item.code === 'string'),
      );
    },
  };
}
