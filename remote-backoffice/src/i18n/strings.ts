/** The backoffice remote's strings: its bundled English registered as namespace `backoffice`, and the hook that renders them. */
import { registerStrings } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { en } from './en';

export const NS = 'backoffice';
registerStrings(NS, en);
export const useBackofficeStrings = () => useTranslation(NS);

/** t of this namespace, for the definitions (lists, details, forms) built at render. */
export type BackofficeT = ReturnType<typeof useBackofficeStrings>['t'];
