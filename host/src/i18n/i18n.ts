import i18next, { type i18n } from 'i18next';
import { en } from './en';

export const DEFAULT_NAMESPACE = 'translations';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The language stored by a previous visit, else English (the only supported language). */
function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? 'en';
  } catch {
    return 'en'; // storage blocked by the browser
  }
}

/**
 * Initialises the shared i18next instance (a module-federation singleton, so remotes add their
 * own namespaces to it). Synchronous: the host's strings are bundled.
 */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  void i18next.init({
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en'],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: { [DEFAULT_NAMESPACE]: en } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return i18next;
}

let reactI18next: Promise<void> | null = null;

/**
 * Loads the shared react-i18next and binds it to the shared i18next instance, as
 * `i18next.use(initReactI18next)` would at start-up. The host's own components do not need it
 * (see use-translation.ts), so it loads with the first remote module, for the remotes' hooks.
 */
export function connectReactI18next(): Promise<void> {
  reactI18next ??= import('react-i18next').then(
    ({ initReactI18next }) => {
      initReactI18next.init(initI18n());
    },
    (error: unknown) => {
      reactI18next = null; // a later remote load tries again
      throw error;
    },
  );
  return reactI18next;
}
