import { DEFAULT_NAMESPACE, useStrings } from '@ottilia/shared-ui';
import type { TFunction } from 'i18next';

/** The host's strings (namespace "translations"); see useStrings for why not react-i18next. */
export function useTranslation(): { t: TFunction } {
  return useStrings(DEFAULT_NAMESPACE);
}
