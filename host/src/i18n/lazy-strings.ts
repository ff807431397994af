import { DEFAULT_NAMESPACE, registerStrings } from '@ottilia/shared-ui';
import { initI18n } from './i18n';

/**
 * Adds the strings of a lazily loaded screen to the host's namespace when its chunk loads, so
 * /home's first load does not carry them (deep merge: `tutorials.title` stays as it is).
 */
export function addLazyStrings(strings: Record<string, unknown>): void {
  initI18n(); // a no-op once the portal started; tests may load a screen first
  registerStrings(DEFAULT_NAMESPACE, strings);
}
