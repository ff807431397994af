import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
const currentLanguage = () => i18next.language;

/**
 * The host's strings: i18next's t for the current language, rendered again when the language
 * changes. The host does not take react-i18next for this: all it needs is t, and react-i18next
 * (Trans, ICU, SSR helpers: 10 KB gzip) would then load with every first page. Remotes use
 * react-i18next through the shared singleton, which connectReactI18next binds to this instance.
 */
export function useTranslation(): { t: TFunction } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return { t: useMemo(() => i18next.getFixedT(language), [language]) };
}
