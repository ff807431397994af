import { useMemo } from 'react';
import { useBackofficeStrings, type BackofficeT } from '../i18n/strings';

/** A resource's screens (and t) in the current language, rebuilt only when the language changes. */
export function useScreens<S>(define: (t: BackofficeT) => S) {
  const { t } = useBackofficeStrings();
  return { t, screens: useMemo(() => define(t), [define, t]) };
}
