import { registerStrings } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { en } from './en';

export const NS = 'cookies-agegate';
registerStrings(NS, en);
export const useCookiesAgegateStrings = () => useTranslation(NS);
