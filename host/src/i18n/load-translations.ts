/**
 * Replaces the bundled English with the translations service's strings, for every namespace
 * registered with registerStrings (the host's now, each remote's when its module loads). Loaded
 * after the first paint (bootstrap), so /home's first load does not carry it. i18next's own
 * BackendConnector does the retrying: 5 retries, from 350 ms, doubling.
 */
import { getStageConfig } from '@ottilia/shared-auth';
import { FALLBACK_LANGUAGE, setStringsLoader, storedLanguage } from '@ottilia/shared-ui';
import i18next, { type i18n, type ReadCallback } from 'i18next';
import { reportError } from '../monitoring/monitor';
import { translationsBackend, type LanguageList, type TranslationService } from './translations-backend';

export const RETRY = { maxRetries: 5, retryTimeout: 350 } as const;

interface Connector {
  read(language: string, namespace: string, method: string, tried: number, wait: number | undefined, callback: ReadCallback): void;
}

/** A BackendConnector of the instance's own class with our backend: the instance was started without one. */
function connectorFor(instance: i18n, service: TranslationService): Connector {
  const Connector = (instance.services.backendConnector as object).constructor as new (...args: unknown[]) => Connector;
  return new Connector(translationsBackend(service), instance.services.resourceStore, instance.services, RETRY);
}

const read = (connector: Connector, language: string, namespace: string, method: string) =>
  new Promise<unknown>((resolve) => {
    connector.read(language, namespace, method, 0, undefined, (error, data) => resolve(error ? null : data));
  });

/**
 * The language stored from a previous visit when the project offers it, else English; then every
 * registered namespace's strings in it, merged over the bundled English (a key the service lacks
 * keeps its English; a failure leaves all of it). Resolves when the language is chosen.
 */
export async function loadTranslations(service: TranslationService, instance: i18n = i18next): Promise<string> {
  const connector = connectorFor(instance, service);
  const offered = (await read(connector, 'all', '', 'languages')) as LanguageList | null;
  const wanted = storedLanguage();
  const language = offered?.some(({ code }) => code === wanted) ? wanted : FALLBACK_LANGUAGE;
  if (instance.language !== language) await instance.changeLanguage(language);
  setStringsLoader((namespace) => {
    void read(connector, language, namespace, 'read').then((strings) => {
      if (strings) instance.addResourceBundle(language, namespace, strings, true, true);
    });
  });
  return language;
}

/** The stage's translations service (stage config), started by the bootstrap after the first render. */
export function startTranslations(): Promise<unknown> {
  const { translationServiceUrl: url, translationServiceKey: key, translationProject: project } = getStageConfig();
  return loadTranslations({ url, key, project }).catch((error: unknown) => reportError(error, { kind: 'unhandled', chunk: 'load-translations' }));
}
