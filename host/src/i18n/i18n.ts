import { DEFAULT_NAMESPACE, initI18n as initSharedI18n, registerStrings } from '@ottilia/shared-ui';
import type { i18n } from 'i18next';
import { en } from './en';

export { DEFAULT_NAMESPACE };

/** Initialises the shared i18next instance with the host's own strings (namespace "translations"). */
export function initI18n(): i18n {
  const instance = initSharedI18n();
  registerStrings(DEFAULT_NAMESPACE, en);
  return instance;
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
      const instance = initI18n();
      // remotes render again when the translations service's strings arrive
      instance.options.react = { ...instance.options.react, bindI18nStore: 'added' };
      initReactI18next.init(instance);
    },
    (error: unknown) => {
      reactI18next = null; // a later remote load tries again
      throw error;
    },
  );
  return reactI18next;
}
