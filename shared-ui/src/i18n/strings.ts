import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

/** Spec section 9: the default namespace, the fallback language and where the language is kept. */
export const DEFAULT_NAMESPACE = 'translations';
export const FALLBACK_LANGUAGE = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The language stored by a previous visit, else English. */
export function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE; // storage blocked by the browser
  }
}

/**
 * Initialises the shared i18next instance (a module-federation singleton, so every app adds its
 * namespaces to the same one). Synchronous: each app's English strings are bundled and added by
 * registerStrings; the translations service's strings replace them when they arrive.
 */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.init({
    lng: storedLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return i18next;
}

/** Fetches a namespace from the translations service (installed by the host; none in unit tests). */
export type StringsLoader = (namespace: string) => void;
let loader: StringsLoader | null = null;
const registered = new Set<string>();

/** The host installs the translations service's loader; namespaces registered before it load now. */
export function setStringsLoader(next: StringsLoader | null): void {
  loader = next;
  if (next) registered.forEach((namespace) => next(namespace));
}

/**
 * Adds an app's bundled English strings for its namespace (deep merge, keeping strings already
 * there), then asks the translations service for the namespace. Call it when the module that
 * renders the strings loads, so the UI never shows keys.
 */
export function registerStrings(namespace: string, english: Record<string, unknown>): void {
  initI18n();
  i18next.addResourceBundle(FALLBACK_LANGUAGE, namespace, english, true, false);
  if (registered.has(namespace)) return;
  registered.add(namespace);
  loader?.(namespace);
}

let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};
const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    i18next.on('languageChanged', notify);
    i18next.store?.on('added', notify);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      i18next.off('languageChanged', notify);
      i18next.store?.off('added', notify);
    }
  };
};
const currentVersion = () => version;

/** One t per language, namespace and strings version: every component of a namespace gets the same function (so memos keyed by t agree). */
const fixedTs = new Map<string, TFunction>();
function fixedT(language: string, namespace: string, at: number): TFunction {
  const id = `${at}|${language}|${namespace}`;
  let t = fixedTs.get(id);
  if (!t) {
    if (fixedTs.size > 100) fixedTs.clear(); // older versions' functions are not asked for again
    t = i18next.getFixedT(language, namespace);
    fixedTs.set(id, t);
  }
  return t;
}

/**
 * t for one namespace, rendered again when the language changes or the service's strings arrive.
 * The host and the shared libraries use this instead of react-i18next (Trans, ICU, SSR helpers:
 * 10 KB gzip that /home would carry); remotes use react-i18next's useTranslation, bound to the
 * same instance by the host.
 */
export function useStrings(namespace: string = DEFAULT_NAMESPACE): { t: TFunction } {
  const current = useSyncExternalStore(subscribe, currentVersion);
  return { t: fixedT(i18next.language, namespace, current) };
}
