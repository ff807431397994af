export {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  initI18n,
  registerStrings,
  setStringsLoader,
  storedLanguage,
  useStrings,
  type StringsLoader,
} from './strings';
