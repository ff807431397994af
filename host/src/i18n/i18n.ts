import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  void i18next.use(initReactI18next).init({
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
