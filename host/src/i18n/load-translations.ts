/**
 * Replaces the bundled English with the translations service's strings, for every namespace
 * registered with registerStrings (the host's now, each remote's when its module loads). Loaded
 * after the first paint (bootstrap), so /home's first load does not carry it. Retried on the
 * portal's one retry loop (docs/adr/0331) with the spec's schedule: 5 retries, from 350 ms,
 * doubling (section 7), exactly, so without jitter.
 */
import { getStageConfig, withRetries } from '@ottilia/shared-auth';
import { FALLBACK_LANGUAGE, setStringsLoader, storedLanguage } from '@ottilia/shared-ui';
import i18next, { type i18n, type ReadCallback } from 'i18next';
import { reportError } from '../monitoring/monitor';
import { translationsBackend, TranslationsError, type LanguageList, type TranslationService } from './translations-backend';

export const RETRY = { maxRetries: 5, retryTimeout: 350 } as const;

type Backend = ReturnType<typeof translationsBackend>;

const readOnce = (backend: Backend, language: string, namespace: string, method: 'read' | 'languages') =>
  new Promise<unknown>((resolve, reject) => {
    const callback: ReadCallback = (error, data) => (error ? reject(error) : resolve(data));
    backend[method](language, namespace, callback);
  });

/** A namespace's strings (or the language list), or null once the retries are used up or a failure is final. */
const read = (backend: Backend, language: string, namespace: string, method: 'read' | 'languages') =>
  withRetries(() => readOnce(backend, language, namespace, method), {
    attempts: RETRY.maxRetries + 1,
    baseDelayMs: RETRY.retryTimeout,
    random: () => 1,
    retriable: ({ error }) => error instanceof TranslationsError && error.retry,
  }).catch(() => null);

/**
 * The language stored from a previous visit when the project offers it, else English; then every
 * registered namespace's strings in it, merged over the bundled English (a key the service lacks
 * keeps its English; a failure leaves all of it). Resolves when the language is chosen.
 */
export async function loadTranslations(service: TranslationService, instance: i18n = i18next): Promise<string> {
  const backend = translationsBackend(service);
  const offered = (await read(backend, 'all', '', 'languages')) as LanguageList | null;
  const wanted = storedLanguage();
  const language = offered?.some(({ code }) => code === wanted) ? wanted : FALLBACK_LANGUAGE;
  if (instance.language !== language) await instance.changeLanguage(language);
  setStringsLoader((namespace) => {
    void read(backend, language, namespace, 'read').then((strings) => {
      if (strings) instance.addResourceBundle(language, namespace, strings, true, true);
    });
  });
  return language;
}

/** The stage's translations service (stage config), started by the bootstrap after the first render. */
export function startTranslations(): Promise<unknown> {
  const { translationServiceUrl: url, translationServiceKey: key, translationProject: project } = getStageConfig();
  return loadTranslations({ url, key, project }).catch((error: unknown) =>
    reportError(error, { kind: 'unhandled', chunk: 'load-translations' }),
  );
}
