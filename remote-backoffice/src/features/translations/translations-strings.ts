import { registerStrings } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { en } from './translations-en';

export const NS = 'backoffice';
// importing the hook registers the strings before the first render (notes/i18n-contract)
registerStrings(NS, en);
export const useTranslationsStrings = () => useTranslation(NS, { keyPrefix: 'translations' });
